/**
 * What `site dev` answers: the reload stream, its client script, the stored submissions, the
 * inbox, and the pages and assets of the last good build from memory (404.html for the rest),
 * every page with the production security headers for the config being served (and /assets/ files
 * with the assets' policy joined to them, as out/_headers has it). A request that
 * fails is answered 500 and logged; it never stops the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SiteConfig } from '../content/schema.ts';
import { assetResponseHeaders, inlineScripts, securityHeaders } from '../output/deploy.ts';
import { contentTypes } from '../serve/static.ts';
import type { DevEngine } from './dev-engine.ts';
import { DEV_CLIENT_PATH, devClientScript } from './client-script.ts';
import type { Inbox } from './inbox.ts';
import { injectClient, lookup } from './page-lookup.ts';
import type { ReloadChannel } from './reload-channel.ts';
import { listSubmissions } from './submissions-db.ts';
import { SUBMISSIONS_PATH } from './submissions-command.ts';

/** What the handler serves from. */
export interface DevRequestContext {
  url: string;
  builder: DevEngine;
  inbox: Inbox;
  db: PGlite;
  reload: ReloadChannel;
  log: (message: string, kind?: 'problem') => void;
}

/** The request handler of a dev server. */
export function createRequestHandler(context: DevRequestContext): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const security = securityFor(context.builder);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { builder } = context;
    const path = new URL(req.url ?? '/', context.url).pathname;
    if (path === '/__reload') return context.reload.open(req, res, builder.errors());
    if (path === DEV_CLIENT_PATH) return answer(res, 200, contentTypes['.js']!, devClientScript, security());
    if (path === SUBMISSIONS_PATH) return answer(res, 200, 'application/json', JSON.stringify(await listSubmissions(context.db)), {});
    if (await context.inbox.handle(req, res)) return;
    const found = lookup(builder, path);
    if (!found) {
      // No good build yet (the first one failed): a page that shows the errors and reloads when a save fixes them.
      if (builder.files.size === 0) return answer(res, 503, contentTypes['.html']!, injectClient(NO_BUILD_YET, routeOf(path)), security());
      const notFound = builder.files.get('404.html');
      return answer(res, 404, contentTypes['.html']!, notFound ? injectClient(String(notFound), '/404') : 'Not found', security());
    }
    const type = contentTypes[extname(found.key)] ?? 'application/octet-stream';
    // A content or bundle file under /assets/ gets the policy under which nothing runs, as in out/_headers (never cached in dev).
    const headers = found.key.startsWith('assets/') ? assetResponseHeaders(security()) : security();
    answer(res, 200, type, found.key.endsWith('.html') ? injectClient(String(found.body), found.route) : found.body, headers);
  };
  return async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      context.log(`site dev: could not answer ${req.method} ${req.url}: ${String(error)}`, 'problem');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('site dev could not answer this request; see the terminal.');
    }
  };
}

/** What site dev answers before any build has succeeded; the reload script lays the errors over it. */
const NO_BUILD_YET = `<!doctype html><html lang="en" data-site-dev="no-build"><head><meta charset="utf-8"><title>site dev: no good build yet</title></head>
<body><h1>site dev has no good build of this site yet</h1>
<p>The first build failed. Fix the errors shown here and in the terminal, and save: this page reloads when the build succeeds.</p></body></html>`;

/** The route a path names, as the reload events list it ('/' or '/slug'). */
const routeOf = (path: string) => path.replace(/\/+$/, '') || '/';

function answer(res: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

/** The headers of out/_headers' `/*` block for the config being served, worked out once per config (they hash scripts). */
function securityFor(builder: DevEngine): () => Record<string, string> {
  let cached: { config: SiteConfig; headers: Record<string, string> } | undefined;
  return () => {
    const config = builder.config();
    if (!config) return { 'X-Content-Type-Options': 'nosniff' };
    if (cached?.config !== config) cached = { config, headers: securityHeaders(config, inlineScripts(config)) };
    return cached.headers;
  };
}
