/**
 * The persistent content cache: the Markdown pipeline's result for each file, keyed by the
 * file's text plus everything else that shapes the result (generator code, pipeline version,
 * configured link and video names, the page's record keys). An unchanged file is not parsed
 * again. A corrupt or foreign entry is ignored and rebuilt, never trusted.
 */
import { diskStore, noStore, type KeyedStore } from './disk-store.ts';
import type { MarkdownResult } from './markdown/pipeline.ts';

export { cacheKey } from './disk-store.ts';

/** A cache of pipeline results on disk (or a no-op when disabled). */
export type ContentCache = KeyedStore<MarkdownResult>;

/** A cache under `dir` (e.g. node_modules/.cache/site/content). */
export function diskCache(dir: string): ContentCache {
  return diskStore(dir, isMarkdownResult);
}

/** A cache that never hits (--no-cache). */
export const noCache: ContentCache = noStore();

/**
 * `cache` with stores that do not hold up the caller: set() starts the write and returns at
 * once; a failed store only means a parse next time. `settled()` waits for every store started
 * so far (before a worker may be ended mid-write).
 */
export function backgroundCache(cache: ContentCache): ContentCache & { settled(): Promise<void> } {
  const storing = new Set<Promise<void>>();
  return {
    ...cache,
    async set(key, value) {
      const store = cache.set(key, value).catch(() => {});
      storing.add(store);
      void store.then(() => storing.delete(store));
    },
    async settled() {
      await Promise.all(storing);
    },
  };
}

function isMarkdownResult(value: unknown): value is MarkdownResult {
  const v = value as Partial<MarkdownResult> | null;
  return (
    !!v &&
    (v.hast as { type?: unknown } | undefined)?.type === 'root' &&
    Array.isArray(v.links) &&
    Array.isArray(v.images) &&
    Array.isArray(v.ids) &&
    Array.isArray(v.errors)
  );
}
