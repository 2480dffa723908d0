/**
 * Build pages across the machine's cores: worker threads each load the render bundle and run
 * page tasks (transform, render, measure) in batches; the main thread writes each page as its
 * result arrives, so no more than a few batches of HTML are ever held at once. With one worker
 * the same tasks run in the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { ContentCache } from '../cache/content-cache.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import type { RenderModule } from './renderer.ts';
import type { RenderSetup, RenderWorkerData } from './worker.ts';

/** Options of runPages. */
export interface RunPagesOptions {
  workers: number;
  /** The render bundle: its file (workers load it) and a loader of its module (in-process runs). */
  renderer: { file: string; load: () => Promise<RenderModule> };
  cache: ContentCache;
  /** Folder of the content cache for workers (null: no cache). */
  cacheDir: string | null;
}

/** Pages per message to a worker. */
const BATCH = 8;
/** Batches each worker holds at once: it starts the next while the main thread writes the last. */
const IN_FLIGHT = 2;
/** Young-generation heap per worker: Markdown parsing makes many short-lived objects, and a
 * larger nursery means fewer scavenges (measured: about 15% less CPU at 1,000 articles). */
const YOUNG_GENERATION_MB = 96;

/** A render worker loading the render bundle `file`; it waits for its RenderSetup, then for page tasks. */
function startRenderWorker(file: string): Worker {
  const data: RenderWorkerData = { role: 'site-render' };
  return new Worker(file, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
}

/** Run every task; `onResult` sees each result once (in completion order). */
export async function runPages(
  tasks: readonly PageTask[],
  context: PageContext,
  options: RunPagesOptions,
  onResult: (result: PageResult) => Promise<void>,
): Promise<void> {
  if (tasks.length === 0) return;
  if (options.workers <= 1 || tasks.length <= BATCH) {
    const sizes = new Map(context.sizes);
    const module = await options.renderer.load();
    for (const task of tasks) await onResult(module.runPageTask(task, context, options.cache, module.renderRoute, sizes));
    return;
  }
  const batches: PageTask[][] = [];
  for (let i = 0; i < tasks.length; i += BATCH) batches.push(tasks.slice(i, i + BATCH));
  const setup: RenderSetup = { context, cacheDir: options.cacheDir };
  const workers = Array.from({ length: Math.min(options.workers, batches.length) }, () => startRenderWorker(options.renderer.file));
  let next = 0;
  let writing = Promise.resolve();
  // Result batches received but not yet written: bounded, so HTML never piles up in memory.
  let unwritten = 0;
  const maxUnwritten = workers.length * IN_FLIGHT;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            let inFlight = 0;
            const refill = () => {
              if (next < batches.length) {
                inFlight++;
                worker.postMessage(batches[next++]);
              } else if (inFlight === 0) done();
            };
            worker.on('message', (results: PageResult[]) => {
              inFlight--;
              unwritten++;
              // Batches are written one after another; the worker already holds its next batch, so it never waits for them.
              const written = (writing = writing.then(async () => {
                await Promise.all(results.map(onResult)); // distinct files: written concurrently
                unwritten--;
              }));
              if (unwritten <= maxUnwritten) {
                refill();
                written.catch(fail);
              } else written.then(refill, fail);
            });
            worker.once('error', fail);
            worker.once('exit', (code) =>
              next < batches.length || inFlight > 0 ? fail(new Error(`render worker exited with code ${code}`)) : undefined,
            );
            worker.postMessage(setup);
            for (let i = 0; i < IN_FLIGHT; i++) refill();
          }),
      ),
    );
    await writing;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
