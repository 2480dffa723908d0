/**
 * Render workers started early: a cold build of at least 400 Markdown files starts its workers
 * while content loads, and its output is byte-identical to an in-process build; a build that
 * fails while loading ends them (the test would hang otherwise); warm and small builds start none.
 */
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import { buildInMemory, cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

let root: string;
beforeAll(async () => {
  root = syntheticRoot(400, { source: join(projectRoot, 'content'), benchDir: await tempDir('site-early-') });
});

/** The synthetic articles carry this year's dates. */
const now = new Date();

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : Buffer.from(v ?? '').toString('base64'));

describe('early render workers', () => {
  it('start during load for a cold build of 400 articles, and the output equals an in-process build', async () => {
    const cacheDir = await tempDir('site-early-cache-');
    const early = await buildInMemory(root, { cacheDir, workers: 2, now });
    expect(early.errors).toEqual([]);
    expect(early.result!.timings['early-workers']).toBeDefined();
    const inProcess = await buildInMemory(root, { cache: false, workers: 1, now });
    expect(inProcess.result!.timings['early-workers']).toBeUndefined();
    expect([...early.writer.files.keys()].sort()).toEqual([...inProcess.writer.files.keys()].sort());
    for (const [path, contents] of inProcess.writer.files) expect(text(early.writer.files.get(path)), path).toBe(text(contents));
    // The page cache now holds this root: the next build renders little and starts none.
    const warm = await buildInMemory(root, { cacheDir, workers: 2, now });
    expect(warm.result!.timings['early-workers']).toBeUndefined();
  }, 120_000);

  it('are ended when loading fails: site build exits with the content error instead of hanging', async () => {
    const file = join(root, 'articles', 'broken.md');
    await writeFile(file, '---\ntitle: x\n---\nNo front matter worth the name.\n');
    const out = join(await tempDir('site-early-out-'), 'out');
    const run = spawnSync(process.execPath, [join(projectRoot, 'bin', 'site.js'), 'build', '--content', root, '--out', out, '--no-cache'], {
      encoding: 'utf8',
      timeout: 90_000,
    });
    await rm(file);
    expect(run.signal).toBeNull(); // not killed by the timeout: nothing kept the process alive
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('broken.md');
  }, 120_000);

  it('are not started for a small site', async () => {
    const small = await buildInMemory(await fixtureRoot(), { cache: false, workers: 2 });
    expect(small.errors).toEqual([]);
    expect(small.result!.timings['early-workers']).toBeUndefined();
  });
});
