/** The local inbox on a real server on 127.0.0.1: only the dev site's pages may post, bodies are capped, entries bounded, no open redirect. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInbox, inboxDefaults, type Inbox } from '../../../cli/dev/inbox.ts';
import { maxBodyBytes } from '../../../cli/dev/request-body.ts';
import { originPolicy } from '../../../cli/serve/origin-guard.ts';
import { httpRequest } from '../../helpers/http-request.ts';

const endpoints = {
  scorecardForm: 'https://go.example.com/s',
  leadCaptureForm: 'https://go.example.com/l',
  demoForm: 'https://go.example.com/d',
  briefingForm: 'https://go.example.com/b',
  trackingPixel: 'https://go.example.com/t.gif',
};

/** An inbox served on a free port of 127.0.0.1, told its origin the way site dev tells it. */
async function serveInbox(maxEntries?: number): Promise<{ inbox: Inbox; url: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.address() as AddressInfo).port;
  const inbox = createInbox({ endpoints }, { site: originPolicy('127.0.0.1', port), maxEntries });
  server.on('request', (req, res) => void inbox.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
  return { inbox, url: `http://127.0.0.1:${port}`, server };
}

let inbox: Inbox;
let url: string;
let server: Server;
const servers: Server[] = [];

beforeAll(async () => {
  ({ inbox, url, server } = await serveInbox());
  servers.push(server);
});
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});
beforeEach(() => {
  inbox.entries.length = 0;
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  httpRequest(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('local inbox', () => {
  it('records a same-origin post and a post without Origin (curl, the test helpers)', async () => {
    expect((await post('/__inbox/leadCaptureForm', form({ fname: 'Ada' }), { Origin: url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await post('/__inbox/leadCaptureForm', form({ fname: 'Grace' }))).status).toBe(200);
    const port = new URL(url).port;
    expect((await post('/__inbox/leadCaptureForm', form({ fname: 'Linus' }), { Origin: `http://localhost:${port}` })).status).toBe(200);
    expect(inbox.entries.map((e) => e.fields.fname)).toEqual(['Ada', 'Grace', 'Linus']);
  });

  it('refuses a cross-site post (403) and stores nothing', async () => {
    const refusals: Record<string, string>[] = [
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
      { Origin: 'http://127.0.0.1:1' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refusals) {
      const reply = await post('/__inbox/leadCaptureForm', form({ fname: 'Mallory' }), headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.text).toContain('Cross-origin post refused');
    }
    const pixel = await httpRequest(`${url}/__inbox/trackingPixel?email=m%40attacker.example`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(pixel.status).toBe(403);
    expect(inbox.entries).toEqual([]);
  });

  it('refuses a 100 kB post with 413 and a clear message, storing nothing (never a silent cut)', async () => {
    const body = form({ fname: 'a'.repeat(100 * 1024), email: 'after@cut.example' });
    const reply = await post('/__inbox/leadCaptureForm', body);
    expect(reply.status).toBe(413);
    expect(reply.text).toContain('Request body too large');
    expect(reply.text).toContain('at most 64 kB');
    expect(inbox.entries).toEqual([]);
    // Without a Content-Length (chunked), the cap holds as well; just under it is stored whole.
    const chunked = await httpRequest(`${url}/__inbox/leadCaptureForm`, {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked' },
      body,
    });
    expect(chunked.status).toBe(413);
    const fits = form({ fname: 'b'.repeat(maxBodyBytes - 100), email: 'whole@example.com' });
    expect((await post('/__inbox/leadCaptureForm', fits)).status).toBe(200);
    expect(inbox.entries.map((e) => [e.fields.fname!.length, e.fields.email])).toEqual([[maxBodyBytes - 100, 'whole@example.com']]);
  });

  it('keeps the latest entries only, and the inbox page says how many were dropped', async () => {
    expect(inboxDefaults.maxEntries).toBe(500);
    const small = await serveInbox(3);
    servers.push(small.server);
    for (let i = 1; i <= 5; i++)
      await httpRequest(`${small.url}/__inbox/leadCaptureForm`, { method: 'POST', body: form({ fname: `n${i}` }) });
    expect(small.inbox.entries.map((e) => [e.id, e.fields.fname])).toEqual([
      [3, 'n3'],
      [4, 'n4'],
      [5, 'n5'],
    ]);
    expect(small.inbox.dropped()).toBe(2);
    const listed = JSON.parse((await httpRequest(`${small.url}/__inbox?json`)).text) as unknown[];
    expect(listed).toHaveLength(3);
    const page = (await httpRequest(`${small.url}/__inbox`)).text;
    expect(page).toContain('2 older submissions were dropped');
    expect(page).toContain('keeps only the latest 3');
  });

  it('links back only to the dev site: a foreign ret is shown as text, not a link', async () => {
    const foreign = await post('/__inbox/scorecardForm', form({ firstName: 'Ada', ret: 'https://evil.example/phish' }));
    expect(foreign.status).toBe(200);
    expect(foreign.text).not.toContain('href="https://evil.example');
    expect(foreign.text).toContain('<code>https://evil.example/phish</code>, which is not a page of this dev server');
    for (const ret of ['javascript:alert(1)', '//evil.example/', `http://rebind.attacker.example:${new URL(url).port}/`]) {
      expect((await post('/__inbox/scorecardForm', form({ ret }))).text, ret).not.toContain('Back to the site');
    }
    const own = await post('/__inbox/scorecardForm', form({ firstName: 'Ada', ret: `${url}/demo-thank-you` }));
    expect(own.text).toContain(`<a href="${url}/demo-thank-you">Back to the site</a>`);
  });
});
