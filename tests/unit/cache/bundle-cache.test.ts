/** The esbuild result cache: reused while inputs are unchanged, and never across checkouts. */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});
