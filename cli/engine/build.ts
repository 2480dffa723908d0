/**
 * build(): a recipe of named stages — plan, up-to-date check, load, prepare, render, check,
 * write — each timed. The stages live in their own modules and `site dev` runs the same ones
 * (dev/builder.ts). Any content error stops the build before anything is written, and all of
 * them are reported together.
 */
import { join } from 'node:path';
import { bundleClient } from '../assets/client-bundle.ts';
import { collectAssets } from '../assets/content-assets.ts';
import { fingerprintBuild, readBuildRecord, saveBuildRecord } from '../cache/build-record.ts';
import { type ContentCache, diskCache, noCache } from '../cache/content-cache.ts';
import { diskPageCache, noPageCache } from '../cache/page-cache.ts';
import { checkContentLinks } from '../check/content-links.ts';
import { checkPages } from '../check/page-checks.ts';
import { checkBudgets, type PageWeight } from '../check/report.ts';
import { BuildFailure, dedupe } from '../content/errors.ts';
import { siteData, socialCache, socialImagesFor } from '../content/site-data.ts';
import { type OutputWrites, outputState, outputWriter } from '../output/update-writer.ts';
import { importRenderModule, type RenderModule, renderBundleFile } from '../render/renderer.ts';
import type { Writer } from '../output/write.ts';
import type { PageContext } from '../render/page-job.ts';
import { type LoadedSite, loadSite } from './load-site.ts';
import { type PageWork, pageCollector, workSummary } from './page-collector.ts';
import { type KeyedTask, keyedTasks, pageContext, pageTasks } from './page-tasks.ts';
import { type BuildOptions, type BuildPlan, planBuild } from './plan.ts';
import { renderPages } from './render-pages.ts';
import { assetPaths, writeSiteFiles } from './site-files.ts';

export type { BuildOptions, BuildProgress } from './plan.ts';

/** What a successful build reports. */
export interface BuildResult {
  routes: number;
  pages: PageWeight[];
  totals: { htmlGzip: number; jsGzip: number; cssGzip: number };
  timings: Record<string, number>;
  /** Pages rendered by this build (the others came unchanged from the page cache). */
  rendered: number;
  /** Markdown documents parsed (not taken from the content cache). */
  parsed: number;
  /** Why pages were rendered and documents parsed, counted by reason (cache/explain.ts). */
  reasons: ReturnType<typeof workSummary>['reasons'];
  /** Each rendered page with its reason (site build --explain prints them). */
  work: PageWork[];
  /** What the build did to out/ (absent when a custom writer was given). */
  output?: OutputWrites;
  /** Nothing changed since the last build: its result was reported, nothing was built. */
  upToDate?: boolean;
  ms: number;
}

/** The part of a result the up-to-date record keeps. */
type RecordedResult = Pick<BuildResult, 'routes' | 'pages' | 'totals'>;

/** Build the site. Throws BuildFailure (with every content error) when content is invalid. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const { timings, time } = stageClock(options.onProgress);
  const plan = planBuild(options);
  const fingerprint = options.writer
    ? undefined
    : await time('up-to-date', () => fingerprintBuild({ ...plan, projectRoot: plan.paths.root }));
  const recorded =
    fingerprint && plan.cache
      ? await readBuildRecord<RecordedResult>(plan.recordFile, fingerprint, () => outputState(plan.outDir, plan.outputsFile))
      : undefined;
  if (recorded)
    return { ...recorded, ...noWork(), timings, output: { written: 0, deleted: 0, swapped: false }, upToDate: true, ms: since(started) };

  // The two esbuild jobs and the assets run while content loads.
  // Each is awaited later; a failure is reported then, never as an unhandled rejection meanwhile.
  const rendererJob = awaitedLater(time('renderer', () => renderBundleFile(plan.paths, plan.code)));
  const bundleJob = awaitedLater(time('bundle', () => bundleClient(plan.paths, { code: plan.code })));
  const assetsJob = awaitedLater(time('assets', () => collectAssets(plan.contentDir, plan.assets)));
  const contentCache = plan.cache ? diskCache(join(plan.caches, 'content')) : noCache;
  const loaded = await loadSite(plan, assetsJob, contentCache, time).catch(async (error: unknown) => {
    await Promise.allSettled([rendererJob, bundleJob, assetsJob]);
    throw error;
  });
  const { config, content, routes, assets } = loaded;
  const [renderer, bundle, social] = await Promise.all([
    rendererJob,
    bundleJob,
    time('social', () => socialImagesFor(plan.contentDir, content, assets.images, socialCache(plan.assets, plan.contentDir))),
  ]);
  const site = siteData(config, content, bundle, assets, { year: plan.now.getFullYear(), social: social.images });
  const context = pageContext({
    site,
    config,
    bundle,
    assets,
    contentDir: plan.contentDir,
    clientDir: plan.paths.client,
    check: plan.check,
    weigh: true,
  });
  const tasks = keyedTasks(pageTasks(routes, config, plan.code), context, plan.code, renderer.file);

  // --no-cache trusts nothing from earlier builds: out/ is rebuilt beside and swapped in whole.
  const output = options.writer ? undefined : await outputWriter(plan.outDir, plan.outputsFile, { update: plan.cache });
  const writer = options.writer ?? output!;
  try {
    const collected = await time('render', () =>
      renderStage({ plan, loaded, context, tasks, contentCache, writer, rendererFile: renderer.file, time }),
    );
    if (plan.check) {
      await time('check', () => {
        const cssGzip = new Map(context.sizes).get(bundle.css) ?? 0;
        const errors = [
          ...checkPages(collected.facts, assetPaths({ bundle, assets, social })),
          ...checkBudgets(collected.pages, cssGzip, config.budgets),
        ];
        if (errors.length > 0) throw new BuildFailure(errors);
      });
    }
    await time('write', async () => {
      await writeSiteFiles(writer, { config, routes, site, bundle, assets, social });
      await writer.commit();
    });
    const result = resultOf(routes.length, collected.pages, context.sizes);
    if (fingerprint && output) saveBuildRecord(plan.recordFile, fingerprint, output.state(), result);
    return {
      ...result,
      ...workSummary(collected.work),
      work: collected.work,
      timings,
      ...(output ? { output: output.report() } : {}),
      ms: since(started),
    };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** What the render stage works with. */
interface RenderStageInput {
  plan: BuildPlan;
  loaded: LoadedSite;
  context: PageContext;
  tasks: KeyedTask[];
  contentCache: ContentCache;
  writer: Writer;
  rendererFile: string;
  time: ReturnType<typeof stageClock>['time'];
}

/** Render every page the caches do not hold, write each, keep the cache records, and check links across pages. */
async function renderStage({ plan, loaded, context, tasks, contentCache, writer, rendererFile, time }: RenderStageInput) {
  const pageCache = plan.cache ? diskPageCache(join(plan.caches, 'pages')) : noPageCache;
  const collector = pageCollector(
    loaded.routes,
    tasks,
    contentCache.previous(plan.contentDir),
    { cache: plan.cache, onParse: plan.options.onParse },
    (path, html, hash) => writer.write(path, html, hash),
  );
  let done = 0;
  const take: typeof collector.take = (page) => {
    plan.options.onProgress?.({ stage: 'render', done: ++done, total: tasks.length });
    return collector.take(page);
  };
  let module: Promise<RenderModule> | undefined;
  const load = () => (module ??= time('renderer-import', () => importRenderModule(rendererFile)));
  await renderPages(
    tasks,
    context,
    {
      pageCache,
      contentCache,
      contentCacheDir: plan.cache ? join(plan.caches, 'content') : null,
      cache: plan.cache,
      previous: pageCache.previous(plan.contentDir),
      renderer: { file: rendererFile, load },
      workers: plan.options.workers,
      keep: writer.keep?.bind(writer),
      fileOf: writer.fileOf?.bind(writer),
    },
    take,
  );
  // The caches keep what this content root needs now (and its records, for the next --explain).
  pageCache.retain(plan.contentDir, new Map(tasks.map((t) => [t.task.outputPath, t.record])));
  const documents = tasks.flatMap((t) => (t.document && t.task.kind === 'page' ? [[t.task.doc.file, t.document.record] as const] : []));
  contentCache.retain(plan.contentDir, new Map(documents));
  const collected = collector.finish();
  collected.errors.push(...checkContentLinks({ ...loaded, transformed: collected.markdown, images: loaded.assets.images }));
  if (collected.errors.length > 0) throw new BuildFailure(dedupe(collected.errors));
  return collected;
}

/** Stage timings: `time(stage, work)` runs work and records its milliseconds; `onStart` hears each stage begin. */
function stageClock(onStart?: (progress: { stage: string }) => void) {
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    onStart?.({ stage });
    const t = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = Math.round((performance.now() - t) * 10) / 10;
    }
  };
  return { timings, time };
}

/** `job`, marked as handled: its rejection surfaces where it is awaited. */
function awaitedLater<T>(job: Promise<T>): Promise<T> {
  job.catch(() => {});
  return job;
}

const since = (started: number) => Math.round(performance.now() - started);

/** The work of a build that did none. */
function noWork(): Pick<BuildResult, 'rendered' | 'parsed' | 'reasons' | 'work'> {
  return { ...workSummary([]), work: [] };
}

/** Routes, page weights and gzip totals. */
function resultOf(routes: number, pages: PageWeight[], sizes: readonly [string, number][]): RecordedResult {
  const gz = (ext: string) => sizes.filter(([url]) => url.endsWith(ext)).reduce((sum, [, n]) => sum + n, 0);
  return { routes, pages, totals: { htmlGzip: pages.reduce((s, p) => s + p.htmlGzip, 0), jsGzip: gz('.js'), cssGzip: gz('.css') } };
}

export type { BuildPlan };
