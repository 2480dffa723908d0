/**
 * The one store of every keyed cache: JSON values on disk, one file per key, all in one folder
 * (entryFile). A key is the hash of a record with named fields (keyOf), so a build can say which
 * field changed. Each entry repeats its key, and a value must pass the caller's shape check: a
 * corrupt, truncated or foreign entry reads as missing and is rebuilt, never trusted. Entries
 * are therefore written in place; the scope manifests (the records a scope, e.g. one content
 * root, used last time) are written atomically, and an entry no scope keeps any more is deleted
 * with its sidecar files (a page's HTML).
 *
 * Synchronous throughout: many small reads and writes are several times faster than through
 * fs/promises, and a build does thousands of them.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomicSync } from '../files/atomic-write.js';
import { writeInPlace } from '../files/write-in-place.ts';
import { hashOf } from './hash.ts';

/** What a key is made of: named fields, each a hash or a short value. */
export type KeyRecord = Readonly<Record<string, string>>;

/** The key of a record: a hash over its fields in the order they were written (worked out once per record object). */
export function keyOf(record: KeyRecord): string {
  let key = keys.get(record);
  if (key === undefined) {
    key = hashOf(Object.entries(record).flat());
    keys.set(record, key);
  }
  return key;
}

/** Keys of the records seen: a record is keyed when its task is made and again when its scope retains it. */
const keys = new WeakMap<KeyRecord, string>();

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
 * Where an entry ('json') or one of its sidecar files (e.g. 'html') lives: all in one folder,
 * which is made once, rather than spread over shard folders, each a directory a cold build makes.
 */
export function entryFile(dir: string, key: string, extension: string): string {
  return join(dir, SIDECARS, `${key}.${extension}`);
}

/** The folder of a store's entries and their sidecar files. */
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
  return {
    get(key) {
      let entry: { key?: unknown; value?: unknown } | null;
      try {
        entry = JSON.parse(readFileSync(entryFile(dir, key, 'json'), 'utf8')) as typeof entry;
      } catch {
        return undefined; // missing or damaged: rebuild
      }
      return entry && entry.key === key && isValue(entry.value) ? entry.value : undefined;
    },
    set(key, value) {
      writeEntry(entryFile(dir, key, 'json'), JSON.stringify({ key, value }));
    },
    previous: (scope) => readManifest(manifestOf(scope)),
    retain(scope, current) {
      const file = manifestOf(scope);
      const keep = new Set([...current.values()].map(keyOf));
      const dropped = [...readManifest(file).values()].map(keyOf).filter((key) => !keep.has(key));
      writeAtomicSync(file, JSON.stringify(Object.fromEntries(current)));
      if (dropped.length === 0) return;
      // An entry another scope still keeps stays.
      const live = liveKeys(scopesDir, file, keep);
      for (const key of dropped) {
        if (live.has(key)) continue;
        for (const ext of ['json', ...sidecars]) rmSync(entryFile(dir, key, ext), { force: true });
      }
    },
  };
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

/** The keys a store folder holds entries for. */
export function storedKeys(dir: string): string[] {
  try {
    return readdirSync(join(dir, SIDECARS)).flatMap((name) => (name.endsWith('.json') ? [name.slice(0, -'.json'.length)] : []));
  } catch {
    return [];
  }
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
