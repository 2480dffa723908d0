/**
 * Early render workers (cli/engine/early-workers.ts): a cold build of many pages starts its
 * workers while content loads and writes exactly what one thread writes; a build with its pages
 * cached, or with few pages, starts none; a pool whose worker died before it was given work is
 * not used.
 */
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { memoryWriter } from '../../cli/output/write.ts';
import { startRenderPool } from '../../cli/render/pool.ts';
import { syntheticRoot } from '../../scripts/bench/generate.ts';
import { cleanFixtures, projectRoot, tempDir } from '../helpers/fixtures.ts';

const now = new Date('2026-11-25T00:00:00Z');
let root: string;

beforeAll(async () => {
  root = syntheticRoot(400, { source: join(projectRoot, 'content'), benchDir: await tempDir('site-early-') });
}, 60_000);
afterAll(cleanFixtures);

const bytes = (v: string | Uint8Array | undefined) => Buffer.from(v ?? '').toString('base64');

describe('early render workers', () => {
  it('start while a cold build of 400 documents loads, and the pages are byte for byte those of one thread', async () => {
    const early = memoryWriter();
    const parallel = await build({ contentDir: root, projectRoot, writer: early, cache: false, now });
    expect(parallel.timings.workers).toBeGreaterThanOrEqual(0);
    const alone = memoryWriter();
    const single = await build({ contentDir: root, projectRoot, writer: alone, cache: false, workers: 1, now });
    expect(single.timings.workers).toBeUndefined();
    expect(early.files.size).toBe(alone.files.size);
    expect(early.files.size).toBeGreaterThan(400);
    for (const [path, contents] of alone.files) expect(bytes(early.files.get(path)), path).toBe(bytes(contents));
  }, 120_000);

  it('are not started when the pages are in the page cache, nor for a site of a few pages', async () => {
    const scratch = await tempDir('site-early-cached-');
    const options = { contentDir: root, projectRoot, cacheDir: join(scratch, 'cache'), outDir: join(scratch, 'out'), now };
    expect((await build(options)).timings.workers).toBeGreaterThanOrEqual(0);
    const file = join(root, 'articles', 'bench-article-00007.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('\n\n:::cta', '\n\nOne more sentence.\n\n:::cta'));
    const changed = await build(options);
    expect(changed.rendered).toBeGreaterThanOrEqual(1);
    expect(changed.rendered).toBeLessThan(10);
    expect(changed.timings.workers).toBeUndefined();
    const small = await build({ contentDir: join(projectRoot, 'content'), projectRoot, writer: memoryWriter(), cache: false, now });
    expect(small.timings.workers).toBeUndefined();
  }, 120_000);

  it('a pool whose worker stopped before it was given work says it is not usable', async () => {
    const file = join(await tempDir('site-early-broken-'), 'broken.mjs');
    writeFileSync(file, "throw new Error('render bundle failed to load');\n");
    const pool = startRenderPool(file, 2, null);
    await new Promise((done) => pool.workers[0]!.once('exit', done));
    expect(pool.usable()).toBe(false);
    await pool.end();
  });
});
