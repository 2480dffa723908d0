/**
 * Collecting a store's packs (packs.ts), at the end of a build when a scope is retained: a pack
 * none of whose entries a scope still keeps is deleted; when the packs hold more dead bytes than
 * live ones, or more than MAX_PACKS packs, the live entries are copied into one new pack and the
 * old ones deleted. A pack of another running process is never touched.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Location, listPacks, newestOf, packName, readPacks } from './pack-index.ts';

/** Compact when there are more packs than this (each build that stores something adds one per thread). */
export const MAX_PACKS = 32;

/** The process that wrote a pack (its name's second part). */
const pidOf = (pack: string) => Number(pack.split('-')[1]);

/** Whether a pack belongs to another process that is still running (it may still be appending). */
function othersLive(pack: string): boolean {
  const pid = pidOf(pack);
  if (!Number.isInteger(pid) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Packs without an index among `names`, left by a process that stopped between the two appends: nothing can read them. */
function removeOrphans(packsDir: string, names: readonly string[]): void {
  const indexed = new Set(names.filter((n) => n.endsWith('.idx')).map((n) => n.slice(0, -4)));
  for (const name of names) {
    const pack = name.slice(0, -5);
    if (!name.endsWith('.pack') || indexed.has(pack) || othersLive(pack) || pidOf(pack) === process.pid) continue;
    rmSync(join(packsDir, name), { force: true });
  }
}

/** Delete a pack and its index. */
function removePack(packsDir: string, pack: string): void {
  rmSync(join(packsDir, `${pack}.pack`), { force: true });
  rmSync(join(packsDir, `${pack}.idx`), { force: true });
}

/** Delete the packs under `packsDir` that no key of `live` needs, compacting when they hold mostly dead entries. */
export function collectPacks(packsDir: string, live: ReadonlySet<string>): void {
  const names = listPacks(packsDir);
  removeOrphans(packsDir, names);
  const packs = readPacks(packsDir, names);
  const newest = newestOf(packs);
  let liveBytes = 0;
  let deadBytes = 0;
  const kept: string[] = [];
  for (const [pack, entries] of packs) {
    if (othersLive(pack)) continue;
    let packLive = 0;
    let packDead = 0;
    for (const [key, at] of entries) {
      if (live.has(key) && newest.get(key) === at) packLive += at.length;
      else packDead += at.length;
    }
    if (packLive === 0) removePack(packsDir, pack);
    else {
      kept.push(pack);
      liveBytes += packLive;
      deadBytes += packDead;
    }
  }
  if (kept.length > MAX_PACKS || deadBytes > liveBytes) compact(packsDir, kept, packs, newest, live);
}

/** Copy the live entries of `kept` into one new pack, then delete them. */
function compact(
  packsDir: string,
  kept: readonly string[],
  packs: Map<string, Map<string, Location>>,
  newest: Map<string, Location>,
  live: ReadonlySet<string>,
): void {
  const name = packName();
  const chunks: Buffer[] = [];
  let index = '';
  let offset = 0;
  for (const pack of kept) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(packsDir, `${pack}.pack`));
    } catch {
      continue;
    }
    for (const [key, at] of packs.get(pack)!) {
      if (!live.has(key) || newest.get(key) !== at || at.offset + at.length > bytes.length) continue;
      chunks.push(bytes.subarray(at.offset, at.offset + at.length + 1));
      index += `${key} ${offset} ${at.length}\n`;
      offset += at.length + 1;
    }
  }
  writeFileSync(join(packsDir, `${name}.pack`), Buffer.concat(chunks));
  // The index last: until it is there, the new pack is invisible and the old ones still serve.
  writeFileSync(join(packsDir, `${name}.idx`), index);
  for (const pack of kept) removePack(packsDir, pack);
}
