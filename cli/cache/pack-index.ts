/** A store's packs as their indexes list them: the packs' names, and where each key's entry is. */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** A new pack's name: sorts by time, names its process (see othersLive), unique per store instance. */
export function packName(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`;
}

/** Where an entry is: its pack, and its bytes there. */
export interface Location {
  pack: string;
  offset: number;
  length: number;
}

/** The file names in the packs folder (none when it does not exist yet). */
export function listPacks(packsDir: string): string[] {
  try {
    return readdirSync(packsDir);
  } catch {
    return [];
  }
}

/** The packs (by name, oldest first) and the entries of each, from their indexes among `names`. */
export function readPacks(packsDir: string, names: readonly string[]): Map<string, Map<string, Location>> {
  const packs = new Map<string, Map<string, Location>>();
  for (const name of names.filter((n) => n.endsWith('.idx')).sort()) {
    const pack = name.slice(0, -4);
    const entries = new Map<string, Location>();
    let text = '';
    try {
      text = readFileSync(join(packsDir, name), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [key, offset, length] = line.split(' ');
      if (key && /^\d+$/.test(offset ?? '') && /^\d+$/.test(length ?? ''))
        entries.set(key, { pack, offset: Number(offset), length: Number(length) });
    }
    packs.set(pack, entries);
  }
  return packs;
}

/** Key → where it is: the newest pack holding it. */
export function newestOf(packs: Map<string, Map<string, Location>>): Map<string, Location> {
  const index = new Map<string, Location>();
  for (const entries of packs.values()) for (const [key, at] of entries) index.set(key, at);
  return index;
}
