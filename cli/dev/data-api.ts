/**
 * A LOCAL / TEST STAND-IN for the one Supabase data-API (PostgREST) call the site makes:
 * `POST /rest/v1/maturity_briefing_submissions`, as supabase-js v2 sends it: the insert the briefing form makes after its required fields pass.
 * PostgREST and Docker cannot be installed on our machines, so this answers that request
 * against PGlite the way PostgREST would (data-api-insert.ts): the INSERT runs as role anon, and
 * Postgres errors come back with PostgREST's statuses and `{ code, message, details, hint }` bodies.
 * Like the dev server it answers only its own Host (421 otherwise); it takes requests only from
 * pages of the dev site (an `Origin` of another site, or `Sec-Fetch-Site: cross-site` without one,
 * is refused with 403), answers CORS only for the dev site's origins, requires the configured
 * anon key in `apikey` (401 otherwise) and refuses a body over 64 kB (413).
 * Nothing else of PostgREST is implemented; production talks to the real Supabase.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { listen } from '../serve/listen.ts';
import { crossOriginReason, originPolicy, refuseForeignHost, urlHost, type OriginPolicy } from '../serve/origin-guard.ts';
import { insertRows, pgError, tablePath, type Answer } from './data-api-insert.ts';

export { httpStatusFor, submissionsTable } from './data-api-insert.ts';

/** Where the stand-in listens, which database it writes to, and whom it answers. */
export interface DataApiOptions {
  db: PGlite;
  /** The dev site whose pages may call the API (CORS is answered for its origins only). */
  site: OriginPolicy;
  /** The anon key the pages send (site.yaml supabase.anonKey), or a function read per request (site dev follows edits). */
  anonKey: string | (() => string | undefined);
  /** TCP port; 0 picks a free one. */
  port?: number;
  host?: string;
}

/** Default options: a free port on the loopback interface. */
export const dataApiDefaults = { port: 0, host: '127.0.0.1' };

/** How the endpoint misbehaves on purpose: not at all, a 500, or never answering. */
export type FailureMode = 'none' | 'error' | 'hang';

/** A running stand-in. */
export interface DataApi {
  /** Base URL to give createClient(), e.g. http://127.0.0.1:54321 */
  url: string;
  server: Server;
  /** End hanging requests, every connection and the server. */
  close(): Promise<void>;
  /** Simulate a failing or hanging backend for the requests that follow. */
  setFailure(mode: FailureMode): void;
}

/** Request headers a browser may send cross-origin (what Supabase's gateway allows). */
export const corsAllowHeaders =
  'apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile, x-supabase-api-version, range, accept';

/** Start the stand-in; resolves once it listens. */
export async function startDataApi(options: DataApiOptions): Promise<DataApi> {
  const { db, port, host, site } = { ...dataApiDefaults, ...options };
  const anonKey = typeof options.anonKey === 'function' ? options.anonKey : () => options.anonKey as string;
  let failure: FailureMode = 'none';
  const hanging = new Set<ServerResponse>();

  const server = createServer();
  await listen(server, port, host);
  const address = server.address() as AddressInfo;
  const own = originPolicy(host, address.port);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refuseForeignHost(own, req, res)) return;
    const refused = crossOriginReason(site, req);
    if (refused)
      return send(
        res,
        {},
        {
          status: 403,
          body: { message: `Cross-origin request refused: ${refused}. This local data API answers only pages of ${site.origin}.` },
        },
        req,
      );
    const cors = corsHeaders(site, req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': corsAllowHeaders,
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (failure === 'hang' && req.method === 'POST') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      req.resume();
      return;
    }
    const answer = failure === 'error' ? { status: 500, body: pgError('XX000', 'simulated failure') } : handle(db, req, anonKey());
    Promise.resolve(answer)
      .catch((error: unknown): Answer => ({ status: 500, body: pgError('XX000', error instanceof Error ? error.message : String(error)) }))
      .then((result) => send(res, cors, result, req));
  });

  return {
    url: `http://${urlHost(address.address)}:${address.port}`,
    server,
    setFailure(mode) {
      failure = mode;
    },
    async close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The insert, once path, method and key are right. */
function handle(db: PGlite, req: IncomingMessage, anonKey: string | undefined): Promise<Answer> | Answer {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || url.pathname !== tablePath)
    return { status: 404, body: pgError('PGRST125', 'Invalid path specified in request URL') };
  const key = req.headers.apikey ?? url.searchParams.get('apikey');
  if (!key)
    return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  if (anonKey === undefined || key !== anonKey)
    return { status: 401, body: { message: 'Invalid API key', hint: 'The local data API accepts only supabase.anonKey of site.yaml.' } };
  return insertRows(db, req, url);
}

/** CORS headers for a request from a page of the dev site (the only origins that get them). */
function corsHeaders(site: OriginPolicy, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !site.allowsOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Location',
  };
}

function send(res: ServerResponse, cors: Record<string, string>, answer: Answer, req: IncomingMessage): void {
  if (res.headersSent || res.destroyed) return;
  req.resume(); // a body left unread (a refusal) is drained, so the client reads the answer
  if (answer.body === undefined) {
    res.writeHead(answer.status, cors);
    res.end();
    return;
  }
  const json = JSON.stringify(answer.body);
  res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
