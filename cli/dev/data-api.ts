/**
 * A LOCAL / TEST STAND-IN for the one Supabase data-API (PostgREST) call the site makes:
 * `POST /rest/v1/maturity_briefing_submissions`, as supabase-js v2 sends it (SPEC §7 call 5).
 * PostgREST and Docker cannot be installed on our machines, so this answers that request
 * against PGlite the way PostgREST would: the INSERT runs as role anon (whatever key is sent;
 * the key is not verified), Postgres errors come back with PostgREST's statuses and
 * `{ code, message, details, hint }` bodies, and every response carries CORS headers.
 * Nothing else of PostgREST is implemented; production talks to the real Supabase.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { listen } from '../serve/listen.ts';

/** Where the stand-in listens and which database it writes to. */
export interface DataApiOptions {
  db: PGlite;
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

/** The one table the site writes to, and its REST path. */
export const submissionsTable = 'maturity_briefing_submissions';
const tablePath = `/rest/v1/${submissionsTable}`;
const maxBodyBytes = 1024 * 1024;

/** Request headers a browser may send cross-origin (what Supabase's gateway allows). */
export const corsAllowHeaders = 'apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile, x-supabase-api-version, range, accept';

interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

type Answer = { status: number; body?: unknown };

/** Start the stand-in; resolves once it listens. */
export async function startDataApi(options: DataApiOptions): Promise<DataApi> {
  const { db, port, host } = { ...dataApiDefaults, ...options };
  let failure: FailureMode = 'none';
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': corsAllowHeaders, 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (failure === 'hang' && req.method === 'POST') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      req.resume();
      return;
    }
    const answer = failure === 'error' ? { status: 500, body: pgError('XX000', 'simulated failure') } : handle(db, req);
    Promise.resolve(answer)
      .catch((error: unknown): Answer => ({ status: 500, body: pgError('XX000', error instanceof Error ? error.message : String(error)) }))
      .then((result) => send(res, cors, result));
  });

  await listen(server, port, host);
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
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

async function handle(db: PGlite, req: IncomingMessage): Promise<Answer> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || url.pathname !== tablePath) return { status: 404, body: pgError('PGRST125', 'Invalid path specified in request URL') };
  if (!req.headers.apikey && !url.searchParams.has('apikey')) return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  const profile = req.headers['content-profile'];
  if (profile && profile !== 'public') return { status: 406, body: pgError('PGRST106', `Invalid schema: ${profile}`, 'Only the following schemas are exposed: public') };

  const text = await readBody(req);
  if (text === undefined) return { status: 413, body: pgError('PGRST102', 'Request body too large') };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 400, body: pgError('PGRST102', 'Empty or invalid json') };
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isRecord)) return { status: 400, body: pgError('PGRST102', 'Empty or invalid json') };

  const listed = url.searchParams.get('columns');
  const columns = listed !== null ? listed.split(',').map((name) => name.trim().replace(/^"|"$/g, '')) : Object.keys(rows[0] ?? {});
  if (listed === null && rows.some((row) => !sameKeys(Object.keys(row), columns))) return { status: 400, body: pgError('PGRST102', 'All object keys must match') };
  const known = await tableColumns(db);
  const unknown = columns.find((column) => !known.has(column));
  if (unknown !== undefined) return { status: 400, body: pgError('PGRST204', `Could not find the '${unknown}' column of '${submissionsTable}' in the schema cache`) };
  if (rows.length === 0) return { status: 201 };

  // Like PostgREST: the body becomes rows of the table's type, so Postgres does every conversion.
  const representation = /\breturn=representation\b/.test(String(req.headers.prefer ?? ''));
  const target = `public.${submissionsTable}`;
  const list = columns.map((column) => `"${column}"`).join(', ');
  const sql = `insert into ${target} ${list ? `(${list}) ` : ''}select ${list} from json_populate_recordset(null::${target}, $1::text::json)${representation ? ' returning *' : ''}`;
  try {
    const inserted = await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return (await tx.query(sql, [JSON.stringify(rows)])).rows;
    });
    return representation ? { status: 201, body: inserted } : { status: 201 };
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    return { status: httpStatusFor(error.code), body: pgError(error.code, error.message, error.hint, error.detail) };
  }
}

/** PostgREST's HTTP status for a SQLSTATE (requests here are always anonymous, so 42501 is 401). */
export function httpStatusFor(code: string): number {
  const exact: Record<string, number> = { '23503': 409, '23505': 409, '25006': 405, '42883': 404, '42P01': 404, '42P17': 500, '42501': 401, P0001: 400 };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = { '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500, '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500, F0: 500, HV: 500, P0: 500, XX: 500 };
  return byClass[code.slice(0, 2)] ?? 400;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return { 'Access-Control-Allow-Origin': origin ?? '*', ...(origin ? { Vary: 'Origin' } : {}), 'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Location' };
}

function send(res: ServerResponse, cors: Record<string, string>, answer: Answer): void {
  if (res.headersSent || res.destroyed) return;
  if (answer.body === undefined) {
    res.writeHead(answer.status, cors);
    res.end();
    return;
  }
  const json = JSON.stringify(answer.body);
  res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}

function pgError(code: string, message: string, hint?: string | null, details?: string | null): ErrorBody {
  return { code, message, details: details ?? null, hint: hint ?? null };
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function tableColumns(db: PGlite): Promise<Set<string>> {
  const result = await db.query<{ attname: string }>(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
    [`public.${submissionsTable}`],
  );
  return new Set(result.rows.map((row) => row.attname));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKeys(keys: readonly string[], columns: readonly string[]): boolean {
  return keys.length === columns.length && keys.every((key) => columns.includes(key));
}

function isDatabaseError(error: unknown): error is Error & { code: string; detail?: string; hint?: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
