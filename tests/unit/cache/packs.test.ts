/** Pack files: entries survive reopening, what no scope keeps is collected, damage reads as missing. */
import { appendFileSync, copyFileSync, existsSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PACKS } from '../../../cli/cache/pack-collect.ts';
import { openPacks } from '../../../cli/cache/packs.ts';
import { packEntries } from '../../helpers/cache-packs.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const value = (key: string) => JSON.stringify({ key, value: `${key} `.repeat(20) });
const packFiles = (dir: string) => readdirSync(join(dir, 'packs')).filter((n) => n.endsWith('.pack'));

describe('packs', () => {
  it('reads back what was appended, from this instance and from a new one', async () => {
    const dir = await tempDir('site-packs-');
    const writer = openPacks(dir);
    expect(writer.read('a')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) writer.append(key, value(key));
    expect(writer.read('b')).toBe(value('b'));
    const reader = openPacks(dir);
    expect(['a', 'b', 'c'].map((k) => reader.read(k))).toEqual(['a', 'b', 'c'].map(value));
    expect(reader.keys().sort()).toEqual(['a', 'b', 'c']);
    expect(packFiles(dir)).toHaveLength(1);
  });

  it('deletes a pack no live key needs and keeps one that still serves', async () => {
    const dir = await tempDir('site-packs-');
    const first = openPacks(dir);
    for (const key of ['a', 'b', 'c', 'd']) first.append(key, value(key));
    const second = openPacks(dir);
    second.append('e', value('e'));
    second.collect(new Set(['a', 'b', 'c', 'd']));
    expect(packFiles(dir)).toHaveLength(1);
    const reader = openPacks(dir);
    expect(reader.read('e')).toBeUndefined();
    expect(reader.read('d')).toBe(value('d'));
  });

  it('compacts when the packs hold more dead bytes than live ones, or too many packs', async () => {
    const dir = await tempDir('site-packs-');
    const first = openPacks(dir);
    for (const key of ['a', 'b', 'c', 'd', 'e']) first.append(key, value(key));
    first.collect(new Set(['a', 'b', 'c']));
    expect(packEntries(dir)).toHaveLength(5); // 3 live, 2 dead: kept as it is
    first.collect(new Set(['a']));
    expect(packEntries(dir).map((e) => e.key)).toEqual(['a']);
    expect(openPacks(dir).read('a')).toBe(value('a'));

    const live = new Set(['a']);
    for (let i = 0; i <= MAX_PACKS; i++) {
      const packs = openPacks(dir);
      packs.append(`k${i}`, value(`k${i}`));
      live.add(`k${i}`);
    }
    expect(packFiles(dir).length).toBeGreaterThan(MAX_PACKS);
    openPacks(dir).collect(live);
    expect(packFiles(dir)).toHaveLength(1);
    const reader = openPacks(dir);
    for (const key of live) expect(reader.read(key), key).toBe(value(key));
  });

  it('never touches the pack of another running process', async () => {
    const dir = await tempDir('site-packs-');
    openPacks(dir).append('mine', value('mine'));
    const [pack] = packFiles(dir);
    // The same pack, as if a still-running process (this one's parent) were writing it.
    const theirs = pack!.replace(`-${process.pid}-`, `-${process.ppid}-`);
    for (const ext of ['.pack', '.idx'])
      copyFileSync(join(dir, 'packs', pack!.replace('.pack', ext)), join(dir, 'packs', theirs.replace('.pack', ext)));
    openPacks(dir).collect(new Set());
    expect(packFiles(dir)).toEqual([theirs]);
  });

  it('reads a damaged entry or index line as missing, and removes a pack left without an index', async () => {
    const dir = await tempDir('site-packs-');
    const packs = openPacks(dir);
    for (const key of ['a', 'b']) packs.append(key, value(key));
    const [a, b] = packEntries(dir);
    appendFileSync(b!.file.replace('.pack', '.idx'), 'c 99999 12\nd 1'); // past the end; cut short
    truncateSync(b!.file, b!.offset + 5); // b cut short
    const reader = openPacks(dir);
    expect(reader.read('a')).toBe(value('a'));
    expect(reader.read('b')).toBeUndefined();
    expect(reader.read('c')).toBeUndefined();
    expect(reader.read('d')).toBeUndefined();
    expect(a!.file).toBe(b!.file);

    // A pack whose writer (a process no longer running) stopped before its index.
    const orphan = join(dir, 'packs', '000000000-999999999-0-deadbeef.pack');
    writeFileSync(orphan, value('x'));
    reader.collect(new Set(['a']));
    expect(existsSync(orphan)).toBe(false);
  });
});
