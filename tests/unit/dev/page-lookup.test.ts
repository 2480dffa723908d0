/** site dev adds its reload client to every page; the request path never acts as a replacement pattern. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevBuilder } from '../../../cli/dev/builder.ts';
import type { Inbox } from '../../../cli/dev/inbox.ts';
import { injectClient } from '../../../cli/dev/page-lookup.ts';
import type { ReloadChannel } from '../../../cli/dev/reload-channel.ts';
import { createRequestHandler } from '../../../cli/dev/request-handler.ts';
import { escapeHtml } from '../../../templates/html-escape.ts';

const page = '<!doctype html><html><head><title>t</title></head><body><p>Hi</p></body></html>';

describe('injectClient', () => {
  it.each(['/$&', "/$'", '/$`', '/$$', '/$1'])('places the route %s as text, not as a replacement pattern', (route) => {
    const html = injectClient(page, route);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html).toContain(`data-route="${escapeHtml(route)}" defer></script></body></html>`);
    expect(html.startsWith('<!doctype html><html><head><title>t</title></head><body><p>Hi</p><script ')).toBe(true);
  });

  it('escapes the route for the attribute', () => {
    expect(injectClient(page, '/"><img src=x onerror=alert(1)>&amp;')).toContain(
      'data-route="/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;" defer>',
    );
  });
});

describe('the page before the first good build', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // A builder whose first build failed: no files, no config.
    const builder = { files: new Map(), errors: () => [], config: () => undefined } as unknown as DevBuilder;
    const inbox = { handle: async () => false } as unknown as Inbox;
    const handler = createRequestHandler({
      url: 'http://127.0.0.1',
      builder,
      inbox,
      db: {} as PGlite,
      reload: {} as ReloadChannel,
      log: () => {},
    });
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('GET /$& names the route /$& (the page is not spliced into the tag)', async () => {
    const response = await fetch(`${base}/$&`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('data-route="/$&amp;" defer></script></body></html>');
    expect(html).not.toContain('data-route="/</body>"');
    expect(html.match(/<\/body>/g)).toHaveLength(1);
  });
});
