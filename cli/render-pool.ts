/**
 * Build pages across the machine's cores: worker threads each load the render bundle and run
 * page tasks (transform, render, measure) in batches; the main thread writes each page as its
 * result arrives, so no more than a few batches of HTML are ever held at once. With one worker
 * the same tasks run in the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { ContentCache } from './content-cache.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import type { RenderModule } from './renderer.ts';
import type { RenderWorkerData } from './render-worker.ts';

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

/** Run every task; `onResult` sees each result once (in completion order). */
export async function runPages(tasks: readonly PageTask[], context: PageContext, options: RunPagesOptions, onResult: (result: PageResult) => Promise<void>): Promise<void> {
  if (tasks.length === 0) return;
  if (options.workers <= 1 || tasks.length <= BATCH) {
    const sizes = new Map(context.sizes);
    const module = await options.renderer.load();
    for (const task of tasks) await onResult(await module.runPageTask(task, context, options.cache, module.renderRoute, sizes));
    return;
  }
  const batches: PageTask[][] = [];
  for (let i = 0; i < tasks.length; i += BATCH) batches.push(tasks.slice(i, i + BATCH));
  const data: RenderWorkerData = { role: 'site-render', context, cacheDir: options.cacheDir };
  const workers = Array.from({ length: Math.min(options.workers, batches.length) }, () => new Worker(options.renderer.file, { workerData: data }));
  let next = 0;
  let writing = Promise.resolve();
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            const send = () => {
              if (next >= batches.length) return done();
              worker.postMessage(batches[next++]);
            };
            worker.on('message', (results: PageResult[]) => {
              // Writes stay in order per worker and never pile up: the next batch waits for them.
              writing = writing.then(async () => {
                for (const result of results) await onResult(result);
              });
              writing.then(send, fail);
            });
            worker.once('error', fail);
            worker.once('exit', (code) => (next < batches.length ? fail(new Error(`render worker exited with code ${code}`)) : undefined));
            send();
          }),
      ),
    );
    await writing;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
