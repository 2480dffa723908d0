/**
 * Reuse an esbuild result while none of its inputs changed: the metafile's input list is
 * stored beside the output with each input's stamp (stamp.ts). A record also names the cache
 * folder it was written for: checkouts sharing one node_modules (a symlink, e.g. git worktrees)
 * each build their own bundle instead of taking another checkout's. Its key carries the code
 * identity, so a generator change always rebuilds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stampOf } from './stamp.ts';
import { writeAtomicSync } from './store.ts';

/** What a cached bundle remembers about its inputs. */
interface CacheRecord {
  key: string;
  cacheDir: string;
  inputs: Record<string, string>;
  result: unknown;
}

/** A stored result when `key` matches and every recorded input is unchanged. */
export function readBundleCache<T>(cacheDir: string, name: string, key: string): T | undefined {
  let record: CacheRecord;
  try {
    record = JSON.parse(readFileSync(join(cacheDir, `${name}.json`), 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
  if (record.key !== key || record.cacheDir !== cacheDir || !record.inputs) return undefined;
  return Object.entries(record.inputs).every(([path, stamp]) => stampOf(path) === stamp) ? (record.result as T) : undefined;
}

/** Remember a result with the stamps of its inputs (absolute paths). */
export function writeBundleCache(cacheDir: string, name: string, key: string, inputs: string[], result: unknown): void {
  const record: CacheRecord = { key, cacheDir, inputs: Object.fromEntries(inputs.map((path) => [path, stampOf(path)])), result };
  writeAtomicSync(join(cacheDir, `${name}.json`), JSON.stringify(record));
}
