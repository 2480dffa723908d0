/**
 * The worker side of parallel rendering: the render bundle, loaded in a worker thread, answers
 * batches of page tasks with their results (pool.ts is the other side).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { diskCache, noCache } from './content-cache.ts';
import { renderPageTask, type PageContext, type PageTask } from './page-job.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

/** workerData of a render worker: what every page shares arrives in its first message (it may start before the content is loaded). */
export interface RenderWorkerData {
  role: 'site-render';
  /** Content cache folder, or null for --no-cache. */
  cacheDir: string | null;
}

/** The first message to a render worker; every later one is a batch of page tasks. */
export interface RenderWorkerStart {
  context: PageContext;
}

/** True in a worker started by the render pool. */
export function isRenderWorker(): boolean {
  return !!parentPort && (workerData as Partial<RenderWorkerData> | undefined)?.role === 'site-render';
}

/** Serve page tasks until the pool terminates this worker. */
export function serveRenderTasks(renderRoute: (input: RenderInput, site: SiteData) => RenderOutput): void {
  const { cacheDir } = workerData as RenderWorkerData;
  // Parsed Markdown is stored synchronously: a batch is answered once its entries are written,
  // so none is cut off when the pool ends the worker.
  const cache = cacheDir ? diskCache(cacheDir) : noCache;
  let context: PageContext | undefined;
  // The pool sends the next batch before this one is done: batches run one after another.
  let queue = Promise.resolve();
  parentPort!.on('message', (message: RenderWorkerStart | PageTask[]) => {
    if (!Array.isArray(message)) {
      context = message.context;
      return;
    }
    const shared = context!; // the pool sends the context before any batch
    queue = queue.then(() => {
      const results = message.map((task) => renderPageTask(task, shared, cache, renderRoute));
      parentPort!.postMessage(results);
    });
  });
}
