/** The briefing-submissions migration on real Postgres (PGlite): anon may insert valid rows and nothing else. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/content/config.ts';
import { applyMigrations, listSubmissions, openSubmissionsDb } from '../../../cli/dev/submissions-db.ts';
import { projectRoot } from '../../helpers/fixtures.ts';
import { formColumns, validSubmission, type Submission } from '../../helpers/submissions.ts';

const table = 'public.maturity_briefing_submissions';
const valid: Submission = validSubmission;
const team: Submission = { ...valid, for_team: true, team_member_name: 'Grace', team_member_email: 'grace@example.com' };

let db: PGlite;

beforeAll(async () => {
  db = await openSubmissionsDb({});
  // validSubmission's origin, added the way a deployment adds its own (see the migration).
  await allowOrigin(valid.return_url as string);
});

afterAll(async () => {
  await db.close();
});

/** Run statements as role anon in one transaction; resolves to the last result's rows. */
async function asRole(role: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query(sql, params)).rows;
  });
}

/** INSERT one row (with the given columns) as anon. */
function insertAsAnon(row: Record<string, unknown>): Promise<unknown[]> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return asRole('anon', `insert into ${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`, Object.values(row));
}

/** Add an origin to the allow-list of return_url origins (as the table owner). */
async function allowOrigin(origin: string): Promise<void> {
  await db.query('insert into private.briefing_return_origins (origin) values ($1) on conflict do nothing', [origin]);
}

/** The error an async call rejects with. */
async function failure(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; constraint?: string; message: string };
  }
  throw new Error('expected the statement to fail');
}

describe('anon privileges', () => {
  it('lets anon insert a valid row, with and without a team member', async () => {
    await insertAsAnon(valid);
    await insertAsAnon({ ...team, challenge: 'Slow campaign launches' });
    const rows = await listSubmissions(db);
    expect(rows.find((row) => row.team_member_name === 'Grace')).toMatchObject({ ...team, challenge: 'Slow campaign launches' });
    expect(rows.find((row) => row.team_member_name === null)).toMatchObject(valid);
  });

  it('fills id, created_at and for_team by default', async () => {
    await insertAsAnon({ first_name: 'Defaults', work_email: 'd@example.com', return_url: valid.return_url });
    const row = (await listSubmissions(db)).find((r) => r.first_name === 'Defaults');
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.created_at).toBeInstanceOf(Date);
    expect(row?.for_team).toBe(false);
  });

  it.each([
    ['SELECT', `select * from ${table}`],
    ['SELECT one column', `select first_name from ${table}`],
    ['UPDATE', `update ${table} set first_name = 'x'`],
    ['DELETE', `delete from ${table}`],
    ['TRUNCATE', `truncate ${table}`],
  ])('denies anon %s (42501)', async (_, sql) => {
    expect((await failure(asRole('anon', sql))).code).toBe('42501');
  });

  it('denies anon inserting into id or created_at (42501)', async () => {
    expect((await failure(insertAsAnon({ ...valid, id: '00000000-0000-4000-8000-000000000000' }))).code).toBe('42501');
    expect((await failure(insertAsAnon({ ...valid, created_at: '2020-01-01T00:00:00Z' }))).code).toBe('42501');
  });

  it('denies anon INSERT ... RETURNING, which needs SELECT (42501)', async () => {
    const error = await failure(
      asRole(
        'anon',
        `insert into ${table} (first_name, work_email, return_url) values ('A', 'a@example.com', 'https://example.com') returning id`,
      ),
    );
    expect(error.code).toBe('42501');
  });

  it('denies role authenticated everything, insert included (42501)', async () => {
    expect(
      (
        await failure(
          asRole(
            'authenticated',
            `insert into ${table} (first_name, work_email, return_url) values ('A', 'a@example.com', 'https://example.com')`,
          ),
        )
      ).code,
    ).toBe('42501');
    expect((await failure(asRole('authenticated', `select * from ${table}`))).code).toBe('42501');
  });

  it('grants anon INSERT on exactly the seven form columns and no table privilege', async () => {
    const columns = await db.query<{ column_name: string; privilege_type: string }>(
      `select column_name, privilege_type from information_schema.column_privileges
       where table_schema = 'public' and table_name = 'maturity_briefing_submissions' and grantee = 'anon' order by column_name`,
    );
    expect(columns.rows).toEqual([...formColumns].sort().map((column_name) => ({ column_name, privilege_type: 'INSERT' })));
    const tablePrivileges = await db.query(
      `select privilege_type from information_schema.table_privileges
       where table_schema = 'public' and table_name = 'maturity_briefing_submissions' and grantee in ('anon', 'authenticated', 'PUBLIC')`,
    );
    expect(tablePrivileges.rows).toEqual([]);
  });
});

describe('constraints', () => {
  const long = (length: number): string => 'a'.repeat(length);
  const email = (length: number): string => `${long(length - '@example.com'.length)}@example.com`;

  it.each<[string, string, Record<string, unknown>]>([
    ['23502', 'first_name', { ...valid, first_name: null }],
    ['23502', 'work_email', { ...valid, work_email: null }],
    ['23502', 'return_url', { ...valid, return_url: null }],
    ['23502', 'for_team', { ...valid, for_team: null }],
  ])('NOT NULL (%s) rejects a null %s', async (code, column, row) => {
    const error = await failure(insertAsAnon(row));
    expect(error.code).toBe(code);
    expect(error.message).toContain(`"${column}"`);
  });

  it.each<[string, Record<string, unknown>]>([
    ['first_name_not_blank', { ...valid, first_name: '' }],
    ['first_name_not_blank', { ...valid, first_name: ' \t\n ' }],
    ['first_name_max_length', { ...valid, first_name: long(101) }],
    ['work_email_shape', { ...valid, work_email: 'not-an-email' }],
    ['work_email_shape', { ...valid, work_email: 'two words@example.com' }],
    ['work_email_max_length', { ...valid, work_email: email(255) }],
    ['challenge_max_length', { ...valid, challenge: long(5001) }],
    ['team_member_matches_for_team', { ...valid, for_team: true }],
    ['team_member_matches_for_team', { ...valid, for_team: true, team_member_name: 'Grace' }],
    ['team_member_matches_for_team', { ...valid, for_team: true, team_member_email: 'grace@example.com' }],
    ['team_member_matches_for_team', { ...team, team_member_name: '  ' }],
    ['team_member_matches_for_team', { ...valid, team_member_name: 'Grace' }],
    ['team_member_matches_for_team', { ...valid, team_member_email: 'grace@example.com' }],
    ['team_member_name_max_length', { ...team, team_member_name: long(101) }],
    ['team_member_email_shape', { ...team, team_member_email: 'grace' }],
    ['team_member_email_max_length', { ...team, team_member_email: email(255) }],
    ['return_url_http', { ...valid, return_url: 'javascript:alert(1)' }],
    ['return_url_http', { ...valid, return_url: 'example.com' }],
    ['return_url_max_length', { ...valid, return_url: `https://example.com/${long(2048)}` }],
  ])('CHECK %s rejects its bad row (23514)', async (constraint, row) => {
    const error = await failure(insertAsAnon(row));
    expect(error.code).toBe('23514');
    expect(error.constraint ?? error.message).toContain(constraint);
  });

  it('accepts values right at the limits', async () => {
    await insertAsAnon({
      ...team,
      first_name: long(100),
      work_email: email(254),
      challenge: long(5000),
      team_member_name: long(100),
      team_member_email: email(254),
    });
  });
});

describe('only what the form can send (issue 15)', () => {
  const count = async (): Promise<number> => (await listSubmissions(db)).length;

  /** Expect a rejection by the named CHECK (or the check the return_url trigger raises). */
  async function refusedBy(constraint: string, row: Record<string, unknown>): Promise<void> {
    const error = await failure(insertAsAnon(row));
    expect(error.code).toBe('23514');
    expect(error.constraint ?? error.message).toContain(constraint);
  }

  it('accepts a normal single row from the configured site origin (content/site.yaml)', async () => {
    const { config } = await loadConfig({ contentDir: join(projectRoot, 'content') });
    const before = await count();
    await insertAsAnon({ ...valid, first_name: 'Zoë', challenge: 'Slow launches', return_url: config!.origin });
    expect(await count()).toBe(before + 1);
    expect((await listSubmissions(db)).at(-1)).toMatchObject({ first_name: 'Zoë', return_url: 'https://learn.example.com' });
  });

  it.each([
    'https://evil.example',
    'http://',
    'https://learn.example.com/',
    'https://learn.example.com.evil.example',
    'http://learn.example.com',
    'https://LEARN.example.com',
  ])('refuses return_url %s, which is not one of the site origins', async (returnUrl) => {
    const before = await count();
    await refusedBy('return_url_site_origin', { ...valid, return_url: returnUrl });
    expect(await count()).toBe(before);
  });

  it('accepts an origin a deployment adds; anon can neither read nor add origins', async () => {
    await refusedBy('return_url_site_origin', { ...valid, return_url: 'https://www.deployed.example' });
    await allowOrigin('https://www.deployed.example');
    await insertAsAnon({ ...valid, return_url: 'https://www.deployed.example' });
    expect(
      (await failure(asRole('anon', `insert into private.briefing_return_origins (origin) values ('https://evil.example')`))).code,
    ).toBe('42501');
    expect((await failure(asRole('anon', 'select * from private.briefing_return_origins'))).code).toBe('42501');
  });

  it.each(['https://x.example/', 'https://x.example/path', 'HTTPS://X.EXAMPLE', 'ftp://x.example', 'https://x.example:99999999'])(
    'the allow-list refuses %s, which is no browser origin',
    async (origin) => {
      expect((await failure(allowOrigin(origin))).constraint).toBe('origin_shape');
    },
  );

  it.each<[string, string]>([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['word joiner, BOM and zero-width joiners', '\u2060\uFEFF\u200C\u200D'],
    ['a no-break and an ideographic space', '\u00A0\u3000'],
    ['a Hangul filler', '\u3164'],
    ['bidi controls', '\u202E\u2066\u2069'],
    ['Unicode tag characters', '\u{E0041}\u{E0042}'],
    ['a braille blank', '\u2800'],
  ])('refuses a first name or team member name of only %s', async (_, invisible) => {
    await refusedBy('first_name_visible', { ...valid, first_name: invisible });
    await refusedBy('team_member_name_visible', { ...team, team_member_name: ` ${invisible} ` });
  });

  it('accepts names in any script, joiners included (Persian, Sinhala, emoji need them)', async () => {
    for (const first_name of ['李', 'محمد', 'Ada\u200D', 'ශ්\u200Dරී', 'نیک\u200Cنام']) await insertAsAnon({ ...valid, first_name });
  });

  it.each(['ada@example.com\u202Emoc.live', '\u200Bada@example.com', 'ada\u2066@example.com'])(
    'refuses a work e-mail with hidden characters (%j)',
    async (workEmail) => {
      await refusedBy('work_email_no_hidden_characters', { ...valid, work_email: workEmail });
      await refusedBy('team_member_email_no_hidden_characters', { ...team, team_member_email: workEmail });
    },
  );

  it('refuses an over-long field', async () => {
    await refusedBy('challenge_max_length', { ...valid, challenge: 'x'.repeat(5001) });
    await refusedBy('first_name_max_length', { ...valid, first_name: 'x'.repeat(101) });
  });

  it('refuses 1,000 rows of 5,000-character challenges in one statement, as PostgREST sends an array', async () => {
    const before = await count();
    const rows = Array.from({ length: 1000 }, (_, index) => ({ ...valid, first_name: `Bulk ${index}`, challenge: 'x'.repeat(5000) }));
    const error = await failure(asRole('anon', bulkInsert, [JSON.stringify(rows)]));
    expect(error.message).toBe('maturity_briefing_submissions takes one row per request; this one held 1000');
    expect(await count()).toBe(before);
  });

  it('refuses even two rows in one statement from anon, but lets the table owner load many', async () => {
    const before = await count();
    const rows = JSON.stringify([
      { ...valid, first_name: 'Two' },
      { ...valid, first_name: 'Rows' },
    ]);
    expect((await failure(asRole('anon', bulkInsert, [rows]))).message).toContain('one row per request');
    expect(await count()).toBe(before);
    await db.query(bulkInsert, [rows]);
    expect(await count()).toBe(before + 2);
  });
});

describe('plain text in every text column (issue 36)', () => {
  /** Expect a rejection by the named CHECK. */
  async function refusedBy(constraint: string, row: Record<string, unknown>): Promise<void> {
    const error = await failure(insertAsAnon(row));
    expect(error.code).toBe('23514');
    expect(error.constraint).toBe(constraint);
  }

  it.each<[string, string]>([
    ['ESC and BEL (a terminal title sequence)', 'Ann\u001b]0;PWNED\u0007'],
    ['a cursor-moving sequence', 'Ann\u001b[1A\u001b[2K'],
    ['a C1 control (CSI)', 'Ann\u009b2J'],
    ['a tab', 'Ann\tLee'],
    ['a line break', 'Ann\nLee'],
    ['DEL', 'Ann\u007f'],
    ['a right-to-left override', 'Ann\u202eeeL'],
    ['a left-to-right mark', 'Ann\u200e'],
    ['a first-strong isolate', 'Ann\u2068'],
    ['the Arabic letter mark', 'Ann\u061c'],
    ['a zero-width space', '\u200bAda'],
    ['a word joiner', 'Ada\u2060'],
    ['an invisible plus', 'Ada\u2064'],
    ['a BOM', '\ufeffAda'],
    ['a shorthand format control U+1BCA0', 'Ada\u{1bca0}'],
    ['an Egyptian hieroglyph format control U+13430', 'Ada\u{13430}'],
    ['a musical formatting character U+1D173', 'Ada\u{1d173}'],
    ['a tag character', 'Ada\u{e0041}'],
    ['a Hangul filler', 'Ada\u3164'],
  ])('refuses a name with %s', async (_, name) => {
    await refusedBy('first_name_without_hidden_characters', { ...valid, first_name: name });
    await refusedBy('team_member_name_without_hidden_characters', { ...team, team_member_name: name });
  });

  it.each<[string, string]>([
    ['only a combining acute accent', '\u0301'],
    ['only combining marks', '\u0301\u0308\u0327'],
    ['only U+1D159 (a musical symbol)', '\u{1d159}'],
    ['only U+1BCA0 beside a combining mark', '\u0301\u{1bca0}'],
    ['only U+13430 and a space', ' \u{13430} '],
    ['only digits and punctuation', '1234 -.'],
  ])('refuses a name of %s: it has no letter', async (_, name) => {
    await refusedBy('first_name_with_letter', { ...valid, first_name: name });
    await refusedBy('team_member_name_with_letter', { ...team, team_member_name: name });
  });

  it('still names the earlier check first for a blank or invisible name', async () => {
    await refusedBy('first_name_not_blank', { ...valid, first_name: ' \t\n ' });
    await refusedBy('first_name_visible', { ...valid, first_name: '\u200b\u200b' });
  });

  it('accepts names with marks, apostrophes, hyphens and spaces', async () => {
    for (const first_name of ['José', 'Jose\u0301', "O'Brien", 'Anne-Marie', 'Mary Ann', 'Zoë', 'Ådne', 'Nguyễn', 'Дмитрий', 'राहुल'])
      await insertAsAnon({ ...valid, first_name });
  });

  it.each<[string, string]>([
    ['ESC', 'Slow\u001b[2J launches'],
    ['BEL', 'Slow launches\u0007'],
    ['a form feed', 'Slow\flaunches'],
    ['a C1 control', 'Slow\u0085launches'],
    ['a right-to-left override', 'Slow \u202elaunches'],
    ['a zero-width space', 'Slow\u200blaunches'],
    ['tag characters (hidden text)', 'Slow launches\u{e0049}\u{e0067}'],
  ])('refuses a challenge with %s', async (_, challenge) => {
    await refusedBy('challenge_without_hidden_characters', { ...valid, challenge });
  });

  it('accepts a multi-line challenge with tabs, in any script, with emoji', async () => {
    const challenge = 'Lead quality issues\r\n\t- proving ROI\nمشكلة\u00ad 👩\u200d💻 ❤️';
    await insertAsAnon({ ...valid, first_name: 'Multiline', challenge });
    expect((await listSubmissions(db)).find((row) => row.first_name === 'Multiline')?.challenge).toBe(challenge);
  });

  it.each<[string, string]>([
    ['a no-break space', 'ada\u00a0lovelace@example.com'],
    ['a no-break space in the domain', 'ada@example\u00a0.com'],
    ['an ideographic space', 'ada@example.com\u3000'],
    ['an en space', 'ada\u2002@example.com'],
    ['a narrow no-break space', 'ada@exa\u202fmple.com'],
    ['a line separator', 'ada@example.com\u2028'],
    ['a soft hyphen', 'ada@exam\u00adple.com'],
    ['a zero-width joiner', 'ada@exam\u200dple.com'],
    ['a right-to-left override', 'alice@\u202emoc.elpmaxe'],
    ['a pop directional isolate', 'alice@example.com\u2069'],
    ['U+1BCA0', 'ada@example.com\u{1bca0}'],
  ])('refuses an e-mail with %s', async (_, email) => {
    const error = await failure(insertAsAnon({ ...valid, work_email: email }));
    expect(error.code).toBe('23514');
    expect(error.constraint).toMatch(/^work_email_(shape|no_hidden_characters|without_spaces_or_format_characters)$/);
    // The new check alone refuses it too, whichever check Postgres reports first.
    const plain = await db.query<{ refused: boolean }>('select private.has_space_or_format_character($1) as refused', [email]);
    expect(plain.rows[0]?.refused).toBe(true);
    const teamError = await failure(insertAsAnon({ ...team, team_member_email: email }));
    expect(teamError.constraint).toMatch(/^team_member_email_/);
  });

  it('reports the new check for a no-break space, which the earlier checks let through', async () => {
    await refusedBy('work_email_without_spaces_or_format_characters', { ...valid, work_email: 'ada\u00a0lovelace@example.com' });
    await refusedBy('team_member_email_without_spaces_or_format_characters', { ...team, team_member_email: 'grace@exam\u00a0ple.com' });
  });

  it('accepts ordinary and international addresses', async () => {
    for (const work_email of ['ada+briefing@example.com', 'o.brien@sub.example.co.uk', 'zoë@exämple.de', '用户@例子.广告'])
      await insertAsAnon({ ...valid, work_email });
  });
});

/** One INSERT of a JSON array of rows, the statement PostgREST runs for an array body. */
const bulkInsert = `insert into ${table} (${formColumns.join(', ')})
  select ${formColumns.join(', ')} from json_populate_recordset(null::${table}, $1::text::json)`;

describe('row level security', () => {
  it('is enabled and forced', async () => {
    const result = await db.query<{ relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      `select relrowsecurity, relforcerowsecurity from pg_class where oid = '${table}'::regclass`,
    );
    expect(result.rows).toEqual([{ relrowsecurity: true, relforcerowsecurity: true }]);
  });

  it('has one policy: anon may insert', async () => {
    const result = await db.query(
      `select policyname, cmd, roles::text[] as roles from pg_policies where schemaname = 'public' and tablename = 'maturity_briefing_submissions'`,
    );
    expect(result.rows).toEqual([{ policyname: 'anon_insert_briefing_submissions', cmd: 'INSERT', roles: ['anon'] }]);
  });
});

describe('applying migrations', () => {
  it('is a no-op the second time', async () => {
    const before = (await listSubmissions(db)).length;
    expect(await applyMigrations(db)).toEqual([]);
    expect((await listSubmissions(db)).length).toBe(before);
  });

  it('persists in a data folder and applies nothing when reopened', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'site-pglite-'));
    try {
      const first = await openSubmissionsDb({ dataDir });
      const applied = await first.query<{ name: string }>('select name from site_dev.applied_migrations');
      expect(applied.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          '20261122000000_maturity_briefing_submissions.sql',
          '20261123000000_briefing_submissions_abuse_limits.sql',
          '20261128000000_briefing_text_plain_characters.sql',
        ]),
      );
      await first.query(
        `insert into ${table} (first_name, work_email, return_url) values ('Kept', 'k@example.com', 'https://learn.example.com')`,
      );
      await first.close();

      const second = await openSubmissionsDb({ dataDir });
      try {
        expect(await applyMigrations(second)).toEqual([]);
        expect((await listSubmissions(second)).map((row) => row.first_name)).toEqual(['Kept']);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
