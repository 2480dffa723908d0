/**
 * Render workers started before the render stage. A build that will render many pages (this
 * content root has no page records yet, or --no-cache, and holds at least PARALLEL_FROM_PAGES
 * Markdown files) starts its workers as soon as the render bundle is ready: each loads the
 * bundle while the main thread loads content, instead of after it. Any build that renders few
 * pages (warm, one edit, a small site) starts none, and pays nothing.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { KeyedStore } from '../cache/store.ts';
import { startRenderWorker } from '../render/pool.ts';
import type { BuildPlan } from './plan.ts';
import { PARALLEL_FROM_PAGES, workerCount } from './render-pages.ts';

/** Workers started early: `take` hands one out (or starts one), `close` ends those never taken. */
export interface EarlyWorkers {
  take(file: string): Worker;
  close(): Promise<void>;
}

/** Start `count` render workers once `renderer` (the render bundle job) resolves; `onStart` hears when they start (a build's timings show it). */
export function earlyWorkers(count: number, renderer: Promise<{ file: string }>, onStart?: () => void): EarlyWorkers {
  const ready: { worker: Worker; file: string; exited: boolean }[] = [];
  let closed = false;
  if (count > 0)
    renderer.then(
      ({ file }) => {
        if (!closed) onStart?.();
        for (let i = 0; i < count && !closed; i++) {
          const entry = { worker: startRenderWorker(file), file, exited: false };
          entry.worker.on('error', () => {}); // reported by the pool once taken; an unused one is ended at close
          entry.worker.once('exit', () => void (entry.exited = true));
          ready.push(entry);
        }
      },
      () => {}, // the build reports a failed render bundle where it awaits it
    );
  return {
    take(file) {
      const index = ready.findIndex((entry) => entry.file === file && !entry.exited);
      return index < 0 ? startRenderWorker(file) : ready.splice(index, 1)[0]!.worker;
    },
    async close() {
      closed = true;
      await Promise.all(ready.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}

/** How many workers to start early for `plan`: none unless it will render most of at least PARALLEL_FROM_PAGES pages. */
export function earlyWorkerCount(plan: BuildPlan, pageRecords: KeyedStore<unknown>['previous']): number {
  if (plan.cache && pageRecords(plan.contentDir).size > 0) return 0; // a later build: the page cache holds most pages
  const pages = markdownFiles(plan.contentDir);
  const workers = pages < PARALLEL_FROM_PAGES ? 1 : workerCount(pages, plan.options.workers);
  return workers > 1 ? workers : 0; // one worker renders in the main thread
}

/** Markdown files directly in articles/ and pages/ (a count, not a load). */
function markdownFiles(contentDir: string): number {
  let count = 0;
  for (const folder of ['articles', 'pages']) {
    try {
      for (const name of readdirSync(join(contentDir, folder))) if (name.endsWith('.md')) count++;
    } catch {
      // a missing folder has none; the load stage reports anything worse
    }
  }
  return count;
}
