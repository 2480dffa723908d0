/**
 * Reuse an esbuild result while none of its inputs changed: the metafile's input list is
 * stored beside the output with each input's size and modification time. A record also names
 * the cache folder it was written for: checkouts sharing one node_modules (a symlink, e.g. git
 * worktrees) each build their own bundle instead of taking another checkout's.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-write.ts';
import { join } from 'node:path';

/** What a cached bundle remembers about its inputs. */
interface CacheRecord {
  key: string;
  cacheDir: string;
  inputs: Record<string, string>;
  result: unknown;
}

/** Stamp of a file: size and mtime, or "missing". */
async function stampOf(path: string): Promise<string> {
  try {
    const s = await stat(path);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** A stored result when `key` matches and every recorded input is unchanged. */
export async function readBundleCache<T>(cacheDir: string, name: string, key: string): Promise<T | undefined> {
  let record: CacheRecord;
  try {
    record = JSON.parse(await readFile(join(cacheDir, `${name}.json`), 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
  if (record.key !== key || record.cacheDir !== cacheDir) return undefined;
  const stamps = await Promise.all(Object.keys(record.inputs).map(async (path) => [path, await stampOf(path)] as const));
  return stamps.every(([path, stamp]) => record.inputs[path] === stamp) ? (record.result as T) : undefined;
}

/** Remember a result with the stamps of its inputs (absolute paths). */
export async function writeBundleCache(cacheDir: string, name: string, key: string, inputs: string[], result: unknown): Promise<void> {
  const stamps = await Promise.all(inputs.map(async (path) => [path, await stampOf(path)] as const));
  await mkdir(cacheDir, { recursive: true });
  const record: CacheRecord = { key, cacheDir, inputs: Object.fromEntries(stamps), result };
  await writeFileAtomic(join(cacheDir, `${name}.json`), JSON.stringify(record));
}
