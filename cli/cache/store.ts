/**
 * The one store of every keyed cache: JSON values on disk, appended to pack files (packs.ts). A
 * key is the hash of a record with named fields (keyOf), so a build can say which field
 * changed. Each entry repeats its key, and a value must pass the caller's shape check: a
 * corrupt, truncated or foreign entry reads as missing and is rebuilt, never trusted. The scope
 * manifests (the records a scope, e.g. one content root, used last time) are written
 * atomically; what no scope keeps is collected when a scope is retained. Large sidecar files
 * (a page's HTML, an image's bytes) stay one file per key beside the packs (entryFile).
 *
 * Synchronous throughout: many small reads and writes are several times faster than through
 * fs/promises, and a build does thousands of them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomicSync } from './atomic-write.js';
import { writeInPlace } from '../output/write-in-place.ts';
import { hashOf } from './hash.ts';
import { openPacks } from './packs.ts';

/** What a key is made of: named fields, each a hash or a short value. */
export type KeyRecord = Readonly<Record<string, string>>;

/** The key of a record: a hash over its fields in the order they were written. */
export function keyOf(record: KeyRecord): string {
  return hashOf(Object.entries(record).flat());
}

/** A store of values by key (or a no-op when caching is off). */
export interface KeyedStore<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** The records `scope` kept at its last retain, by id (a page's output path, a document's file). */
  previous(scope: string): Map<string, KeyRecord>;
  /**
   * Keep the entries of `current` (id → record); those `scope` kept last time and no longer
   * needs are deleted, so the store holds about one generation per scope instead of growing
   * with every edit.
   */
  retain(scope: string, current: ReadonlyMap<string, KeyRecord>): void;
}

/**
 * Where a sidecar file of an entry (e.g. 'html') lives: all in one folder, which is made once,
 * rather than spread over 256 shard folders, each a directory inode a cold build allocated.
 */
export function entryFile(dir: string, key: string, extension: string): string {
  return join(dir, SIDECARS, `${key}.${extension}`);
}

/** The folder of a store's sidecar files. */
const SIDECARS = 'files';

/**
 * Write a cache entry in place. Entries are vetted when read (their key, their shape, an HTML
 * sidecar's hash), so a write cut short reads as missing; skipping the temp file and rename of
 * an atomic write saves two file-system calls per entry, thousands of them in a cold build.
 */
export function writeEntry(file: string, contents: string | Uint8Array): void {
  writeInPlace(file, contents);
}

/** A store under `dir`; `isValue` vets what is read back. `sidecars`: extensions of files kept beside entries (deleted with them). */
export function diskStore<T>(dir: string, isValue: (value: unknown) => value is T, sidecars: readonly string[] = []): KeyedStore<T> {
  const scopesDir = join(dir, 'scopes');
  const manifestOf = (scope: string) => join(scopesDir, `${hashOf([scope]).slice(0, 16)}.json`);
  const packs = openPacks(dir);
  // Manifests but no packs (or sidecars but no sidecar folder): a cache of an earlier layout,
  // whose shard folders (ab/<key>.json, ab/<key>.html) go at the first retain.
  const legacy = existsSync(scopesDir) && (!existsSync(join(dir, 'packs')) || (sidecars.length > 0 && !existsSync(join(dir, SIDECARS))));
  const store: KeyedStore<T> = {
    get(key) {
      const text = packs.read(key);
      if (text === undefined) return undefined;
      let entry: { key?: unknown; value?: unknown } | null;
      try {
        entry = JSON.parse(text) as typeof entry;
      } catch {
        return undefined; // damaged: rebuild
      }
      return entry && entry.key === key && isValue(entry.value) ? entry.value : undefined;
    },
    set(key, value) {
      packs.append(key, JSON.stringify({ key, value }));
    },
    previous: (scope) => readManifest(manifestOf(scope)),
    retain(scope, current) {
      const file = manifestOf(scope);
      const keep = new Set([...current.values()].map(keyOf));
      let died = false;
      for (const record of readManifest(file).values()) {
        const key = keyOf(record);
        if (keep.has(key)) continue;
        died = true;
        for (const ext of sidecars) rmSync(entryFile(dir, key, ext), { force: true });
      }
      writeAtomicSync(file, JSON.stringify(Object.fromEntries(current)));
      // Only an entry this scope dropped or wrote without keeping can have left a pack dead
      // (other scopes collect their own), and only a build that wrote can have made too many packs.
      if (died || packs.wrote()) packs.collect(liveKeys(scopesDir, file, keep));
      if (legacy) removeShardFolders(dir);
    },
  };
  return store;
}

/** The shard folders of earlier layouts (`ab/<key>.json`, `ab/<key>.html`), which nothing reads any more. */
function removeShardFolders(dir: string): void {
  let shards: string[] = [];
  try {
    shards = readdirSync(dir).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } catch {
    return;
  }
  for (const shard of shards) rmSync(join(dir, shard), { recursive: true, force: true });
}

/** The keys every scope keeps: `keep` for the manifest `own` just written, the others' from their manifests. */
function liveKeys(scopesDir: string, own: string, keep: ReadonlySet<string>): Set<string> {
  const live = new Set(keep);
  let names: string[] = [];
  try {
    names = readdirSync(scopesDir).filter((n) => n.endsWith('.json') && join(scopesDir, n) !== own);
  } catch {
    return live;
  }
  for (const name of names) for (const record of readManifest(join(scopesDir, name)).values()) live.add(keyOf(record));
  return live;
}

/** The keys a store folder holds entries for (what its pack indexes list). */
export function storedKeys(dir: string): string[] {
  return openPacks(dir).keys();
}

/** A scope's manifest: id → record. Missing or damaged reads as empty (nothing to delete, nothing to compare). */
function readManifest(file: string): Map<string, KeyRecord> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, KeyRecord] => isRecord(entry[1])));
  } catch {
    return new Map();
  }
}

function isRecord(value: unknown): value is KeyRecord {
  return !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}

/** A store that never hits (--no-cache). */
export function noStore<T>(): KeyedStore<T> {
  return { get: () => undefined, set: () => {}, previous: () => new Map(), retain: () => {} };
}
