/**
 * The worker side of parallel rendering: the render bundle, loaded in a worker thread, answers
 * batches of page tasks with their results (pool.ts is the other side).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { diskCache, noCache } from '../cache/content-cache.ts';
import { runPageTask, type PageContext, type PageTask } from './page-job.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

/** workerData of a render worker. */
export interface RenderWorkerData {
  role: 'site-render';
  /** Content cache folder, or null for --no-cache. */
  cacheDir: string | null;
}

/** What the pool sends: first the context every page shares, then batches of page tasks. */
export type RenderWorkerMessage = { context: PageContext } | PageTask[];

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
  // The pool may start this worker before the pages are known: the context comes first, in order.
  let context: PageContext | undefined;
  let sizes = new Map<string, number>();
  // The pool sends the next batch before this one is done: batches run one after another.
  let queue = Promise.resolve();
  parentPort!.on('message', (message: RenderWorkerMessage) => {
    if (!Array.isArray(message)) {
      context = message.context;
      sizes = new Map(context.sizes);
      return;
    }
    queue = queue.then(() => {
      parentPort!.postMessage(message.map((task) => runPageTask(task, context!, cache, renderRoute, sizes)));
    });
  });
}
