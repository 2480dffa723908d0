/**
 * The content cache: the Markdown pipeline's result for each document, keyed by its key record
 * (keys.ts: code identity, file, body, checked names). An unchanged document is not parsed
 * again. A corrupt or foreign entry is ignored and rebuilt, never trusted.
 */
import type { MarkdownResult } from '../markdown/pipeline.ts';
import { diskStore, type KeyedStore, noStore } from '../cache/store.ts';

/** A cache of pipeline results on disk (or a no-op when disabled). */
export type ContentCache = KeyedStore<MarkdownResult>;

/** A cache under `dir` (e.g. node_modules/.cache/site/content). */
export function diskCache(dir: string): ContentCache {
  return diskStore(dir, isMarkdownResult);
}

/** A cache that never hits (--no-cache). */
export const noCache: ContentCache = noStore();

function isMarkdownResult(value: unknown): value is MarkdownResult {
  const v = value as Partial<MarkdownResult> | null;
  return (
    !!v &&
    (v.hast as { type?: unknown } | undefined)?.type === 'root' &&
    Array.isArray(v.links) &&
    Array.isArray(v.images) &&
    Array.isArray(v.ids) &&
    v.ending !== undefined &&
    Array.isArray(v.errors)
  );
}
