/**
 * A keyed store with this process's entries in memory in front of it: site dev reads each
 * document's Markdown result from memory after its first build, never back from the disk.
 * Entries no scope keeps any more are dropped from memory when the scope retains its current set.
 */
import type { KeyedStore, KeyRecord } from '../cache/store.ts';
import { keyOf } from '../cache/store.ts';

/** `disk` with the entries of this process in memory in front of it. */
export function memoryFirst<T>(disk: KeyedStore<T>): KeyedStore<T> {
  const memory = new Map<string, T>();
  return {
    get(key) {
      let value = memory.get(key);
      if (value === undefined) {
        value = disk.get(key);
        if (value !== undefined) memory.set(key, value);
      }
      return value;
    },
    set(key, value) {
      memory.set(key, value);
      disk.set(key, value);
    },
    previous: (scope) => disk.previous(scope),
    retain(scope, current: ReadonlyMap<string, KeyRecord>) {
      const keep = new Set([...current.values()].map(keyOf));
      for (const key of [...memory.keys()]) if (!keep.has(key)) memory.delete(key);
      disk.retain(scope, current);
    },
  };
}
