/**
 * A keyed store of JSON values on disk, one file per key (sharded by the key's first two hex
 * digits). Each file repeats its key, and a value must pass the caller's shape check: a
 * corrupt, truncated or foreign entry reads as missing and is rebuilt, never trusted. Entries
 * are therefore written in place (see writeEntry); the scope manifests are written atomically.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';
import { writeInPlace } from './write-in-place.ts';

/** A store of values by key (or a no-op when caching is off). */
export interface KeyedStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  /**
   * Keep only `keys` of those `scope` (e.g. one content root) kept last time: entries an earlier
   * build of the same scope stored and this one no longer needs are deleted, so the store
   * holds about one generation per scope instead of growing with every edit.
   */
  retain(scope: string, keys: Iterable<string>): Promise<void>;
}

/** Cache key: a hash over every input of the cached result. */
export function cacheKey(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Where an entry (or one of its sidecar files, e.g. 'html') lives. */
export function entryFile(dir: string, key: string, extension = 'json'): string {
  return join(dir, key.slice(0, 2), `${key}.${extension}`);
}

/**
 * Write a cache entry in place (writeInPlace). Entries are vetted when read (their key, their
 * shape, an HTML sidecar's hash), so a write cut short reads as missing; skipping the temp file
 * and rename of an atomic write saves two file-system calls per entry, thousands of them in a
 * cold build.
 */
export async function writeEntry(file: string, contents: string): Promise<void> {
  writeInPlace(file, contents);
}

/** A store under `dir`; `isValue` vets what is read back. `sidecars`: extensions of files kept beside entries (deleted with them). */
export function diskStore<T>(dir: string, isValue: (value: unknown) => value is T, sidecars: readonly string[] = []): KeyedStore<T> {
  const fileOf = (key: string) => entryFile(dir, key);
  return {
    async get(key) {
      let entry: { key?: unknown; value?: unknown } | null;
      try {
        // Synchronous: many small reads are several times faster than through fs/promises.
        entry = JSON.parse(readFileSync(fileOf(key), 'utf8')) as typeof entry;
      } catch {
        return undefined; // missing or unreadable: rebuild
      }
      return entry && entry.key === key && isValue(entry.value) ? entry.value : undefined;
    },
    async set(key, value) {
      await writeEntry(fileOf(key), JSON.stringify({ key, value }));
    },
    async retain(scope, keys) {
      const manifest = join(dir, 'scopes', `${cacheKey([scope]).slice(0, 16)}.json`);
      const current = new Set(keys);
      let previous: string[] = [];
      try {
        const parsed: unknown = JSON.parse(await readFile(manifest, 'utf8'));
        if (Array.isArray(parsed)) previous = parsed.filter((k): k is string => typeof k === 'string' && /^[0-9a-f]{64}$/.test(k));
      } catch {
        // no manifest yet (or a damaged one): nothing to delete
      }
      const stale = previous.filter((key) => !current.has(key));
      const files = stale.flatMap((key) => [fileOf(key), ...sidecars.map((ext) => entryFile(dir, key, ext))]);
      for (let i = 0; i < files.length; i += 64) await Promise.all(files.slice(i, i + 64).map((file) => rm(file, { force: true })));
      await mkdir(dirname(manifest), { recursive: true });
      await writeFileAtomic(manifest, JSON.stringify([...current]));
    },
  };
}

/** A store that never hits (--no-cache). */
export function noStore<T>(): KeyedStore<T> {
  return { get: async () => undefined, set: async () => {}, retain: async () => {} };
}
