/**
 * The render stage of `site build`: every page the caches do not hold is rendered (across
 * worker threads when there are many) and written; the caches keep what this content root needs
 * now, and links are checked across pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentCache } from '../render/content-cache.ts';
import type { PageCache } from '../render/page-cache.ts';
import type { KeyRecord } from '../cache/store.ts';
import { checkContentLinks } from '../check/content-links.ts';
import { BuildFailure, dedupe } from '../content/errors.ts';
import type { Writer } from '../output/write.ts';
import type { PageContext } from '../render/page-job.ts';
import { importRenderModule, type RenderBundle, type RenderModule } from '../render/renderer.ts';
import type { LoadedSite } from './load-site.ts';
import { pageCollector } from './page-collector.ts';
import { keyByReads, type SharedParts } from './page-keys.ts';
import type { KeyedTask } from './page-tasks.ts';
import type { BuildPlan } from './plan.ts';
import { renderPages } from './render-pages.ts';
import type { StageTimer } from './stage-clock.ts';

/** What the render stage works with. */
export interface RenderStageInput {
  plan: BuildPlan;
  loaded: LoadedSite;
  context: PageContext;
  tasks: KeyedTask[];
  contentCache: ContentCache;
  pageCache: PageCache;
  /** The page records of this scope's last build (what page-keys.ts keyed the tasks by). */
  previous: ReadonlyMap<string, KeyRecord>;
  parts: SharedParts;
  writer: Writer;
  renderer: RenderBundle;
  time: StageTimer;
}

/** Render every page the caches do not hold, write each, keep the cache records, and check links across pages. */
export async function renderStage(input: RenderStageInput) {
  const { plan, loaded, context, tasks, contentCache, pageCache, writer, renderer, time } = input;
  const collector = pageCollector(
    loaded.routes,
    tasks,
    contentCache.previous(plan.scope),
    { cache: plan.cache, onParse: plan.options.onParse, htmlGzipFrom: context.htmlGzipFrom },
    {
      write: (path, html, hash) => writer.write(path, html, hash),
      // Only a page out/ kept is read back, and only a writer that keeps pages has fileOf.
      read: (path) => readFileSync(writer.fileOf!(path)!),
    },
  );
  let done = 0;
  const take: typeof collector.take = (page) => {
    plan.options.onProgress?.({ stage: 'render', done: ++done, total: tasks.length });
    return collector.take(page);
  };
  let module: Promise<RenderModule> | undefined;
  const load = () => (module ??= time('renderer-import', () => importRenderModule(renderer)));
  await renderPages(
    tasks,
    context,
    {
      pageCache,
      keyByReads: (entry, reads) => keyByReads(entry, reads, input.parts),
      contentCache,
      contentCacheDir: plan.cache ? join(plan.caches, 'content') : null,
      cache: plan.cache,
      previous: input.previous,
      renderer: { ...renderer, load },
      workers: plan.options.workers,
      keep: writer.keep?.bind(writer),
      fileOf: writer.fileOf?.bind(writer),
    },
    take,
  );
  // The caches keep what this content root needs now (and its records, for the next --explain).
  pageCache.retain(plan.scope, new Map(tasks.map((t) => [t.task.outputPath, t.record])));
  const documents = tasks.flatMap((t) => (t.document && t.task.kind === 'page' ? [[t.task.doc.file, t.document.record] as const] : []));
  contentCache.retain(plan.scope, new Map(documents));
  const collected = collector.finish();
  collected.errors.push(...checkContentLinks({ ...loaded, transformed: collected.markdown, images: loaded.assets.images }));
  if (collected.errors.length > 0) throw new BuildFailure(dedupe(collected.errors));
  return collected;
}
