import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { serveStatic, startStaticServer } from '../../cli/serve/static.ts';
import { build } from '../../cli/engine/build.ts';
import { ASSET_CSP } from '../../cli/output/deploy.ts';
import { cleanFixtures, projectRoot, tempDir } from '../helpers/fixtures.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const page = `<!doctype html><title>Pricing</title>${'<p>Marketing operations</p>'.repeat(200)}`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const csp = "default-src 'self'; script-src 'self'; form-action https://go.example.com/l/demo";
const immutable = 'public, max-age=31536000, immutable';
// The shape cli/deploy.ts writes (headersFile, redirectsFile), plus rules the real site does not use yet.
const headersText = `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/assets/*
  Cache-Control: ${immutable}
`;
const redirectsText = `# old campaign links
/Marketing-AirCover  /marketing-aircover  301
/old-pricing  /pricing  301
/legacy-pricing  /pricing  301!
/old-blog/*  /articles/:splat  302
/news/:year/:slug  /articles/:slug
`;
const site: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title>',
  'pricing.html': page,
  '404.html': '<!doctype html><title>Not found</title>',
  'marketing-aircover/index.html': '<!doctype html><title>Air Cover</title>',
  // The build's redirect page, for hosts that do not read _redirects.
  'Marketing-AirCover.html': '<!doctype html><title>Moved to /marketing-aircover</title>',
  'old-pricing/index.html': '<!doctype html><title>Old pricing page</title>',
  'legacy-pricing/index.html': '<!doctype html><title>Legacy pricing page</title>',
  'assets/logo.png': png,
  'assets/x.png': png,
  '.site-build': 'marker',
  '.well-known/security.txt': 'Contact: mailto:security@example.com',
  _headers: headersText,
  _redirects: redirectsText,
};

const servers: Server[] = [];

/** A temp folder holding `files`, served. */
async function serve(files: Record<string, string | Buffer>): Promise<{ root: string; url: string }> {
  const root = await tempDir('site-static-');
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), body);
  }
  const { server, url } = await startStaticServer(root);
  servers.push(server);
  return { root, url };
}

let url: string;

beforeAll(async () => {
  ({ url } = await serve(site));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await cleanFixtures();
});

describe('static server', () => {
  it('gzips HTML for a client that accepts gzip, like a CDN', async () => {
    const reply = await get(`${url}/pricing`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(reply.body).toString()).toBe(page);
  });

  it('sends the file as it is to a client that does not accept gzip', async () => {
    const reply = await get(`${url}/pricing`);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(page.length));
    expect(reply.body.toString()).toBe(page);
  });

  it('never compresses images that are compressed already', async () => {
    const reply = await get(`${url}/assets/logo.png`, { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(png)).toBe(true);
  });
});

describe('static server: _headers', () => {
  it('sends the /* headers (CSP, nosniff) on a page, with no-cache where _headers sets no Cache-Control', async () => {
    const reply = await get(`${url}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-security-policy']).toBe(csp);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('merges every matching block: /assets/* files are immutable and still carry the /* headers', async () => {
    const reply = await get(`${url}/assets/x.png`);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(immutable);
    expect(reply.headers['content-security-policy']).toBe(csp);
  });

  it('lets headers passed to serveStatic win over _headers', async () => {
    const { root } = await serve(site);
    const server = createServer((req, res) => void serveStatic(root, req, res, { 'Content-Security-Policy': "form-action 'self'" }));
    servers.push(server);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const reply = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/pricing`);
    expect(reply.headers['content-security-policy']).toBe("form-action 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('skips malformed _headers lines and applies the rest without crashing', async () => {
    const broken = await serve({
      'index.html': 'home',
      'assets/a.css': 'a{}',
      _headers: `  X-Orphan: before any path\nnot-a-path\n  X-Lost: under a bad path\n/*/*\n  X-Two-Splats: yes\n/*\n  no colon here\n  : no name\n  X-Empty:\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: ${immutable}\n`,
    });
    const home = await get(`${broken.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['x-orphan', 'x-lost', 'x-two-splats', 'x-empty']) expect(home.headers[name]).toBeUndefined();
    expect((await get(`${broken.url}/assets/a.css`)).headers['cache-control']).toBe(immutable);
  });

  it('picks up an edited _headers without a restart', async () => {
    const live = await serve({ 'index.html': 'home', _headers: '/*\n  X-Version: 1\n' });
    expect((await get(`${live.url}/`)).headers['x-version']).toBe('1');
    await writeFile(join(live.root, '_headers'), '/*\n  X-Version: 22\n');
    expect((await get(`${live.url}/`)).headers['x-version']).toBe('22');
  });
});

describe('static server: _redirects', () => {
  it('redirects /Marketing-AirCover with a 301 to /marketing-aircover, not to its redirect page found by adding .html', async () => {
    const reply = await get(`${url}/Marketing-AirCover`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/marketing-aircover');
  });

  it('serves /marketing-aircover itself (rules match paths case-sensitively)', async () => {
    const reply = await get(`${url}/marketing-aircover`);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain('Air Cover');
  });

  it('keeps the query string on a redirect', async () => {
    const reply = await get(`${url}/Marketing-AirCover?utm_source=mail&x=1`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/marketing-aircover?utm_source=mail&x=1');
  });

  it('serves an existing file instead of a rule that is not forced (shadowing)', async () => {
    const reply = await get(`${url}/old-pricing`);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain('Old pricing page');
  });

  it('applies a forced rule (301!) even though a file exists at the path', async () => {
    const reply = await get(`${url}/legacy-pricing`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/pricing');
  });

  it('substitutes the splat, with the rule status and the query string', async () => {
    const reply = await get(`${url}/old-blog/2024/launch?ref=x`);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/articles/2024/launch?ref=x');
  });

  it('substitutes placeholders, defaulting to 301', async () => {
    const reply = await get(`${url}/news/2024/launch`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/articles/launch');
  });
});

describe('static server: not found', () => {
  it('answers unknown paths with 404.html, status 404 and the /* headers', async () => {
    const reply = await get(`${url}/no-such-page`, { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(gunzipSync(reply.body).toString()).toContain('Not found');
    expect(reply.headers['content-security-policy']).toBe(csp);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/_headers', '/_redirects', '/.site-build'])('never serves %s', async (path) => {
    const reply = await get(`${url}${path}`);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('<title>Not found</title>');
  });

  it('serves /.well-known', async () => {
    const reply = await get(`${url}/.well-known/security.txt`);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain('Contact:');
  });
});

describe('site preview on a real build of content/', () => {
  let preview: string;
  let out: string;
  beforeAll(async () => {
    out = join(await tempDir('site-preview-real-'), 'out');
    await build({ contentDir: join(projectRoot, 'content'), outDir: out, projectRoot, cache: false });
    const { server, url: started } = await startStaticServer(out);
    servers.push(server);
    preview = started;
  });

  it('sends the CSP of out/_headers on /', async () => {
    const reply = await get(`${preview}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a content SVG under /assets/ with the asset policy (sandbox, nothing runs) and nosniff; pages do not get it', async () => {
    const covers = await readdir(join(out, 'assets', 'covers'));
    const cover = covers.find((name) => name.endsWith('.svg'));
    const reply = await get(`${preview}/assets/covers/${cover}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // The /* policy and the /assets/* one, joined as a host joins them: browsers enforce both.
    const policies = String(reply.headers['content-security-policy']).split(', ');
    expect(policies).toHaveLength(2);
    expect(policies[1]).toBe(ASSET_CSP);
    expect(ASSET_CSP).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; media-src 'self'; sandbox",
    );
    expect((await get(`${preview}/`)).headers['content-security-policy']).not.toContain('sandbox');
  });

  it("still serves the page's own stylesheet and scripts from /assets/ (a subresource's policy does not apply to the page)", async () => {
    const html = (await get(`${preview}/`)).body.toString();
    const urls = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!);
    expect(urls.some((u) => u.endsWith('.css')) && urls.some((u) => u.endsWith('.js'))).toBe(true);
    for (const u of urls) {
      const reply = await get(`${preview}${u}`);
      expect([u, reply.status, reply.headers['content-type']]).toEqual([
        u,
        200,
        u.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      ]);
    }
  });

  it('answers /Marketing-AirCover with the 301 of out/_redirects', async () => {
    const reply = await get(`${preview}/Marketing-AirCover`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/marketing-aircover');
    expect((await get(`${preview}/marketing-aircover`)).status).toBe(200);
  });

  it.each(['/_headers', '/_redirects', '/.site-output'])('never serves the build’s %s as a file (404)', async (path) => {
    const reply = await get(`${preview}${path}`);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toMatch(/Content-Security-Policy|Marketing-AirCover|written by `site build`/);
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const reply = await get(`${preview}/no-such-page`);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('<h1');
  });
});
