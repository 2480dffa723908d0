/** site dev before its first good build: the placeholder page names the request path as text, never as a replacement pattern. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevEngine } from '../../../cli/dev/dev-engine.ts';
import type { Inbox } from '../../../cli/dev/inbox.ts';
import type { ReloadChannel } from '../../../cli/dev/reload-channel.ts';
import { createRequestHandler } from '../../../cli/dev/request-handler.ts';

describe('the page before the first good build', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // A builder whose first build failed: no files, no config.
    const builder = { files: new Map(), errors: () => [], config: () => undefined } as unknown as DevEngine;
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
