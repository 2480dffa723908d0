/** The esbuild result cache: reused while inputs hold what they held (whatever their stamps), and never across checkouts. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBundleCache, writeBundleCache } from '../../../cli/cache/bundle-cache.ts';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-esbuild-cache-'));
  scratch.push(dir);
  return dir;
}

describe('bundle cache', () => {
  it('returns the stored result until an input changes', async () => {
    const dir = tempDir();
    const input = join(dir, 'entry.ts');
    writeFileSync(input, 'export const a = 1;\n');
    await writeBundleCache(join(dir, 'cache'), 'render', 'render-1', [input], { file: 'render-abc.mjs' });
    expect(await readBundleCache(join(dir, 'cache'), 'render', 'render-1')).toEqual({ file: 'render-abc.mjs' });
    expect(await readBundleCache(join(dir, 'cache'), 'render', 'render-2')).toBeUndefined();
    writeFileSync(input, 'export const a = 22;\n');
    expect(await readBundleCache(join(dir, 'cache'), 'render', 'render-1')).toBeUndefined();
  });

  it("ignores a record written for another checkout's cache folder (a shared, symlinked node_modules)", async () => {
    const dir = tempDir();
    const input = join(dir, 'entry.ts');
    writeFileSync(input, 'export const a = 1;\n');
    await writeBundleCache(join(dir, 'one'), 'render', 'render-1', [input], { file: 'one.mjs' });
    mkdirSync(join(dir, 'two'));
    copyFileSync(join(dir, 'one', 'render.json'), join(dir, 'two', 'render.json'));
    expect(await readBundleCache(join(dir, 'two'), 'render', 'render-1')).toBeUndefined();
  });

  it('takes an input touched but not edited as unchanged, and records its new stamp', () => {
    const dir = tempDir();
    const input = join(dir, 'entry.ts');
    writeFileSync(input, 'export const a = 1;\n');
    writeBundleCache(join(dir, 'cache'), 'render', 'render-1', [input], { file: 'render-abc.mjs' });
    const record = readFileSync(join(dir, 'cache', 'render.json'), 'utf8');
    const later = new Date(Date.now() + 60_000);
    utimesSync(input, later, later);
    expect(readBundleCache(join(dir, 'cache'), 'render', 'render-1')).toEqual({ file: 'render-abc.mjs' });
    expect(readFileSync(join(dir, 'cache', 'render.json'), 'utf8')).not.toBe(record);
    // Edited (the same length): its contents differ from the record's.
    writeFileSync(input, 'export const a = 2;\n');
    expect(readBundleCache(join(dir, 'cache'), 'render', 'render-1')).toBeUndefined();
  });

  it('takes a folder input as changed when an entry is added, not when one is touched', () => {
    const dir = tempDir();
    const islands = join(dir, 'islands');
    mkdirSync(islands);
    writeFileSync(join(islands, 'One.tsx'), 'export default 1;\n');
    writeBundleCache(join(dir, 'cache'), 'client', 'client-1', [islands], { files: 1 });
    const later = new Date(Date.now() + 60_000);
    utimesSync(islands, later, later);
    expect(readBundleCache(join(dir, 'cache'), 'client', 'client-1')).toEqual({ files: 1 });
    writeFileSync(join(islands, 'Two.tsx'), 'export default 2;\n');
    expect(readBundleCache(join(dir, 'cache'), 'client', 'client-1')).toBeUndefined();
  });

  it('ignores a record of the earlier format (stamps alone)', () => {
    const dir = tempDir();
    const input = join(dir, 'entry.ts');
    writeFileSync(input, 'export const a = 1;\n');
    mkdirSync(join(dir, 'cache'));
    const cacheDir = join(dir, 'cache');
    writeFileSync(
      join(cacheDir, 'render.json'),
      JSON.stringify({ key: 'render-1', cacheDir, inputs: { [input]: 'whatever' }, result: {} }),
    );
    expect(readBundleCache(cacheDir, 'render', 'render-1')).toBeUndefined();
  });
});
