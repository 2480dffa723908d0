/**
 * Build pages across the machine's cores: worker threads each load the render bundle and run
 * page tasks (transform, render, measure) in batches; the main thread writes each page as its
 * result arrives, so no more than a few batches of HTML are ever held at once. With one worker
 * the same tasks run in the main thread.
 */
import { Worker } from 'node:worker_threads';
import { appliedV8Flags, defaultsOf, setV8Flags } from '../../bin/v8-flags.js';
import type { ContentCache } from '../cache/content-cache.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import type { RenderBundle, RenderModule } from './renderer.ts';
import type { RenderWorkerData, RenderWorkerStart } from './worker.ts';

/** Options of runPages. */
export interface RunPagesOptions {
  /** Render worker threads; 0 renders every page in this thread. */
  workers: number;
  /** The render bundle (workers load it) and a loader of its module (in-process runs). */
  renderer: RenderBundle & { load: () => Promise<RenderModule> };
  cache: ContentCache;
  /** Folder of the content cache for workers (null: no cache). */
  cacheDir: string | null;
  /** Workers started early (startRenderWorkers) to use first; any left over is ended. */
  started?: StartedWorkers;
}

/** Render workers started before the pages were known. */
export interface StartedWorkers {
  /** The workers still running (one that failed while loading is left out: a new one reports its error). */
  alive(): Worker[];
  /** End every one of them (a build that stops before its render stage). */
  end(): Promise<void>;
}

/** Pages per message to a worker. */
const BATCH = 8;
/** Batches each worker holds at once: it starts the next while the main thread writes the last. */
const IN_FLIGHT = 2;
/** Young-generation heap per worker: Markdown parsing makes many short-lived objects, and a
 * larger nursery means fewer scavenges (measured: about 15% less CPU at 1,000 articles). */
const YOUNG_GENERATION_MB = 96;
/**
 * Old-generation heap per worker. A worker keeps little between pages (22 MB live after 4,400
 * pages of a 10,000-article build), but V8 lets an uncapped heap grow to about 160 MB before it
 * collects: capped, a 10,000-article cold build peaks at 590 MB instead of 810 MB, in the same
 * time. A page too big for it (the hub of a much larger site) makes its worker run out of
 * memory; that worker's batches are then rendered in the main thread. SITE_WORKER_HEAP_MB
 * overrides it (the tests force that fallback with it).
 */
const oldGenerationMb = () => Number(process.env.SITE_WORKER_HEAP_MB) || 96;

/**
 * What a render worker runs: the render bundle, through the loader that compiles it with V8's
 * code cache (bin/load-bundle.cjs). A worker whose bundle had no usable cache writes it after its
 * first batch (the timer runs once the batch is answered): by then the functions a page calls are
 * compiled, and every parallel build gives each worker a batch at least.
 *
 * Before that, it boots under V8's own settings (see startWorkers): it loads the loader and the
 * built-ins the bundle requires, counts itself booted, and once every worker of its group has
 * (or a second has passed) sets the launcher's settings again, before the bundle's code cache,
 * which is made and read under those, is touched.
 */
const WORKER_SCRIPT = `const { parentPort, workerData } = require('node:worker_threads');
const { boot } = workerData;
const loader = require(workerData.loader);
if (boot.flags.length > 0) {
  const { setFlagsFromString } = require('node:v8');
  for (const id of boot.preload) require(id);
  const left = new Int32Array(boot.left);
  Atomics.sub(left, 0, 1);
  for (let n; (n = Atomics.load(left, 0)) > 0; ) if (Atomics.wait(left, 0, n, 1000) === 'timed-out') break;
  for (const flag of boot.flags) setFlagsFromString(flag);
  Atomics.notify(left, 0);
}
const { saveCodeCache } = loader.loadBundle(workerData.bundle);
parentPort.once('message', function first(message) {
  if (Array.isArray(message)) setTimeout(saveCodeCache, 0);
  else parentPort.once('message', first);
});`;

/** How a group of render workers boots: what each loads first, the settings it sets after, and how many have yet to. */
export interface WorkerBoot {
  preload: string[];
  flags: string[];
  left: SharedArrayBuffer;
}

/**
 * Start `count` render workers loading `bundle`. The launcher changed V8's settings for this
 * process (bin/v8-flags.js), and V8 takes the compiled code Node ships for its built-in modules
 * only under its own: a worker booting under ours compiled its bootstrap and every built-in it
 * loads from source, 40–70 ms of each worker's CPU. So V8's own values are set while the group
 * boots, and its workers set ours again once all of them have loaded their built-ins
 * (WORKER_SCRIPT); one that ends before that sets them here.
 */
function startWorkers(bundle: RenderBundle, count: number, cacheDir: string | null): Worker[] {
  const flags = appliedV8Flags();
  const boot: WorkerBoot = { preload: bundle.builtins ?? [], flags, left: new SharedArrayBuffer(4) };
  new Int32Array(boot.left)[0] = count;
  if (flags.length > 0) setV8Flags(defaultsOf(flags));
  const data: RenderWorkerData = { role: 'site-render', cacheDir, bundle: bundle.file, loader: bundle.loader, boot };
  return Array.from({ length: count }, () => {
    const worker = new Worker(WORKER_SCRIPT, {
      eval: true,
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: oldGenerationMb() },
    });
    if (flags.length > 0) worker.once('exit', () => setV8Flags(flags));
    return worker;
  });
}

/**
 * Start `count` render workers before the pages are known, so they load the render bundle
 * while the main thread reads the content. They do not keep the process alive until used.
 */
export function startRenderWorkers(bundle: RenderBundle, count: number, cacheDir: string | null): StartedWorkers {
  const running = new Set<Worker>();
  for (const worker of startWorkers(bundle, count, cacheDir)) {
    worker.unref();
    running.add(worker);
    worker.once('error', () => running.delete(worker));
    worker.once('exit', () => running.delete(worker));
  }
  return {
    alive: () => [...running],
    end: async () => {
      await Promise.all([...running].map((w) => w.terminate()));
    },
  };
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
  await Promise.all((options.started?.alive() ?? []).slice(count).map((w) => w.terminate()));
  if (tasks.length === 0) return;
  if (!parallel) return inProcess(tasks, context, options, onResult);
  const batches: PageTask[][] = [];
  for (let i = 0; i < tasks.length; i += BATCH) batches.push(tasks.slice(i, i + BATCH));
  // Read now, in the same turn as the listeners below are attached: none of their events is missed.
  const started = options.started?.alive() ?? [];
  const more = count > started.length ? startWorkers(options.renderer, count - started.length, options.cacheDir) : [];
  const workers = [...started.slice(0, count), ...more];
  for (const worker of workers) worker.ref();
  const start: RenderWorkerStart = { context };
  for (const worker of workers) worker.postMessage(start);
  let next = 0;
  let writing = Promise.resolve();
  // Result batches received but not yet written: bounded, so HTML never piles up in memory.
  let unwritten = 0;
  const maxUnwritten = workers.length * IN_FLIGHT;
  // Batches held by a worker that ran out of memory (a page too big for its heap): the main thread renders them.
  const leftovers: PageTask[][] = [];
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            const held: PageTask[][] = [];
            const refill = () => {
              if (next < batches.length) {
                held.push(batches[next]!);
                worker.postMessage(batches[next++]);
              } else if (held.length === 0) done();
            };
            worker.on('message', (results: PageResult[]) => {
              held.shift(); // a worker answers its batches in order
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
            worker.once('error', (error: NodeJS.ErrnoException) => {
              if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return fail(error);
              leftovers.push(...held.splice(0));
              done();
            });
            worker.once('exit', (code) =>
              next < batches.length || held.length > 0 ? fail(new Error(`render worker exited with code ${code}`)) : undefined,
            );
            for (let i = 0; i < IN_FLIGHT; i++) refill();
          }),
      ),
    );
    await writing;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  // What no worker could render (every worker out of memory leaves the batches not yet sent too).
  const rest = [...leftovers, ...batches.slice(next)].flat();
  if (rest.length > 0) await inProcess(rest, context, options, onResult);
}

/** Render tasks in the main thread, one after another. */
async function inProcess(
  tasks: readonly PageTask[],
  context: PageContext,
  options: RunPagesOptions,
  onResult: (result: PageResult) => Promise<void>,
): Promise<void> {
  const sizes = new Map(context.sizes);
  const module = await options.renderer.load();
  for (const task of tasks) await onResult(module.runPageTask(task, context, options.cache, module.renderRoute, sizes));
}
