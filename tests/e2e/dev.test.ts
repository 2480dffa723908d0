/** `site dev` driven for real: incremental rebuilds, live-reload events, errors, recovery, the inbox and stored submissions. */
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionsTable } from '../../cli/dev/submissions-command.ts';
import { startDev, type DevServer } from '../../cli/dev/server.ts';
import { cleanFixtures, fixtureRoot, projectRoot } from '../helpers/fixtures.ts';
import { httpRequest } from '../helpers/http-request.ts';

let dev: DevServer;
let root: string;
const events: { event: string; data: unknown }[] = [];

beforeAll(async () => {
  root = await fixtureRoot();
  dev = await startDev({ contentDir: root, port: 0, dataDir: 'memory', projectRoot, log: () => {} });
  // Listen to the live-reload stream like a browser tab would.
  await new Promise<void>((connected) => {
    request(`${dev.url}/__reload`, (res) => {
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n\n');
        buffer = parts.pop()!;
        for (const part of parts) {
          const event = /^event: (.+)$/m.exec(part)?.[1];
          const data = /^data: (.+)$/m.exec(part)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      });
      connected();
    }).end();
  });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await cleanFixtures();
});

const page = (path: string) => fetch(`${dev.url}${path}`).then(async (r) => ({ status: r.status, html: await r.text() }));

async function edit(file: string, change: (text: string) => string) {
  const path = join(root, file);
  const rebuilt = dev.nextBuild();
  await writeFile(path, change(await readFile(path, 'utf8')));
  return rebuilt;
}

describe('site dev', () => {
  it('serves the site with the live-reload client', async () => {
    const { status, html } = await page('/alpha-guide');
    expect(status).toBe(200);
    expect(html).toContain('<script src="/__dev/client.js" data-route="/alpha-guide" defer></script>');
    expect((await page('/no-such-page')).status).toBe(404);
  });

  it('re-renders only the edited article when its body changes, and tells the browser', async () => {
    const report = await edit('articles/alpha-guide.md', (t) =>
      t.replace('Leads that wait for an owner go cold.', 'Leads that wait for an owner go cold fast.'),
    );
    expect(report.ok).toBe(true);
    expect(report.rendered).toEqual(['/alpha-guide']);
    expect((await page('/alpha-guide')).html).toContain('go cold fast.');
    await expect.poll(() => events.at(-1)).toEqual({ event: 'reload', data: { routes: ['/alpha-guide'], all: false } });
  });

  it('re-renders the article and the pages that list it when its card data changes, related reading included', async () => {
    const report = await edit('articles/alpha-guide.md', (t) =>
      t.replace('title: Alpha guide to lead routing', 'title: Alpha guide to routing leads'),
    );
    expect(report.ok).toBe(true);
    // /beta-guide chooses its related reading from every card (alpha's included); the fixture's home (no home: sections) and /404 read none.
    expect([...report.rendered].sort()).toEqual(['/alpha-guide', '/articles', '/beta-guide']);
    expect((await page('/')).html).not.toContain('Alpha guide to');
    expect((await page('/articles')).html).toContain('Alpha guide to routing leads');
  });

  it('shows a content error with file:line:column, keeps serving the last good page, and recovers', async () => {
    const before = (await page('/beta-guide')).html;
    const broken = await edit('articles/beta-guide.md', (t) => t.replace('category: Sales Operations', 'category: Sales Ops'));
    expect(broken.ok).toBe(false);
    expect(broken.errors).toEqual([
      expect.objectContaining({
        file: join(root, 'articles/beta-guide.md'),
        line: 6,
        column: 11,
        message: expect.stringContaining('category "Sales Ops" is not one of'),
      }),
    ]);
    await expect.poll(() => events.at(-1)?.event).toBe('errors');
    const payload = events.at(-1)!.data as { errors: { location: string; message: string }[] };
    expect(payload.errors[0]!.location.endsWith('articles/beta-guide.md:6:11')).toBe(true);
    expect((await page('/beta-guide')).html).toBe(before);

    const fixed = await edit('articles/beta-guide.md', (t) => t.replace('category: Sales Ops', 'category: Sales Operations'));
    expect(fixed.ok).toBe(true);
    // The fix restores the page's inputs, so its page comes back from the page cache, the same bytes as before.
    expect((await page('/beta-guide')).html).toBe(before);
    await expect.poll(() => events.at(-1)?.event).toBe('reload');
  });

  it('keeps reporting a broken link in one article while another is edited, until it is fixed', async () => {
    const broken = await edit('articles/beta-guide.md', (t) =>
      t.replace('Stamp `MQL_Date__c`', 'Stamp [the field](/no-such-guide) `MQL_Date__c`'),
    );
    expect(broken.ok).toBe(false);
    const linkError = expect.objectContaining({
      file: join(root, 'articles/beta-guide.md'),
      message: expect.stringContaining('/no-such-guide'),
    });
    expect(broken.errors).toEqual([linkError]);
    // Only alpha-guide is re-checked here; beta-guide's error must not be forgotten.
    const other = await edit('articles/alpha-guide.md', (t) => t.replace('go cold fast.', 'go cold very fast.'));
    expect(other.ok).toBe(false);
    expect(other.errors).toEqual([linkError]);
    const fixed = await edit('articles/beta-guide.md', (t) =>
      t.replace('Stamp [the field](/no-such-guide) `MQL_Date__c`', 'Stamp `MQL_Date__c`'),
    );
    expect(fixed.ok).toBe(true);
    expect((await page('/alpha-guide')).html).toContain('go cold very fast.');
  });

  it('renders nothing again when a template is saved without a change (the generator is keyed by its contents)', async () => {
    const template = join(projectRoot, 'templates', 'pages', 'NotFoundPage.tsx');
    const rebuilt = dev.nextBuild();
    const now = new Date();
    await utimes(template, now, now);
    const report = await rebuilt;
    expect(report.errors).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.rendered).toEqual([]);
  });

  it('records every form post and the pixel in the local inbox', async () => {
    const html = (await page('/articles')).html;
    expect(html).toContain(`${dev.url}/__inbox/scorecardForm`);
    const post = await fetch(`${dev.url}/__inbox/leadCaptureForm`, {
      method: 'POST',
      body: new URLSearchParams({ fname: 'Ada', email: 'ada@example.com', mauto: 'HubSpot', challenge: '' }),
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('https://go.example.com/l/article-lead-capture');
    await fetch(`${dev.url}/__inbox/trackingPixel?email=ada%40example.com&page_url=x`);
    const entries = (await (await fetch(`${dev.url}/__inbox?json`)).json()) as { endpoint: string; fields: Record<string, string> }[];
    expect(entries.map((e) => e.endpoint)).toEqual(['leadCaptureForm', 'trackingPixel']);
    expect(entries[0]!.fields).toEqual({ fname: 'Ada', email: 'ada@example.com', mauto: 'HubSpot', challenge: '' });
    expect((await page('/__inbox')).html).toContain('leadCaptureForm');
  });

  it('stores the briefing insert in the local data API, listed by site submissions', async () => {
    const anonKey = dev.builder.config()!.supabase.anonKey;
    const insert = (headers: Record<string, string>, firstName: string) =>
      httpRequest(`${dev.dataApi.url}/rest/v1/maturity_briefing_submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          first_name: firstName,
          work_email: 'grace@example.com',
          challenge: null,
          for_team: false,
          team_member_name: null,
          team_member_email: null,
          return_url: dev.url,
        }),
      });
    // The key of site.yaml and the dev site's origin, as the briefing page sends them.
    const stored = await insert({ apikey: anonKey, Authorization: `Bearer ${anonKey}`, Origin: dev.url }, 'Grace');
    expect(stored.status).toBe(201);
    expect(stored.headers['access-control-allow-origin']).toBe(dev.url);
    expect((await insert({ apikey: 'anon', Origin: dev.url }, 'Wrongkey')).status).toBe(401);
    expect((await insert({ apikey: anonKey, Origin: 'https://attacker.example' }, 'Mallory')).status).toBe(403);
    const table = await submissionsTable({ url: dev.url });
    expect(table).toContain('grace@example.com');
    expect(table).toContain('Grace');
    expect(table).not.toContain('Wrongkey');
    expect(table).not.toContain('Mallory');
  });
});

describe('site dev answers only its own Host (DNS rebinding)', () => {
  const port = () => new URL(dev.url).port;

  it.each(['/__submissions', '/__inbox?json', '/__inbox', '/alpha-guide', '/__reload', '/__dev/client.js'])(
    'refuses %s under a foreign Host with 421',
    async (path) => {
      const reply = await httpRequest(`${dev.url}${path}`, { headers: { Host: `rebind.attacker.example:${port()}` } });
      expect(reply.status).toBe(421);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.text).toContain('Misdirected request');
      expect(reply.text).not.toContain('@example.com');
    },
  );

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers Host %s on its port', async (name) => {
    for (const path of ['/__submissions', '/__inbox?json', '/alpha-guide']) {
      expect((await httpRequest(`${dev.url}${path}`, { headers: { Host: `${name}:${port()}` } })).status, path).toBe(200);
    }
  });

  it('refuses a cross-site post to the inbox with 403, storing nothing', async () => {
    const before = dev.inbox.entries.length;
    const reply = await httpRequest(`${dev.url}/__inbox/leadCaptureForm`, {
      method: 'POST',
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fname=Mallory',
    });
    expect(reply.status).toBe(403);
    expect(dev.inbox.entries.length).toBe(before);
  });
});
