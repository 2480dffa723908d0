/**
 * A render worker that rendered a large page is replaced by a new one (cli/render/large-page.ts):
 * here every page counts as large, so every worker is replaced once it has rendered, and the build
 * still writes every page exactly as a build rendering in the main thread does.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { syntheticRoot } from '../../scripts/bench/generate.ts';
import { memoryWriter } from '../../cli/output/write.ts';
import { cleanFixtures, projectRoot, tempDir } from '../helpers/fixtures.ts';

const started = vi.hoisted(() => ({ workers: 0 }));

vi.mock('node:worker_threads', async (original) => {
  const real = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      started.workers++;
    }
  }
  return { ...real, Worker: CountedWorker };
});
vi.mock('../../cli/render/large-page.ts', () => ({ isLargePage: () => true }));

afterAll(cleanFixtures);

/** A written file's text (the pool hands pages on as UTF-8 bytes). */
const text = (contents: string | Uint8Array | undefined) =>
  typeof contents === 'string' ? contents : Buffer.from(contents ?? []).toString('utf8');

describe('render pool: replacing the worker after a large page', () => {
  it('replaces every worker once it has rendered, and writes the same pages as the main thread', async () => {
    // 70 articles: more batches than the two workers are handed at the start, so replacing matters.
    const root = syntheticRoot(70, { source: join(projectRoot, 'content'), benchDir: await tempDir('site-pool-large-') });
    const inThread = memoryWriter();
    await build({ contentDir: root, projectRoot, writer: inThread, cache: false, workers: 1 });
    expect(started.workers).toBe(0);
    const pooled = memoryWriter();
    await build({ contentDir: root, projectRoot, writer: pooled, cache: false, workers: 2 });
    const pages = [...inThread.files.keys()].filter((path) => path.endsWith('.html'));
    // Batches of 8 pages; a worker is handed two at once and finishes both before it is replaced.
    expect(pages.length).toBeGreaterThan(70);
    expect(started.workers).toBe(Math.ceil(Math.ceil(pages.length / 8) / 2));
    for (const path of pages) expect(text(pooled.files.get(path)), path).toBe(text(inThread.files.get(path)));
    expect([...pooled.files.keys()].sort()).toEqual([...inThread.files.keys()].sort());
  });
});
