/** Read and damage the entries of a cache store (cli/cache/store.ts), as a test needs to. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One stored entry: its key and file. */
export interface StoredEntry {
  key: string;
  file: string;
}

/** Every entry of the store under `dir`, by file name. */
export function storedEntries(dir: string): StoredEntry[] {
  const files = join(dir, 'files');
  return readdirSync(files)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ key: name.slice(0, -'.json'.length), file: join(files, name) }));
}

/** The stored text of an entry. */
export function entryText(entry: StoredEntry): string {
  return readFileSync(entry.file, 'utf8');
}

/** Overwrite an entry with `text`. */
export function overwriteEntry(entry: StoredEntry, text: string): void {
  writeFileSync(entry.file, text);
}
