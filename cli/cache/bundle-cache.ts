/**
 * Reuse an esbuild result while none of its inputs changed: the metafile's input list is stored
 * beside the output with each input's stamp and the hash of its contents (input-stamps.js).
 * An input with a new stamp but the same contents (a fresh checkout of the same code, a CI job
 * that restored the cache, a file touched but not edited) still counts as unchanged, and the
 * record takes its new stamp. A record also names the cache folder it was written for: checkouts
 * sharing one node_modules (a symlink, e.g. git worktrees) each build their own bundle instead of
 * taking another checkout's. Its key carries the code identity, so a generator change always rebuilds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareInputs, type InputStamp, stampInputs } from './input-stamps.js';
import { writeAtomicSync } from '../files/atomic-write.js';

/** What a cached bundle remembers about its inputs. */
interface CacheRecord {
  key: string;
  cacheDir: string;
  inputs: Record<string, InputStamp>;
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
  if (record.key !== key || record.cacheDir !== cacheDir) return undefined;
  const inputs = compareInputs(record.inputs);
  if (inputs === 'changed') return undefined;
  if (inputs === 'restamped') writeBundleCache(cacheDir, name, key, Object.keys(record.inputs), record.result);
  return record.result as T;
}

/** Remember a result with the stamps and contents of its inputs (absolute paths). */
export function writeBundleCache(cacheDir: string, name: string, key: string, inputs: string[], result: unknown): void {
  const record: CacheRecord = { key, cacheDir, inputs: stampInputs(inputs), result };
  writeAtomicSync(join(cacheDir, `${name}.json`), JSON.stringify(record));
}
