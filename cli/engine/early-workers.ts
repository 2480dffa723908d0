/**
 * Render workers started while the content loads. A cold build of a large site renders every
 * page across worker threads (render-pages.ts renderWorkers says how many), and each worker first
 * loads the render bundle. One starts at once for each core the main thread leaves idle while it
 * reads the content; any others start with the render stage, as all of them did before. Measured,
 * 1,000 articles cold on two cores, alternating: one early worker of two 0.982× and 0.981× the
 * wall time of none (6 and 12 pairs); both early 1.027× and, with the bundles' code cache, 0.949×
 * then 1.058× (6, 8 and 10 pairs: the loading then shares its core). Only when the build will
 * render many pages: no build of this content root is on record (a first build, cleared caches)
 * or the caches are off, and the root holds at least as many Markdown files as make the render
 * stage go parallel.
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type StartedWorkers, startRenderWorkers } from '../render/pool.ts';
import type { RenderBundle } from '../render/renderer.ts';
import type { BuildPlan } from './plan.ts';
import { PARALLEL_FROM_PAGES, renderWorkers } from './render-pages.ts';

/** Workers started for `plan` once its render bundle is ready, or undefined when the build will not need them up front. */
export function earlyRenderWorkers(plan: BuildPlan, renderer: Promise<RenderBundle>): Promise<StartedWorkers | undefined> {
  const cold = !plan.cache || !existsSync(plan.recordFile);
  const pages = markdownFiles(plan.contentDir);
  // One per core the main thread leaves idle while it loads; any more start with the render stage.
  const early = Math.min(renderWorkers(pages, plan.options.workers), availableParallelism() - 1);
  if (early < 1 || !cold || pages < PARALLEL_FROM_PAGES) return Promise.resolve(undefined);
  const cacheDir = plan.cache ? join(plan.caches, 'content') : null;
  // A render bundle that fails to build is reported where the build awaits it, not here.
  return renderer.then(
    (bundle) => startRenderWorkers(bundle, early, cacheDir),
    () => undefined,
  );
}

/** Markdown files directly in the root's articles/ and pages/ (a missing folder counts none). */
function markdownFiles(contentDir: string): number {
  const count = (folder: string) => {
    try {
      return readdirSync(join(contentDir, folder)).filter((name) => name.endsWith('.md')).length;
    } catch {
      return 0;
    }
  };
  return count('articles') + count('pages');
}
