/** The gzip cache of site preview: one compression per version of a file, a byte budget, never stale bytes. */
import { rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createGzipCache } from '../../../cli/serve/gzip-cache.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A file holding `text`, and its stat. */
async function file(dir: string, name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  return { path, info: await stat(path) };
}

describe('createGzipCache', () => {
  it('compresses a version of a file once: the same bytes object for the same path, size, mtime and inode', async () => {
    const dir = await tempDir('site-gzip-');
    const { path, info } = await file(dir, 'a.html', 'hello '.repeat(500));
    const cache = createGzipCache();
    const first = await cache.get(path, info);
    expect(await cache.get(path, info)).toBe(first);
    expect(gunzipSync(first).toString()).toBe('hello '.repeat(500));
    expect(cache.bytes()).toBe(first.length);
  });

  it('compresses again when the file is replaced (a new inode) or its mtime changes', async () => {
    const dir = await tempDir('site-gzip-');
    const { path, info } = await file(dir, 'a.html', 'one '.repeat(300));
    const cache = createGzipCache();
    await cache.get(path, info);
    const next = await file(dir, 'next.html', 'two '.repeat(300));
    await rename(next.path, path);
    const replaced = await stat(path);
    expect(gunzipSync(await cache.get(path, replaced)).toString()).toBe('two '.repeat(300));
    await writeFile(path, 'six '.repeat(300));
    expect(gunzipSync(await cache.get(path, { ...replaced, mtimeMs: replaced.mtimeMs + 1 })).toString()).toBe('six '.repeat(300));
  });

  it('keeps within its byte budget, dropping the least recently used file', async () => {
    const dir = await tempDir('site-gzip-');
    const random = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 251).toString(36)).join('');
    const files = await Promise.all(['a', 'b', 'c'].map((name) => file(dir, name, random(4000) + name)));
    const one = (await createGzipCache().get(files[0]!.path, files[0]!.info)).length;
    const cache = createGzipCache({ maxBytes: one * 2 + 10 });
    const get = (i: number) => cache.get(files[i]!.path, files[i]!.info);
    const a = await get(0);
    const b = await get(1);
    expect(await get(0)).toBe(a); // a is now the most recent
    await get(2); // over budget: drops b, the least recently used
    expect(cache.bytes()).toBeLessThanOrEqual(one * 2 + 10);
    expect(await get(0)).toBe(a);
    expect(await get(1)).not.toBe(b); // compressed again
    expect(cache.bytes()).toBeLessThanOrEqual(one * 2 + 10);
    expect(cache.accepts({ size: 9 * 1024 * 1024 })).toBe(false);
  });
});
