/** The local data-API stand-in, driven by the real supabase-js client the site uses. */
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corsAllowHeaders, startDataApi, type DataApi } from '../../../cli/dev/data-api.ts';
import { maxBodyBytes } from '../../../cli/dev/request-body.ts';
import { allowReturnOrigins } from '../../../cli/dev/return-origins.ts';
import { formatSubmissionsTable, listSubmissions, openSubmissionsDb, type Row } from '../../../cli/dev/submissions-db.ts';
import { originPolicy } from '../../../cli/serve/origin-guard.ts';
import { httpRequest } from '../../helpers/http-request.ts';
import { validSubmission } from '../../helpers/submissions.ts';

/** A JWT-shaped anon key: the one the stand-in is configured with (site.yaml supabase.anonKey in site dev). */
const anonKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWRlbW8ifQ.local-test-signature';
/** The dev site whose pages call the stand-in. */
const devOrigin = 'http://127.0.0.1:4322';
const site = originPolicy('127.0.0.1', 4322);

let db: PGlite;
let api: DataApi;

beforeAll(async () => {
  db = await openSubmissionsDb({});
  await allowReturnOrigins(db, [devOrigin]); // the rows below return to the dev site, as site dev allows it
  api = await startDataApi({ db, site, anonKey });
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

const submission = { ...validSubmission, return_url: devOrigin };

describe('POST /rest/v1/maturity_briefing_submissions', () => {
  it('stores the insert supabase-js sends, with exact column values', async () => {
    const { error, status } = await client().from('maturity_briefing_submissions').insert(submission);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = await listSubmissions(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ ...submission, id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.any(Date) });
  });

  it('stores team members when for_team is on, sent as a one-row array or an object', async () => {
    const teamRow = {
      ...submission,
      first_name: 'Grace',
      challenge: 'Messy handoffs',
      for_team: true,
      team_member_name: 'Linus',
      team_member_email: 'linus@example.com',
    };
    // One row per request: the migration refuses a bulk insert through the anon role (issue 15).
    expect((await client().from('maturity_briefing_submissions').insert([teamRow])).error).toBeNull();
    expect(
      (
        await client()
          .from('maturity_briefing_submissions')
          .insert({ ...submission, first_name: 'Alan' })
      ).error,
    ).toBeNull();
    const rows = await listSubmissions(db);
    expect(rows.find((row) => row.first_name === 'Grace')).toMatchObject(teamRow);
    expect(rows.find((row) => row.first_name === 'Alan')).toMatchObject({ ...submission, first_name: 'Alan' });
  });

  it('returns a constraint violation as error 23514 with status 400', async () => {
    const before = (await listSubmissions(db)).length;
    const { error, status } = await client()
      .from('maturity_briefing_submissions')
      .insert({ ...submission, work_email: 'not-an-email' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: null, hint: null });
    expect(error?.message).toContain('work_email_shape');
    expect((await listSubmissions(db)).length).toBe(before);
  });

  it('rejects an unknown column like PostgREST (PGRST204)', async () => {
    const { error, status } = await client()
      .from('maturity_briefing_submissions')
      .insert({ ...submission, favourite_colour: 'blue' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'favourite_colour' column of 'maturity_briefing_submissions' in the schema cache",
    });
  });

  it('runs as anon: setting id is denied with 42501 / 401', async () => {
    const { error, status } = await client()
      .from('maturity_briefing_submissions')
      .insert({ ...submission, id: '00000000-0000-4000-8000-000000000000' });
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
    const response = await fetch(`${api.url}/rest/v1/maturity_briefing_submissions`, {
      headers: { apikey: anonKey, Origin: 'http://127.0.0.1:4322' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4322');
    expect(await response.json()).toMatchObject({ code: 'PGRST125' });
  });

  it('answers a CORS preflight from the dev site with the headers supabase-js sends', async () => {
    const response = await fetch(`${api.url}/rest/v1/maturity_briefing_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: devOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, content-profile, x-client-info, prefer',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(devOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((header) => header.trim());
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'prefer',
      'x-client-info',
      'accept-profile',
      'content-profile',
      'x-supabase-api-version',
    ])
      expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-headers')).toBe(corsAllowHeaders);
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });
});

describe('only the dev site may call it (issue 15)', () => {
  const insertUrl = () => `${api.url}/rest/v1/maturity_briefing_submissions`;
  const post = (headers: Record<string, string>, body: unknown = submission) =>
    httpRequest(insertUrl(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const count = async () => (await listSubmissions(db)).length;

  it('refuses a 150-row array from another origin with 403, without CORS headers, storing nothing', async () => {
    const before = await count();
    const rows = Array.from({ length: 150 }, (_, i) => ({ ...submission, first_name: `Mallory ${i}` }));
    const reply = await post({ Origin: 'https://attacker.example', apikey: anonKey }, rows);
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text).message).toContain('Cross-origin request refused: a request from https://attacker.example was refused');
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('refuses a preflight from another origin and never echoes it', async () => {
    for (const origin of ['https://attacker.example', 'http://127.0.0.1:9999', 'http://rebind.attacker.example:4322', 'null']) {
      const reply = await httpRequest(insertUrl(), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(reply.status, origin).toBe(403);
      expect(reply.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    const before = await count();
    expect((await post({ 'Sec-Fetch-Site': 'cross-site', apikey: anonKey })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses a key other than the configured anon key with 401, storing nothing', async () => {
    const before = await count();
    const wrong = await post({ Origin: devOrigin, apikey: 'anon' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toMatchObject({ message: 'Invalid API key' });
    expect((await post({ Origin: devOrigin })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('stores a same-origin insert (201) and answers CORS for the dev origin and its localhost forms only', async () => {
    const before = await count();
    const reply = await post({ Origin: devOrigin, apikey: anonKey, 'Sec-Fetch-Site': 'same-site' });
    expect(reply.status).toBe(201);
    expect(reply.headers['access-control-allow-origin']).toBe(devOrigin);
    expect(await count()).toBe(before + 1);
    const viaLocalhost = await httpRequest(insertUrl(), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4322', 'Access-Control-Request-Method': 'POST' },
    });
    expect(viaLocalhost.headers['access-control-allow-origin']).toBe('http://localhost:4322');
    const noOrigin = await post({ apikey: anonKey });
    expect(noOrigin.status).toBe(201);
    expect(noOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over 64 kB with 413 and a clear message, storing nothing', async () => {
    const before = await count();
    const reply = await post({ Origin: devOrigin, apikey: anonKey }, { ...submission, challenge: 'x'.repeat(maxBodyBytes) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text).message).toContain('at most 64 kB');
    expect(await count()).toBe(before);
  });

  it('refuses, even from the dev site with the right key, a bulk array and rows the form never sends (400, nothing stored)', async () => {
    const before = await count();
    const headers = { Origin: devOrigin, apikey: anonKey };
    const bulk = await post(
      headers,
      Array.from({ length: 3 }, (_, i) => ({ ...submission, first_name: `Bulk ${i}` })),
    );
    expect([bulk.status, JSON.parse(bulk.text).message]).toEqual([
      400,
      'maturity_briefing_submissions takes one row per request; this one held 3',
    ]);
    for (const row of [
      { ...submission, return_url: 'https://evil.example' },
      { ...submission, return_url: 'http://' },
      { ...submission, first_name: '\u200B\u200B' },
      { ...submission, work_email: 'ada@example.com\u202Emoc.live@' },
    ]) {
      const reply = await post(headers, row);
      expect([reply.status, JSON.parse(reply.text).code], JSON.stringify(row)).toEqual([400, '23514']);
    }
    expect(await count()).toBe(before);
  });

  it('answers only its own Host (421 for a rebinding name)', async () => {
    const port = new URL(api.url).port;
    const reply = await post({ Host: `rebind.attacker.example:${port}`, apikey: anonKey });
    expect(reply.status).toBe(421);
    expect((await post({ Host: `localhost:${port}`, apikey: anonKey })).status).toBe(201);
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
    const own = await startDataApi({ db, site, anonKey });
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
    for (const column of [
      'created_at',
      'first_name',
      'work_email',
      'for_team',
      'team_member_name',
      'team_member_email',
      'challenge',
      'return_url',
    ])
      expect(header).toContain(column);
    for (const value of [
      'Ada',
      'ada@example.com',
      'Grace',
      'Linus',
      'linus@example.com',
      'Messy handoffs',
      'http://127.0.0.1:4322',
      'true',
      'false',
    ])
      expect(text).toContain(value);
  });

  it('truncates a long challenge and says so when empty', () => {
    const row = {
      ...submission,
      id: 'x',
      created_at: new Date('2026-01-02T03:04:05Z'),
      challenge: 'Lead quality issues and proving ROI across every single campaign we run',
    } as Row;
    const text = formatSubmissionsTable([row]);
    expect(text).toContain('2026-01-02T03:04:05.000Z');
    expect(text).toContain('Lead quality issues and proving ROI acr…');
    expect(text).not.toContain('every single campaign');
    expect(formatSubmissionsTable([])).toBe('No briefing submissions yet.');
  });
});
