/**
 * The insert of the local data-API stand-in (see data-api.ts): the body of
 * `POST /rest/v1/maturity_briefing_submissions` becomes rows of the table's type and is inserted
 * as role anon, with PostgREST's statuses and `{ code, message, details, hint }` error bodies.
 */
import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { bodyTooLargeMessage, readCappedBody } from './request-body.ts';

/** The one table the site writes to. */
export const submissionsTable = 'maturity_briefing_submissions';
/** Its REST path. */
export const tablePath = `/rest/v1/${submissionsTable}`;

/** A PostgREST error body. */
export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** A status and an optional JSON body. */
export type Answer = { status: number; body?: unknown };

/** Answer an insert request whose origin and key were already checked. */
export async function insertRows(db: PGlite, req: IncomingMessage, url: URL): Promise<Answer> {
  const profile = req.headers['content-profile'];
  if (profile && profile !== 'public')
    return { status: 406, body: pgError('PGRST106', `Invalid schema: ${profile}`, 'Only the following schemas are exposed: public') };

  const body = await readCappedBody(req);
  if (body === undefined) return { status: 413, body: pgError('PGRST102', bodyTooLargeMessage) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { status: 400, body: pgError('PGRST102', 'Empty or invalid json') };
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isRecord)) return { status: 400, body: pgError('PGRST102', 'Empty or invalid json') };

  const listed = url.searchParams.get('columns');
  const columns = listed !== null ? listed.split(',').map((name) => name.trim().replace(/^"|"$/g, '')) : Object.keys(rows[0] ?? {});
  if (listed === null && rows.some((row) => !sameKeys(Object.keys(row), columns)))
    return { status: 400, body: pgError('PGRST102', 'All object keys must match') };
  const known = await tableColumns(db);
  const unknown = columns.find((column) => !known.has(column));
  if (unknown !== undefined)
    return {
      status: 400,
      body: pgError('PGRST204', `Could not find the '${unknown}' column of '${submissionsTable}' in the schema cache`),
    };
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
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': 401,
    P0001: 400,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** A PostgREST error body. */
export function pgError(code: string, message: string, hint?: string | null, details?: string | null): ErrorBody {
  return { code, message, details: details ?? null, hint: hint ?? null };
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
