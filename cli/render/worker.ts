/**
 * The worker side of parallel rendering: the render bundle, loaded in a worker thread, answers
 * batches of page tasks with their results (pool.ts is the other side). What every page
 * shares arrives as its first message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { diskCache, noCache } from '../cache/content-cache.ts';
import { runPageTask, type PageContext, type PageTask } from './page-job.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

/** workerData of a render worker. */
export interface RenderWorkerData {
  role: 'site-render';
}

/** A render worker's first message: what every page shares. */
export interface RenderSetup {
  context: PageContext;
  /** Content cache folder, or null for --no-cache. */
  cacheDir: string | null;
}

/** True in a worker started by the render pool. */
export function isRenderWorker(): boolean {
  return !!parentPort && (workerData as Partial<RenderWorkerData> | undefined)?.role === 'site-render';
}

/** Serve page tasks until the pool terminates this worker. */
export function serveRenderTasks(renderRoute: (input: RenderInput, site: SiteData) => RenderOutput): void {
  let setup: { context: PageContext; cache: ReturnType<typeof diskCache>; sizes: Map<string, number> } | undefined;
  // The pool sends the next batch before this one is done: batches run one after another.
  let queue = Promise.resolve();
  parentPort!.on('message', (message: RenderSetup | PageTask[]) => {
    if (!Array.isArray(message)) {
      const { context, cacheDir } = message;
      // Parsed Markdown is stored synchronously: a batch is answered once its entries are written,
      // so none is cut off when the pool ends the worker.
      setup = { context, cache: cacheDir ? diskCache(cacheDir) : noCache, sizes: new Map(context.sizes) };
      return;
    }
    const { context, cache, sizes } = setup!;
    queue = queue.then(() => {
      parentPort!.postMessage(message.map((task) => runPageTask(task, context, cache, renderRoute, sizes)));
    });
  });
}
