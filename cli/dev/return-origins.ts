/**
 * The briefing migration accepts a row's return_url only from the site's origins, listed in
 * private.briefing_return_origins (supabase/migrations, issue 15). site dev serves the site from
 * its own origin, so it adds that origin (and its localhost forms) to its local database.
 */
import type { PGlite } from '@electric-sql/pglite';

/** The origins a page of a server on `url` can have (location.origin): the URL's own and, on loopback, its localhost forms. */
export function devReturnOrigins(url: string): string[] {
  const { hostname, port, origin } = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const forms =
    loopback.includes(hostname) || /^127\./.test(hostname) ? loopback.map((host) => `http://${host}${port ? `:${port}` : ''}`) : [];
  return [...new Set([origin, ...forms])];
}

/** Allow `origins` as return_url origins, when the database has the allow-list (a migration adds it). */
export async function allowReturnOrigins(db: PGlite, origins: readonly string[]): Promise<void> {
  const listed = await db.query<{ table: string | null }>(`select to_regclass('private.briefing_return_origins')::text as table`);
  if (listed.rows[0]?.table == null) return;
  for (const origin of origins)
    await db.query('insert into private.briefing_return_origins (origin) values ($1) on conflict do nothing', [origin]);
}
