/** The local data-API stand-in, driven by the real supabase-js client the site uses. */
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corsAllowHeaders, startDataApi, type DataApi } from '../../../cli/dev/data-api.ts';
import { formatSubmissionsTable, listSubmissions, openSubmissionsDb, type Row } from '../../../cli/dev/submissions-db.ts';
import { validSubmission } from '../../helpers/submissions.ts';

/** A JWT-shaped anon key (the stand-in does not verify it). */
const anonKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWRlbW8ifQ.local-test-signature';

let db: PGlite;
let api: DataApi;

beforeAll(async () => {
  db = await openSubmissionsDb({});
  api = await startDataApi({ db });
});

afterAll(async () => {
  await api.close();
  await db.close();
});

afterEach(() => {
  api.setFailure('none');
});

/** A supabase-js client for the stand-in (Node 20 has no WebSocket; realtime is never used). */
function client(url = api.url, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

const submission = { ...validSubmission, return_url: 'http://127.0.0.1:4322' };

describe('POST /rest/v1/maturity_briefing_submissions', () => {
  it('stores the insert supabase-js sends, with exact column values', async () => {
    const { error, status } = await client().from('maturity_briefing_submissions').insert(submission);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = await listSubmissions(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ ...submission, id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.any(Date) });
  });

  it('stores team members when for_team is on, and arrays of rows', async () => {
    const teamRow = { ...submission, first_name: 'Grace', challenge: 'Messy handoffs', for_team: true, team_member_name: 'Linus', team_member_email: 'linus@example.com' };
    const { error } = await client().from('maturity_briefing_submissions').insert([teamRow, { ...submission, first_name: 'Alan' }]);
    expect(error).toBeNull();
    const rows = await listSubmissions(db);
    expect(rows.find((row) => row.first_name === 'Grace')).toMatchObject(teamRow);
    expect(rows.find((row) => row.first_name === 'Alan')).toMatchObject({ ...submission, first_name: 'Alan' });
  });

  it('returns a constraint violation as error 23514 with status 400', async () => {
    const before = (await listSubmissions(db)).length;
    const { error, status } = await client().from('maturity_briefing_submissions').insert({ ...submission, work_email: 'not-an-email' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: null, hint: null });
    expect(error?.message).toContain('work_email_shape');
    expect((await listSubmissions(db)).length).toBe(before);
  });

  it('rejects an unknown column like PostgREST (PGRST204)', async () => {
    const { error, status } = await client().from('maturity_briefing_submissions').insert({ ...submission, favourite_colour: 'blue' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'favourite_colour' column of 'maturity_briefing_submissions' in the schema cache" });
  });

  it('runs as anon: setting id is denied with 42501 / 401', async () => {
    const { error, status } = await client().from('maturity_briefing_submissions').insert({ ...submission, id: '00000000-0000-4000-8000-000000000000' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('mirrors PostgREST for return=representation: anon cannot read the row back (42501 / 401)', async () => {
    const { data, error, status } = await client().from('maturity_briefing_submissions').insert(submission).select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });

  it('answers other paths and methods with 404 PGRST125 and CORS headers', async () => {
    const response = await fetch(`${api.url}/rest/v1/maturity_briefing_submissions`, { headers: { apikey: anonKey, Origin: 'http://127.0.0.1:4322' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4322');
    expect(await response.json()).toMatchObject({ code: 'PGRST125' });
  });

  it('answers a CORS preflight with the headers supabase-js sends', async () => {
    const response = await fetch(`${api.url}/rest/v1/maturity_briefing_submissions`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://site.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, content-type, content-profile, x-client-info, prefer' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://site.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((header) => header.trim());
    for (const header of ['apikey', 'authorization', 'content-type', 'prefer', 'x-client-info', 'accept-profile', 'content-profile', 'x-supabase-api-version']) expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-headers')).toBe(corsAllowHeaders);
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });
});

describe('simulated failures', () => {
  it("setFailure('error') answers 500 XX000", async () => {
    api.setFailure('error');
    const { error, status } = await client().from('maturity_briefing_submissions').insert(submission);
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: 'XX000', message: 'simulated failure', details: null, hint: null });
  });

  it("setFailure('hang') never answers; the client's abort fires and close() still ends cleanly", async () => {
    const own = await startDataApi({ db });
    own.setFailure('hang');
    const before = (await listSubmissions(db)).length;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const { error } = await client(own.url).from('maturity_briefing_submissions').insert(submission).abortSignal(controller.signal);
    clearTimeout(timer);
    expect(controller.signal.aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(error?.message).toMatch(/abort/i);
    expect((await listSubmissions(db)).length).toBe(before);

    // A second hanging request still open when the server closes.
    const pending = client(own.url).from('maturity_briefing_submissions').insert(submission);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    const { error: closedError } = await pending;
    expect(closedError).not.toBeNull();
    expect(own.server.listening).toBe(false);
  });
});

describe('formatSubmissionsTable', () => {
  it('shows the header and the row values', async () => {
    const text = formatSubmissionsTable(await listSubmissions(db));
    const [header] = text.split('\n');
    for (const column of ['created_at', 'first_name', 'work_email', 'for_team', 'team_member_name', 'team_member_email', 'challenge', 'return_url']) expect(header).toContain(column);
    for (const value of ['Ada', 'ada@example.com', 'Grace', 'Linus', 'linus@example.com', 'Messy handoffs', 'http://127.0.0.1:4322', 'true', 'false']) expect(text).toContain(value);
  });

  it('truncates a long challenge and says so when empty', () => {
    const row = { ...submission, id: 'x', created_at: new Date('2026-01-02T03:04:05Z'), challenge: 'Lead quality issues and proving ROI across every single campaign we run' } as Row;
    const text = formatSubmissionsTable([row]);
    expect(text).toContain('2026-01-02T03:04:05.000Z');
    expect(text).toContain('Lead quality issues and proving ROI acr…');
    expect(text).not.toContain('every single campaign');
    expect(formatSubmissionsTable([])).toBe('No briefing submissions yet.');
  });
});
