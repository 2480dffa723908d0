/**
 * Render workers started while the content loads: only for a build that will render many pages
 * (no build of the root on record, or no caches; enough Markdown files), one fewer than the pool
 * uses; the pages they render are the bytes one thread renders; a build that stops early ends them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import { BuildFailure } from '../../../cli/content/errors.ts';
import { build } from '../../../cli/engine/build.ts';
import { earlyRenderWorkers } from '../../../cli/engine/early-workers.ts';
import { planBuild } from '../../../cli/engine/plan.ts';
import { PARALLEL_FROM_PAGES, renderWorkers } from '../../../cli/engine/render-pages.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const now = new Date('2026-11-25T00:00:00Z');
let scratch: string;
let large: string;
let small: string;
/** A worker that stays up until it is ended (the gate is under test here, not the render bundle). */
let idleWorker: string;

beforeAll(async () => {
  scratch = await tempDir('site-early-workers-');
  large = syntheticRoot(PARALLEL_FROM_PAGES, { source: join(projectRoot, 'content'), benchDir: join(scratch, 'large') });
  small = syntheticRoot(3, { source: join(projectRoot, 'content'), benchDir: join(scratch, 'small') });
  idleWorker = join(scratch, 'idle-worker.mjs');
  writeFileSync(idleWorker, 'setInterval(() => {}, 1000);\n');
});

const planFor = (contentDir: string, options: { workers?: number; cache?: boolean; cacheDir?: string } = {}) =>
  planBuild({ contentDir, outDir: join(scratch, 'out-plan'), projectRoot, cacheDir: join(scratch, 'cache-plan'), now, ...options });

/** Every file under `dir`, by relative path, with its bytes. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files.set(join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'latin1'));
  return files;
}

/**
 * Threads of this process (a worker thread is one; an unreferenced worker shows nowhere else),
 * not counting libvips' own pool (sharp encodes the social cards), which starts and ends its
 * threads on its own schedule.
 */
const threadCount = () =>
  readdirSync('/proc/self/task').filter((task) => {
    try {
      return readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== 'libvips worker';
    } catch {
      return false; // a thread that ended meanwhile
    }
  }).length;

/** The thread count once it is back at `expected`, or what it still is after two seconds. */
async function settledThreadCount(expected: number): Promise<number> {
  for (let i = 0; i < 40 && threadCount() !== expected; i++) await new Promise((r) => setTimeout(r, 50));
  return threadCount();
}

describe('render workers started while the content loads', () => {
  it('start, one per core the main thread leaves idle, only for a cold build of a large root', async () => {
    const renderer = Promise.resolve({ file: idleWorker });
    const idle = Math.min(3, availableParallelism() - 1);
    const started = await earlyRenderWorkers(planFor(large, { workers: 3 }), renderer);
    expect(started?.alive().length).toBe(idle);
    await started!.end();
    expect(started!.alive()).toEqual([]);
    // Without --workers, as many as the render stage will use, up to the idle cores.
    const byDefault = await earlyRenderWorkers(planFor(large), renderer);
    expect(byDefault?.alive().length).toBe(Math.min(renderWorkers(PARALLEL_FROM_PAGES), availableParallelism() - 1));
    await byDefault!.end();
    expect(await earlyRenderWorkers(planFor(large, { workers: 1 }), renderer)).toBeUndefined();
    expect(await earlyRenderWorkers(planFor(small, { workers: 3 }), renderer)).toBeUndefined();
    // A build of this root on record: the page cache will answer, nothing is started.
    const plan = planFor(large, { workers: 3 });
    mkdirSync(join(plan.recordFile, '..'), { recursive: true });
    writeFileSync(plan.recordFile, '{}');
    expect(await earlyRenderWorkers(plan, renderer)).toBeUndefined();
    // …unless the caches are off: every page is rendered then.
    const uncached = await earlyRenderWorkers(planFor(large, { workers: 3, cache: false }), renderer);
    expect(uncached?.alive().length).toBe(idle);
    await uncached!.end();
    rmSync(plan.recordFile);
    // A render bundle that fails to build is reported by the build, not here.
    expect(await earlyRenderWorkers(planFor(large, { workers: 3 }), Promise.reject(new Error('esbuild failed')))).toBeUndefined();
  });

  it('render the bytes one thread renders, and a build stopped by a content error ends them', async () => {
    const one = join(scratch, 'out-one');
    const two = join(scratch, 'out-two');
    await build({ contentDir: large, outDir: one, projectRoot, cacheDir: join(scratch, 'cache-one'), now, workers: 1 });
    // No record for this cache folder: a cold build, whose first worker starts while the content loads.
    const cacheDir = join(scratch, 'cache-two');
    expect(existsSync(cacheDir)).toBe(false);
    const result = await build({ contentDir: large, outDir: two, projectRoot, cacheDir, now, workers: 2 });
    expect(result.rendered).toBe(PARALLEL_FROM_PAGES + 3);
    const expected = filesOf(one);
    const actual = filesOf(two);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, bytes] of expected) expect(actual.get(path) === bytes, path).toBe(true);

    const article = join(large, 'articles', 'bench-article-00007.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^title: .*$/m, 'title: ""'));
    const threads = threadCount();
    const failing = build({
      contentDir: large,
      outDir: join(scratch, 'out-failed'),
      projectRoot,
      cacheDir: join(scratch, 'cache-3'),
      now,
      workers: 2,
    });
    const failure = await failing.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as BuildFailure).errors.map((e) => e.file)).toContain(article);
    // The worker started while the content loaded is ended with the build: its thread is gone.
    expect(await settledThreadCount(threads)).toBe(threads);
  });
});
