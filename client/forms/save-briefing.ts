/**
 * Save one briefing submission through Supabase's data API: POST
 * /rest/v1/maturity_briefing_submissions with the anon key, exactly the request
 * supabase-js's `from(table).insert(row)` sends. It uses PostgrestClient, the module
 * supabase-js itself delegates `.from()` to: 5 kB gzip instead of the whole client's 60 kB
 * (auth, realtime, storage), which would break the page's 90 kB JavaScript budget. It is
 * imported only when the form is submitted, and the insert is bounded by a timeout so a slow
 * or unreachable backend never traps the visitor.
 */

import type { BriefingSubmission } from '../../types/briefing.ts';

/** Longest the insert may take before the flow moves on. */
export const SAVE_TIMEOUT_MS = 5000;

/** Table the briefing rows go to. */
export const BRIEFING_TABLE = 'maturity_briefing_submissions';

/** A row of maturity_briefing_submissions (supabase/migrations/). */
export type BriefingRow = BriefingSubmission;

/** Insert the row; resolves with the data API's error (null on success), including a timeout. */
export async function saveBriefing(supabase: { url: string; anonKey: string }, row: BriefingRow): Promise<{ error: unknown }> {
  const { PostgrestClient } = await import('@supabase/postgrest-js');
  const client = new PostgrestClient(`${supabase.url.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: supabase.anonKey, Authorization: `Bearer ${supabase.anonKey}` },
  });
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SAVE_TIMEOUT_MS);
  try {
    const { error } = await client.from(BRIEFING_TABLE).insert(row).abortSignal(controller.signal);
    return { error };
  } finally {
    window.clearTimeout(timer);
  }
}
