/**
 * The content files of one root as the engine last read them. A refresh lists the root again
 * (files added, removed or swapped for a link are found) and reads only the files it is told
 * changed and those it never read; the others keep their last reading. Each file is read once
 * and the hash of exactly that text is remembered, so a repeated watcher event for the same
 * bytes is known as no change, and a save caught half-written is known by its later bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWithin } from '../files/real-paths.ts';
import { contentHash } from '../cache/hash.ts';
import type { YamlCache } from '../cache/yaml-cache.ts';
import { listContentFiles } from './list-content-files.ts';
import { readDataFile, readDocFile, type ReadFile } from './read-content-file.ts';
import type { SiteConfig } from './schema.ts';

/** Whether an error says a file or folder disappeared (or was replaced) while it was read. */
export function isVanished(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** The content files of one root, as last read. */
export type ContentFiles = ReturnType<typeof contentFiles>;

/** The files of `contentDir`, none read yet. */
export function contentFiles(contentDir: string) {
  let reads = new Map<string, ReadFile>();
  const hashes = new Map<string, string>();

  /** Read one file (its text once, hashed); undefined when it vanished after it was listed. */
  const read = (file: string, kind: ReadFile['kind'], config: SiteConfig, yaml: YamlCache): ReadFile | undefined => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (!isVanished(error)) throw error;
      hashes.delete(file);
      return undefined;
    }
    hashes.set(file, contentHash(text));
    return kind === 'data' ? readDataFile(file, text) : readDocFile(file, kind, config, yaml, text);
  };

  return {
    /**
     * List the root and read what `changed` names (every file when 'all') and what was never
     * read; returns every file's reading, refused links included.
     */
    async refresh(config: SiteConfig, changed: ReadonlySet<string> | 'all', yaml: YamlCache): Promise<ReadFile[]> {
      const list = await listContentFiles(contentDir);
      const next = new Map<string, ReadFile>();
      const listed = [
        ...list.articles.map((file) => [file, 'article'] as const),
        ...list.pages.map((file) => [file, 'page'] as const),
        ...list.data.map((file) => [file, 'data'] as const),
      ];
      for (const [file, kind] of listed) {
        const kept = changed !== 'all' && !changed.has(file) ? reads.get(file) : undefined;
        const reading = kept ?? read(file, kind, config, yaml);
        if (reading) next.set(file, reading);
      }
      for (const file of hashes.keys()) if (!next.has(file)) hashes.delete(file);
      reads = next;
      return [...next.values(), ...list.rejected];
    },
    /** Whether the file was read at the last refresh. */
    has: (file: string) => reads.has(file),
    /** Whether every file still holds the bytes it held when last read. */
    unchanged: (files: readonly string[]) => files.every((file) => hashes.get(file) === hashOfFile(file)),
    /** The files among `files` read before whose bytes are now other than the ones read (a file gone is not listed). */
    changedSinceRead: (files: readonly string[]) =>
      files.filter((file) => {
        const now = hashOfFile(file);
        return now !== undefined && hashes.has(file) && hashes.get(file) !== now;
      }),
    /** Whether `file` is a Markdown or YAML file of this root outside its assets. */
    holds: (file: string) => isWithin(file, contentDir) && !isWithin(file, join(contentDir, 'assets')) && /\.(md|ya?ml)$/.test(file),
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
