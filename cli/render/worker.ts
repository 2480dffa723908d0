/**
 * The worker side of parallel rendering: the render bundle, loaded in a worker thread, answers
 * batches of page tasks with their results (pool.ts is the other side).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { diskCache, noCache } from './content-cache.ts';
import { measurePage } from './measure-page.ts';
import { renderPageTask, type PageContext, type PageTask } from './page-job.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

/** workerData of a render worker; what every page shares arrives in its first message (RenderWorkerStart). */
export interface RenderWorkerData {
  role: 'site-render';
  /** Content cache folder, or null for --no-cache. */
  cacheDir: string | null;
}

/** The first message to a render worker; every later one is a batch of page tasks. */
export interface RenderWorkerStart {
  context: PageContext;
  /** Measure each page here (measure-page.ts); false: the main thread measures them. */
  measure: boolean;
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
  let start: RenderWorkerStart | undefined;
  // The pool sends the next batch before this one is done: batches run one after another.
  let queue = Promise.resolve();
  parentPort!.on('message', (message: RenderWorkerStart | PageTask[]) => {
    if (!Array.isArray(message)) {
      start = message;
      return;
    }
    const { context, measure } = start!; // the pool sends the context before any batch
    queue = queue.then(() => {
      const rendered = message.map((task) => renderPageTask(task, context, cache, renderRoute));
      if (!measure) return parentPort!.postMessage(rendered);
      const results = rendered.map((page) => measurePage(page, context, true));
      // A measured page's HTML is UTF-8 bytes: its buffer moves to the main thread with the message
      // instead of being copied into that thread's heap, which tens of MB of short-lived copies grew
      // at 10,000 pages.
      parentPort!.postMessage(
        results,
        results.flatMap((r) => (r.html instanceof Uint8Array ? movable(r.html) : [])),
      );
    });
  });
}

/** The buffer to move with `bytes`: none when it holds more (a small Buffer shares Node's pool, which must stay here). */
function movable(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength ? [buffer] : [];
}
