/**
 * Build pages across the machine's cores: worker threads each load the render bundle and run
 * page tasks (transform, render) in batches; the main thread writes each page as its result
 * arrives, so no more than a few batches of HTML are ever held at once. When a core is left to the
 * main thread (fewer workers than cores), it measures each page too, as it mostly waits on the
 * workers; else the workers measure. With one worker the same tasks run in the main thread.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentCache } from './content-cache.ts';
import type { PageContext, PageResult, PageTask, RenderedPage } from './page-job.ts';
import type { RenderBundle, RenderModule } from './renderer.ts';
import type { RenderWorkerData, RenderWorkerStart } from './worker.ts';
import { isLargePage } from './large-page.ts';
import { measurePage } from './measure-page.ts';

/** Options of runPages. */
export interface RunPagesOptions {
  /** Render worker threads; 0 renders every page in this thread. */
  workers: number;
  /** The render bundle (workers load it) and a loader of its module (in-process runs). */
  renderer: RenderBundle & { load: () => Promise<RenderModule> };
  cache: ContentCache;
  /** Folder of the content cache for workers (null: no cache). */
  cacheDir: string | null;
}

/** Pages per message to a worker. */
const BATCH = 8;
/** Batches each worker holds at once: it starts the next while the main thread writes the last. */
const IN_FLIGHT = 2;

/** Start a render worker: it imports the render bundle (whose entry serves page tasks in a worker: worker.ts) and gets the page context. */
function startWorker(bundle: RenderBundle, cacheDir: string | null, start: RenderWorkerStart): Worker {
  const data: RenderWorkerData = { role: 'site-render', cacheDir };
  const worker = new Worker(pathToFileURL(bundle.file), { workerData: data });
  worker.postMessage(start);
  return worker;
}

/** Run every task; `onResult` sees each result once (in completion order). */
export async function runPages(
  tasks: readonly PageTask[],
  context: PageContext,
  options: RunPagesOptions,
  onResult: (result: PageResult) => Promise<void>,
): Promise<void> {
  const parallel = tasks.length > BATCH && options.workers > 0;
  const count = parallel ? Math.min(options.workers, Math.ceil(tasks.length / BATCH)) : 0;
  if (tasks.length === 0) return;
  if (!parallel) return inProcess(tasks, context, options, onResult);
  const batches: PageTask[][] = [];
  for (let i = 0; i < tasks.length; i += BATCH) batches.push(tasks.slice(i, i + BATCH));
  // A core left to this thread measures the pages (a seventh of a page's work); with a worker on
  // every core, this thread has none to spare and the HTML of every page would pass through its heap.
  const measureHere = count < availableParallelism();
  const start = () => startWorker(options.renderer, options.cacheDir, { context, measure: !measureHere });
  const workers = Array.from({ length: count }, start);
  let next = 0;
  let writing = Promise.resolve();
  // Result batches received but not yet written: bounded, so HTML never piles up in memory.
  let unwritten = 0;
  const maxUnwritten = workers.length * IN_FLIGHT;
  /** Feed the worker in `slot` until the batches run out; a worker that rendered a large page hands its slot to a new one. */
  const serve = (slot: number) =>
    new Promise<void>((done, fail) => {
      const worker = workers[slot]!;
      let held = 0;
      let retiring = false;
      const refill = () => {
        if (!retiring && next < batches.length) {
          held++;
          worker.postMessage(batches[next++]);
        } else if (held > 0) return;
        else if (retiring && next < batches.length) {
          worker.removeAllListeners();
          void worker.terminate();
          workers[slot] = start();
          serve(slot).then(done, fail);
        } else done();
      };
      worker.on('message', (pages: RenderedPage[] | PageResult[]) => {
        const results = measureHere ? (pages as RenderedPage[]).map((page) => measurePage(page, context)) : (pages as PageResult[]);
        held--;
        unwritten++;
        retiring ||= results.some(isLargePage);
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
        next < batches.length || held > 0 ? fail(new Error(`render worker exited with code ${code}`)) : undefined,
      );
      for (let i = 0; i < IN_FLIGHT; i++) refill();
    });
  try {
    await Promise.all(workers.map((_, slot) => serve(slot)));
    await writing;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Render tasks in the main thread, one after another. */
async function inProcess(
  tasks: readonly PageTask[],
  context: PageContext,
  options: RunPagesOptions,
  onResult: (result: PageResult) => Promise<void>,
): Promise<void> {
  const module = await options.renderer.load();
  for (const task of tasks) await onResult(module.runPageTask(task, context, options.cache, module.renderRoute));
}
