/**
 * Why a page was rendered or a document parsed again: its key record compared with the one the
 * same page (or document) had at the last build of this content root. The first field that
 * differs, in the record's order, is the reason; same records mean the entry was not in the
 * cache (deleted, damaged, or another build's).
 */
import type { KeyRecord } from './store.ts';

/** A reason for work, with the words `site build --explain` prints. */
export const REASONS = {
  'no-cache': 'caching is off (--no-cache)',
  new: 'new since the last build',
  code: 'the generator changed (parser, pipeline, templates, client, schemas, options or lockfile)',
  site: 'shared site data changed (site.yaml, data files, the article list, assets or the client bundle)',
  page: 'its front matter or route changed',
  body: 'its Markdown changed',
  source: 'its file or body line moved',
  names: 'the link, video or record names it checks against changed',
  missing: 'its cache entry was missing, damaged or not kept',
} as const;

export type Reason = keyof typeof REASONS;

/** The reason `current` needed work, given the record of the previous build (if any). */
export function reasonFor(current: KeyRecord, previous: KeyRecord | undefined, cache: boolean): Reason {
  if (!cache) return 'no-cache';
  if (!previous) return 'new';
  for (const field of Object.keys(current)) {
    if (current[field] !== previous[field]) return field in REASONS ? (field as Reason) : 'missing';
  }
  return 'missing';
}

/** How often each reason occurs. */
export function countReasons(reasons: Iterable<Reason>): Partial<Record<Reason, number>> {
  const counts: Partial<Record<Reason, number>> = {};
  for (const reason of reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}
