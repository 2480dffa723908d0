/**
 * build(): a recipe of named stages — plan, up-to-date check, load, prepare, render, check,
 * write — each timed. The stages live in their own modules and `site dev` runs the same ones
 * (dev/builder.ts). Any content error stops the build before anything is written, and all of
 * them are reported together.
 */
import { join } from 'node:path';
import { bundleClient, type ClientBundle } from '../assets/client-bundle.ts';
import { type ContentAssets, collectAssets } from '../assets/content-assets.ts';
import { fingerprintBuild, type InputsFingerprint, readBuildRecord, saveBuildRecord } from '../cache/build-record.ts';
import { diskCache, noCache } from '../cache/content-cache.ts';
import { checkPages } from '../check/page-checks.ts';
import { checkBudgets, htmlGzipFrom, type PageWeight, TABLE_MAX_ROUTES } from '../check/report.ts';
import { BuildFailure } from '../content/errors.ts';
import { siteData, socialCache, socialImagesFor } from '../content/site-data.ts';
import { type OutputWrites, outputState, outputWriter } from '../output/update-writer.ts';
import type { Writer } from '../output/write.ts';
import { type RenderBundle, renderBundleFile } from '../render/renderer.ts';
import { loadSite } from './load-site.ts';
import { type PageWork, workSummary } from './page-collector.ts';
import { keyedTasks, pageContext, pageTasks } from './page-tasks.ts';
import { type BuildOptions, type BuildPlan, planBuild } from './plan.ts';
import { renderStage } from './render-stage.ts';
import { assetPaths, writeSiteFiles } from './site-files.ts';
import { awaitedLater, type StageTimer, since, stageClock } from './stage-clock.ts';

export type { BuildOptions, BuildProgress } from './plan.ts';

/** What a successful build reports. */
export interface BuildResult {
  routes: number;
  pages: PageWeight[];
  /** HTML as written; its gzip weight only when every page was weighed (BuildOptions.weighEveryPage). */
  totals: { htmlBytes: number; htmlGzip?: number; jsGzip: number; cssGzip: number };
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
  // A record of a build that weighed fewer pages than this one reads cannot answer for it.
  if (recorded && (recorded.totals.htmlGzip !== undefined || !options.weighEveryPage))
    return { ...recorded, ...noWork(), timings, output: { written: 0, deleted: 0, swapped: false }, upToDate: true, ms: since(started) };

  // The two esbuild jobs and the assets run while content loads. Each is awaited later; a
  // failure is reported then, never as an unhandled rejection meanwhile.
  const jobs = {
    renderer: awaitedLater(time('renderer', () => renderBundleFile(plan.paths, plan.code))),
    bundle: awaitedLater(time('bundle', () => bundleClient(plan.paths, { code: plan.code }))),
    assets: awaitedLater(time('assets', () => collectAssets(plan.contentDir, plan.assets))),
  };
  const result = await buildStages({ plan, jobs, writer: options.writer, fingerprint, time });
  return { ...result, timings, ms: since(started) };
}

/** What the stages after the up-to-date check work with. */
interface StagesInput {
  plan: BuildPlan;
  jobs: { renderer: Promise<RenderBundle>; bundle: Promise<ClientBundle>; assets: Promise<ContentAssets> };
  writer: Writer | undefined;
  fingerprint: InputsFingerprint | undefined;
  time: StageTimer;
}

/** The stages after the up-to-date check: load, prepare, render, check and write. */
async function buildStages({ plan, jobs, fingerprint, time, ...given }: StagesInput) {
  const contentCache = plan.cache ? diskCache(join(plan.caches, 'content')) : noCache;
  const loaded = await loadSite(plan, jobs.assets, contentCache, time).catch(async (error: unknown) => {
    await Promise.allSettled(Object.values(jobs));
    throw error;
  });
  const { config, content, routes, assets } = loaded;
  const [renderer, bundle, social] = await Promise.all([
    jobs.renderer,
    jobs.bundle,
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
    htmlGzipFrom: htmlGzipFrom(!!plan.options.weighEveryPage || routes.length <= TABLE_MAX_ROUTES, config.budgets.htmlKb),
  });
  const tasks = keyedTasks(pageTasks(routes, config, plan.code), context, plan.code, renderer.file);

  // --no-cache trusts nothing from earlier builds: out/ is rebuilt beside and swapped in whole.
  const output = given.writer ? undefined : await outputWriter(plan.outDir, plan.outputsFile, { update: plan.cache });
  const writer = given.writer ?? output!;
  try {
    const rendering = { plan, loaded, context, tasks, contentCache, writer, renderer, time };
    const collected = await time('render', () => renderStage(rendering));
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
    return { ...result, ...workSummary(collected.work), work: collected.work, ...(output ? { output: output.report() } : {}) };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** The work of a build that did none. */
function noWork(): Pick<BuildResult, 'rendered' | 'parsed' | 'reasons' | 'work'> {
  return { ...workSummary([]), work: [] };
}

/** Routes, page weights and totals (the HTML's gzip total when every page was weighed). */
function resultOf(routes: number, pages: PageWeight[], sizes: readonly [string, number][]): RecordedResult {
  const gz = (ext: string) => sizes.filter(([url]) => url.endsWith(ext)).reduce((sum, [, n]) => sum + n, 0);
  const htmlBytes = pages.reduce((s, p) => s + p.htmlBytes, 0);
  const htmlGzip = pages.every((p) => p.htmlGzip !== undefined) ? pages.reduce((s, p) => s + p.htmlGzip!, 0) : undefined;
  return { routes, pages, totals: { htmlBytes, ...(htmlGzip === undefined ? {} : { htmlGzip }), jsGzip: gz('.js'), cssGzip: gz('.css') } };
}

export type { BuildPlan };
