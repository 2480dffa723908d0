/**
 * Writers persist rendered output; they never render. The disk writer builds into a fresh
 * sibling folder and swaps it in only at commit(), so a failed build leaves the previous
 * out/ exactly as it was. The memory writer keeps files in a Map (tests, dry runs).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { writeInPlace } from '../files/write-in-place.ts';

/** Where a build's files go. */
export interface Writer {
  /** `hash`: the contents' content hash (contentHash) when the caller already has it. */
  write(path: string, contents: string | Uint8Array, hash?: string): Promise<void>;
  /**
   * The file on disk that holds what was last written at `path` (in the staging folder until
   * commit), so a cache can hard-link its copy instead of writing it again; undefined when there
   * is none (a memory writer).
   */
  fileOf?(path: string): string | undefined;
  /**
   * Keep the file at `path` as the last build wrote it, if its content hash (contentHash) is
   * `hash` and it is still on disk as written; false means the caller must write() it.
   */
  keep?(path: string, hash: string): boolean;
  /** Make everything written visible at once. */
  commit(): Promise<void>;
  /** Throw away everything written. */
  abort(): Promise<void>;
}

/** A writer that builds into a temporary folder beside `outDir` and swaps it in on commit. */
export function diskWriter(outDir: string): Writer {
  const target = resolve(outDir);
  const staging = join(dirname(target), `.${basename(target)}.building-${process.pid}-${randomBytes(3).toString('hex')}`);
  return {
    async write(path, contents) {
      writeInPlace(join(staging, path), contents);
    },
    fileOf: (path) => join(staging, path),
    async commit() {
      mkdirSync(staging, { recursive: true }); // a build that wrote nothing still swaps in an empty out/
      const previous = join(dirname(target), `.${basename(target)}.previous-${process.pid}-${randomBytes(3).toString('hex')}`);
      let moved = false;
      try {
        await rename(target, previous);
        moved = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await rename(staging, target);
      if (moved) await rm(previous, { recursive: true, force: true });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/** A writer that keeps files in memory. */
export function memoryWriter(): Writer & { files: Map<string, string | Uint8Array>; committed: boolean } {
  const pending = new Map<string, string | Uint8Array>();
  const writer = {
    files: new Map<string, string | Uint8Array>(),
    committed: false,
    async write(path: string, contents: string | Uint8Array) {
      pending.set(path, contents);
    },
    async commit() {
      writer.files = new Map(pending);
      writer.committed = true;
    },
    async abort() {
      pending.clear();
    },
  };
  return writer;
}
