/**
 * Render workers started while content loads. Each worker spends a few hundred milliseconds
 * loading the render bundle (React, the templates) before its first page; started once the
 * content root is listed, that overlaps the main thread reading and validating every file
 * instead of following it. Only for a build that will render many pages: a cold one (no page
 * records of this content root, or --no-cache) of at least PARALLEL_FROM_PAGES documents, so a
 * build that renders a few pages never pays for workers it does not use.
 */
import { type RenderPool, startRenderPool } from '../render/pool.ts';
import { defaultWorkers, PARALLEL_FROM_PAGES } from './render-pages.ts';
import type { StageTimer } from './stage-clock.ts';

/** The early workers of one build. */
export interface EarlyWorkers {
  /** The content root lists `documents` Markdown documents: start the workers if the build is worth them. */
  listed(documents: number): void;
  /** The workers, if they were started (the render stage takes them over, or ends them). */
  pool(): Promise<RenderPool | undefined>;
  /** End them if nothing took them (a build that failed before rendering). */
  end(): Promise<void>;
}

/**
 * Early workers for a build whose render bundle is `renderer`; `cold`: no page of this content
 * root is cached. Starting them is timed as the build's 'workers' stage.
 */
export function earlyWorkers(
  renderer: Promise<{ file: string }>,
  options: { cold: boolean; workers: number | undefined; contentCacheDir: string | null; time: StageTimer },
): EarlyWorkers {
  let started: Promise<RenderPool | undefined> | undefined;
  return {
    listed(documents) {
      const count = options.workers ?? defaultWorkers();
      if (started || !options.cold || documents < PARALLEL_FROM_PAGES || count <= 1) return;
      // A render bundle that failed to compile is reported where the build awaits it.
      started = renderer.then(
        ({ file }) => options.time('workers', () => startRenderPool(file, count, options.contentCacheDir)),
        () => undefined,
      );
    },
    pool: () => started ?? Promise.resolve(undefined),
    end: async () => (await started)?.end(),
  };
}
