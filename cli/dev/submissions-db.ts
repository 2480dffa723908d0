/**
 * The local briefing-submissions database: PGlite (real Postgres in WebAssembly) with the
 * Supabase roles and every migration in supabase/migrations/ applied. A local and test
 * stand-in for the hosted Supabase database; production runs the same SQL via `supabase db push`.
 */
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { projectPaths } from '../shell/project-paths.ts';
import { visibleText } from '../shell/visible-text.ts';
import type { BriefingSubmission } from '../../templates/types.ts';

/** Where the database lives and which migrations it gets. */
export interface OpenSubmissionsDbOptions {
  /** Folder that persists the database (e.g. `.data/pglite`); in memory when absent. */
  dataDir?: string;
  /** Folder of `*.sql` migrations, applied in file-name order. */
  migrationsDir?: string;
}

/** Default options: in memory, the project's supabase/migrations/. */
export const openSubmissionsDbDefaults = {
  migrationsDir: (): string => join(projectPaths().root, 'supabase', 'migrations'),
};

/** One stored briefing submission, as Postgres holds it. */
export interface Row extends BriefingSubmission {
  id: string;
  created_at: Date;
}

const supabaseRoles = ['anon', 'authenticated', 'service_role'] as const;

/** Open (or create) the database, add Supabase's roles and apply pending migrations. */
export async function openSubmissionsDb(options: OpenSubmissionsDbOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // Loaded here, not at start-up: every other command (site build) would pay ~40 ms for it.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  try {
    await createSupabaseRoles(db);
    await applyMigrations(db, options.migrationsDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Create the roles Supabase provides (NOLOGIN, like there) when they are missing. */
export async function createSupabaseRoles(db: PGlite): Promise<void> {
  for (const role of supabaseRoles) {
    await db.exec(`do $$ begin
      if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;
    end $$;`);
  }
}

/** Apply every migration not applied yet, each in its own transaction; returns the files applied. */
export async function applyMigrations(db: PGlite, migrationsDir = openSubmissionsDbDefaults.migrationsDir()): Promise<string[]> {
  await db.exec(`create schema if not exists site_dev;
    create table if not exists site_dev.applied_migrations (name text primary key, applied_at timestamptz not null default now());
    revoke all on schema site_dev from public;`);
  const done = await db.query<{ name: string }>('select name from site_dev.applied_migrations');
  const applied = new Set(done.rows.map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const pending = files.filter((file) => !applied.has(file));
  for (const file of pending) {
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into site_dev.applied_migrations (name) values ($1)', [file]);
    });
  }
  return pending;
}

/** Every stored submission, oldest first (read as the database superuser, past RLS). */
export async function listSubmissions(db: PGlite): Promise<Row[]> {
  const result = await db.query<Row>(
    `select id, created_at, first_name, work_email, challenge, for_team, team_member_name, team_member_email, return_url
     from public.maturity_briefing_submissions order by created_at, id`,
  );
  return result.rows;
}

const tableColumns = [
  'created_at',
  'first_name',
  'work_email',
  'for_team',
  'team_member_name',
  'team_member_email',
  'challenge',
  'return_url',
] as const;

/** A plain-text table of submissions for the terminal. */
export function formatSubmissionsTable(rows: readonly Row[]): string {
  if (rows.length === 0) return 'No briefing submissions yet.';
  const cells = rows.map((row) => tableColumns.map((column) => formatCell(row, column)));
  const widths = tableColumns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index]!.length)));
  const line = (values: readonly string[]): string =>
    values
      .map((value, index) => value.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(tableColumns), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

/**
 * One cell: ASCII white space runs as one space, the challenge cut to 40 characters, and every
 * control, bidi or other invisible character shown as an escape (visitors typed these values:
 * ESC in a name must not retitle the terminal or overwrite lines).
 */
function formatCell(row: Row, column: (typeof tableColumns)[number]): string {
  const value = row[column];
  if (value === null) return '-';
  if (value instanceof Date) return value.toISOString();
  const characters = Array.from(String(value).replace(/[ \t\n\r\f\v]+/g, ' '));
  const text = column === 'challenge' && characters.length > 40 ? `${characters.slice(0, 39).join('')}…` : characters.join('');
  return visibleText(text);
}
