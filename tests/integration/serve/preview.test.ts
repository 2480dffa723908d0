/** site preview (startStaticServer) on 127.0.0.1: it answers only its own Host, serves nothing through a link that leaves its folder, and serves each file's gzip bytes from one compression that follows edits. */
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../cli/serve/static.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';
import { httpRequest } from '../../helpers/http-request.ts';

const page = (word: string) => `<!doctype html><title>${word}</title>${`<p>${word} marketing operations</p>`.repeat(300)}`;
let root: string;
let url: string;
let port: string;
let server: Server;

beforeAll(async () => {
  root = await tempDir('site-preview-');
  await writeFile(join(root, 'index.html'), page('Home'));
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  ({ server, url } = await startStaticServer(root));
  port = new URL(url).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  await cleanFixtures();
});

describe('site preview answers only its own Host', () => {
  it('refuses a DNS-rebinding Host with 421 and a short plain-text message', async () => {
    const reply = await httpRequest(`${url}/`, { headers: { Host: `rebind.attacker.example:${port}` } });
    expect(reply.status).toBe(421);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.text).toContain(`answers only as http://127.0.0.1:${port}`);
    expect(reply.text).not.toContain('Home');
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('serves Host %s on its port', async (name) => {
    const reply = await httpRequest(`${url}/`, { headers: { Host: `${name}:${port}` } });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<title>Home</title>');
  });

  it('refuses the right name on another port', async () => {
    expect((await httpRequest(`${url}/`, { headers: { Host: 'localhost:1' } })).status).toBe(421);
  });
});

describe('site preview serves only files inside its folder', () => {
  it('answers 404 for a symbolic link to a file or folder outside it, and serves a link that stays inside', async () => {
    const elsewhere = await tempDir('site-preview-elsewhere-');
    await writeFile(join(elsewhere, 'secret.txt'), 'token=abc\n');
    await symlink(join(elsewhere, 'secret.txt'), join(root, 'leak.txt'));
    await symlink(elsewhere, join(root, 'outside'));
    await mkdir(join(root, 'docs'));
    await writeFile(join(root, 'docs', 'guide.txt'), 'A guide.\n');
    await symlink(join(root, 'docs', 'guide.txt'), join(root, 'guide.txt'));
    for (const path of ['/leak.txt', '/outside/secret.txt']) {
      const reply = await httpRequest(`${url}${path}`);
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).not.toContain('token');
    }
    const inside = await httpRequest(`${url}/guide.txt`);
    expect([inside.status, inside.text]).toEqual([200, 'A guide.\n']);
  });
});

describe('site preview compresses each version of a file once', () => {
  const gz = () => httpRequest(`${url}/`, { headers: { 'Accept-Encoding': 'gzip' } });

  it('sends identical gzip bytes with a Content-Length on every request', async () => {
    const [first, second] = [await gz(), await gz()];
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(second.body.equals(first.body)).toBe(true);
    expect(gunzipSync(first.body).toString()).toBe(page('Home'));
    const head = await httpRequest(`${url}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers['content-length']).toBe(String(first.body.length));
  });

  it('serves the new content after the file changes, even at the same size', async () => {
    expect(gunzipSync((await gz()).body).toString()).toBe(page('Home'));
    await writeFile(join(root, 'index.html'), page('Hame')); // same length, other bytes
    const later = new Date(Date.now() + 5_000);
    await utimes(join(root, 'index.html'), later, later);
    expect(gunzipSync((await gz()).body).toString()).toBe(page('Hame'));
    await writeFile(join(root, 'index.html'), page('Changed'));
    expect(gunzipSync((await gz()).body).toString()).toBe(page('Changed'));
  });
});
