/**
 * Reading content files for site dev: each file is read once, validated, and its content hash
 * remembered, so a repeated event for the same bytes (editors and file systems often send two)
 * rebuilds nothing. A file that vanished while it was read reads as undefined.
 */
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { contentHash } from '../cache/hash.ts';
import { noYamlCache } from '../cache/yaml-cache.ts';
import { readDataFile, readDocFile, type ReadFile } from '../content/read-content-file.ts';
import type { SiteConfig } from '../content/schema.ts';

/** A reader of one content root's files. */
export interface ContentReader {
  /** Read and validate one file; undefined when it vanished (deleted or renamed) before it could be read. */
  read(file: string, config: SiteConfig): ReadFile | undefined;
  /** Whether every file still holds the bytes it held when last read. */
  unchanged(files: readonly string[]): boolean;
  /** The files among `files` read before whose bytes are now other than the ones read (a file gone is not listed). */
  changedSinceRead(files: readonly string[]): string[];
}

/** Whether `file` lies inside `dir`. */
export const isUnder = (dir: string, file: string) => file.startsWith(dir + sep);

/** A reader for the content root `contentDir`. */
export function contentReader(contentDir: string): ContentReader {
  const hashes = new Map<string, string>();
  return {
    read(file, config) {
      try {
        const text = readFileSync(file, 'utf8'); // read once: the hash is of exactly the text parsed
        hashes.set(file, contentHash(text));
        if (isUnder(join(contentDir, 'data'), file)) return readDataFile(file, text);
        const kind = isUnder(join(contentDir, 'articles'), file) ? 'article' : 'page';
        return readDocFile(file, kind, config, noYamlCache, text);
      } catch (error) {
        if (isVanished(error)) {
          hashes.delete(file);
          return undefined;
        }
        throw error;
      }
    },
    unchanged: (files) => files.every((file) => hashes.get(file) === hashOfFile(file)),
    changedSinceRead: (files) =>
      files.filter((file) => {
        const now = hashOfFile(file);
        return now !== undefined && hashes.has(file) && hashes.get(file) !== now;
      }),
  };
}

/** The content hash of a file's text now; undefined when it cannot be read. */
function hashOfFile(file: string): string | undefined {
  try {
    return contentHash(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether an error says a file or folder disappeared (or was replaced) while it was read. */
export function isVanished(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
