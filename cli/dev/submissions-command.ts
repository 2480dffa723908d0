/**
 * `site submissions`: the briefing rows stored locally by `site dev`. PGlite keeps one process
 * per data folder, so a running dev server is asked first (/__submissions); otherwise the
 * folder is opened directly.
 */
import { resolve } from 'node:path';
import { devDefaults } from './dev-defaults.ts';
import { formatSubmissionsTable, listSubmissions, openSubmissionsDb, type Row } from './submissions-db.ts';

/** Path where a running dev server lists the stored rows as JSON. */
export const SUBMISSIONS_PATH = '/__submissions';

/** The stored rows as a terminal table. */
export async function submissionsTable(options: { url: string; dataDir?: string }): Promise<string> {
  try {
    const response = await fetch(`${options.url}${SUBMISSIONS_PATH}`, { signal: AbortSignal.timeout(1000) });
    if (response.ok) {
      const rows = ((await response.json()) as (Omit<Row, 'created_at'> & { created_at: string })[]).map((r) => ({
        ...r,
        created_at: new Date(r.created_at),
      }));
      return formatSubmissionsTable(rows);
    }
  } catch {
    // No dev server running: read the data folder.
  }
  const db = await openSubmissionsDb({ dataDir: resolve(options.dataDir ?? devDefaults.dataDir) });
  try {
    return formatSubmissionsTable(await listSubmissions(db));
  } finally {
    await db.close();
  }
}
