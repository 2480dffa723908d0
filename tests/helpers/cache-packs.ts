/** Read and damage the entries of a cache store's packs (cli/cache/packs.ts), as a test needs to. */
import { openSync, readdirSync, readFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** One stored entry: its key, pack file and byte range. */
export interface PackEntry {
  key: string;
  file: string;
  offset: number;
  length: number;
}

/** Every entry the indexes under `dir/packs` list, oldest pack first. */
export function packEntries(dir: string): PackEntry[] {
  const packs = join(dir, 'packs');
  return readdirSync(packs)
    .filter((n) => n.endsWith('.idx'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(packs, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [key, offset, length] = line.split(' ');
          return { key: key!, file: join(packs, name.replace(/\.idx$/, '.pack')), offset: Number(offset), length: Number(length) };
        }),
    );
}

/** The stored text of an entry. */
export function entryText(entry: PackEntry): string {
  return readFileSync(entry.file)
    .subarray(entry.offset, entry.offset + entry.length)
    .toString('utf8');
}

/** Overwrite an entry's bytes in place with `text` (padded with spaces to the entry's length). */
export function overwriteEntry(entry: PackEntry, text: string): void {
  const bytes = Buffer.alloc(entry.length, ' ');
  bytes.write(text.slice(0, entry.length));
  const fd = openSync(entry.file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, entry.offset);
  } finally {
    closeSync(fd);
  }
}
