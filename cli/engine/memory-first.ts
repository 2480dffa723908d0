/**
 * The engine's stores with what this process read or wrote kept in memory in front of the disk:
 * an update of site dev reads the records and entries of the pages and documents it did not
 * change from memory, never back from the disk, and writes no scope manifest (see retain). What a
 * scope no longer keeps leaves memory when it retains its current set.
 */
import { type PageCache, type StoredPage, storedPage } from '../render/page-cache.ts';
import { type KeyedStore, type KeyRecord, keyOf } from '../cache/store.ts';

/** The scope records of a store, read from the disk once and kept as each retain leaves them. */
function rememberedScopes(disk: Pick<KeyedStore<unknown>, 'previous' | 'retain'>) {
  const scopes = new Map<string, Map<string, KeyRecord>>();
  const retained = new Set<string>();
  return {
    previous(scope: string) {
      if (!scopes.has(scope)) scopes.set(scope, disk.previous(scope));
      return scopes.get(scope)!;
    },
    /**
     * Keep `current` as the scope's records; returns the keys it holds. The first retain of a
     * scope in this process (a build, a dev session's first build) also retains it on disk,
     * dropping the entries of older generations; a dev session's updates keep their records in
     * memory only, and the entries they add are dropped by the next session's first build.
     */
    retain(scope: string, current: ReadonlyMap<string, KeyRecord>): Set<string> {
      if (!retained.has(scope)) disk.retain(scope, current);
      retained.add(scope);
      scopes.set(scope, new Map(current));
      return new Set([...current.values()].map(keyOf));
    },
  };
}

/** Drop the entries of `memory` whose keys `keep` does not hold. */
function keepOnly(memory: Map<string, unknown>, keep: ReadonlySet<string>): void {
  for (const key of [...memory.keys()]) if (!keep.has(key)) memory.delete(key);
}

/** The entry at `key` from memory, else from `read` (kept in memory when found). */
function readThrough<T>(memory: Map<string, T>, key: string, read: (key: string) => T | undefined): T | undefined {
  let value = memory.get(key);
  if (value === undefined) {
    value = read(key);
    if (value !== undefined) memory.set(key, value);
  }
  return value;
}

/**
 * Run `write` once the current update is over: the disk copy of an entry is for later sessions,
 * and this one reads it from memory, so a save's reload does not wait for it. Writes keep their
 * order, and a pending timer keeps the process alive until they are done.
 */
function afterUpdate(write: () => void): void {
  if (pending.push(write) > 1) return; // a flush is already due
  setTimeout(() => {
    for (const next of pending.splice(0)) {
      try {
        next();
      } catch {
        // A cache entry that could not be written (a full disk) is missing next session: built again then.
      }
    }
  }, 0);
}

const pending: (() => void)[] = [];

/** `disk` with the entries of this process in memory in front of it. */
export function memoryFirst<T>(disk: KeyedStore<T>): KeyedStore<T> {
  const memory = new Map<string, T>();
  const scopes = rememberedScopes(disk);
  return {
    get: (key) => readThrough(memory, key, disk.get),
    set(key, value) {
      memory.set(key, value);
      afterUpdate(() => disk.set(key, value));
    },
    previous: scopes.previous,
    retain: (scope, current) => keepOnly(memory, scopes.retain(scope, current)),
  };
}

/** The page store with the pages this process read in memory in front of `disk` (their HTML stays on disk). */
export function memoryFirstPages(disk: PageCache): PageCache {
  const memory = new Map<string, StoredPage>();
  const scopes = rememberedScopes(disk);
  return {
    get: (key) => readThrough(memory, key, disk.get),
    html: (key, hash) => disk.html(key, hash),
    set(key, page, copyOf) {
      // Kept as the disk store would read it back (through JSON); its HTML is on the disk once the update is over.
      memory.set(key, JSON.parse(JSON.stringify(storedPage(page))) as StoredPage);
      afterUpdate(() => disk.set(key, page, copyOf));
    },
    previous: scopes.previous,
    retain: (scope, current) => keepOnly(memory, scopes.retain(scope, current)),
  };
}
