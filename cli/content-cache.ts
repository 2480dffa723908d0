/**
 * The persistent content cache: the Markdown pipeline's result for each file, keyed by the
 * file's text plus everything else that shapes the result (generator code, pipeline version,
 * configured link and video names, the page's record keys). An unchanged file is not parsed
 * again. A corrupt or foreign entry is ignored and rebuilt, never trusted.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';
import type { MarkdownResult } from './markdown/pipeline.ts';

/** A cache of pipeline results on disk (or a no-op when disabled). */
export interface ContentCache {
  get(key: string): Promise<MarkdownResult | undefined>;
  set(key: string, value: MarkdownResult): Promise<void>;
}

/** Cache key of one document: a hash over every input of its transform. */
export function cacheKey(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A cache under `dir` (e.g. node_modules/.cache/site/content). */
export function diskCache(dir: string): ContentCache {
  const fileOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);
  return {
    async get(key) {
      let entry: unknown;
      try {
        entry = JSON.parse(await readFile(fileOf(key), 'utf8'));
      } catch {
        return undefined; // missing or unreadable: rebuild
      }
      return isEntry(entry, key) ? entry.value : undefined;
    },
    async set(key, value) {
      const file = fileOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      await writeFileAtomic(file, JSON.stringify({ key, value }));
    },
  };
}

/** A cache that never hits (--no-cache). */
export const noCache: ContentCache = { get: async () => undefined, set: async () => {} };

function isEntry(entry: unknown, key: string): entry is { key: string; value: MarkdownResult } {
  const e = entry as { key?: unknown; value?: Partial<MarkdownResult> } | null;
  const v = e?.value;
  return (
    !!e &&
    e.key === key &&
    !!v &&
    (v.hast as { type?: unknown } | undefined)?.type === 'root' &&
    Array.isArray(v.links) &&
    Array.isArray(v.images) &&
    Array.isArray(v.ids) &&
    Array.isArray(v.errors)
  );
}
