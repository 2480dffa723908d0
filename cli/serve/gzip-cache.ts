/**
 * Gzipped bytes of the files `site preview` serves, compressed once per version of a file (as a
 * CDN serves pre-compressed bytes) instead of on every response. A version is the file's path,
 * size, modification time and inode, so an edited or replaced file is compressed again; entries
 * are kept within a byte budget, the least recently used dropped first.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Options of createGzipCache. */
export interface GzipCacheOptions {
  /** Total compressed bytes kept. */
  maxBytes?: number;
  /** Larger files are not cached (the caller streams them through gzip). */
  maxFileBytes?: number;
}

/** Defaults of createGzipCache. */
export const gzipCacheDefaults = { maxBytes: 64 * 1024 * 1024, maxFileBytes: 8 * 1024 * 1024 };

/** A cache of gzipped file bytes. */
export interface GzipCache {
  /** True when a file of this size is cached (otherwise stream it). */
  accepts(info: Pick<Stats, 'size'>): boolean;
  /** The gzipped bytes of `file` as `info` (its stat) describes it, compressed at most once per version. */
  get(file: string, info: Pick<Stats, 'size' | 'mtimeMs' | 'ino'>): Promise<Buffer>;
  /** Compressed bytes held now. */
  bytes(): number;
}

interface Entry {
  version: string;
  gzipped: Promise<Buffer>;
  size: number;
}

/** Create an empty cache. */
export function createGzipCache(options: GzipCacheOptions = {}): GzipCache {
  const { maxBytes, maxFileBytes } = { ...gzipCacheDefaults, ...options };
  const entries = new Map<string, Entry>(); // in order of use, least recent first
  let total = 0;
  const drop = (file: string, entry: Entry) => {
    if (entries.get(file) !== entry) return;
    entries.delete(file);
    total -= entry.size;
  };
  const evict = () => {
    for (const [file, entry] of entries) {
      if (total <= maxBytes) return;
      drop(file, entry);
    }
  };
  return {
    accepts: (info) => info.size <= maxFileBytes,
    bytes: () => total,
    get(file, info) {
      const version = `${info.size}:${info.mtimeMs}:${info.ino}`;
      const cached = entries.get(file);
      if (cached) entries.delete(file); // re-inserted below as the most recent
      if (cached?.version === version) {
        entries.set(file, cached);
        return cached.gzipped;
      }
      if (cached) total -= cached.size;
      const entry: Entry = { version, gzipped: readFile(file).then((bytes) => gzipAsync(bytes)), size: 0 };
      entries.set(file, entry);
      entry.gzipped.then(
        (bytes) => {
          if (entries.get(file) !== entry) return;
          entry.size = bytes.length;
          total += bytes.length;
          evict();
        },
        () => drop(file, entry),
      );
      return entry.gzipped;
    },
  };
}
