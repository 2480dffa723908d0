/**
 * The one engine of `site build` and `site dev`, the way Lume's Site works: build() runs every
 * stage over the whole content root, update(changedFiles) runs the same stages again after
 * re-reading only what changed. The stages are private and named — plan, up-to-date check, load,
 * prepare, render, check, write — each timed. The engine owns the one content store, the one
 * page store and the writer: site build gives none and gets out/'s writer; site dev gives the
 * served files (dev/served-files.ts). Which pages render again is decided by their cache keys
 * alone (page-keys.ts), so a build after an edit and a dev update after the same edit do the
 * same work. Any content error stops a run before anything is written, and all of them are
 * reported together.
 */
import { join } from 'node:path';
import { bundleClient, type ClientBundle } from '../assets/client-bundle.ts';
import { type ContentAssets, collectAssets } from '../assets/content-assets.ts';
import type { SocialImages } from '../assets/social.ts';
import { fingerprintBuild, type InputsFingerprint, readBuildRecord, saveBuildRecord } from '../cache/build-record.ts';
import { codeIdentity } from '../cache/code-identity.ts';
import { type ContentCache, diskCache, noCache } from '../render/content-cache.ts';
import { diskPageCache, noPageCache, type PageCache } from '../render/page-cache.ts';
import { checkPages } from '../check/page-checks.ts';
import { checkBudgets, htmlGzipFrom, TABLE_MAX_ROUTES } from '../check/report.ts';
import type { LoadedConfig } from '../content/config.ts';
import { BuildFailure } from '../content/errors.ts';
import type { LoadedContent } from '../content/load.ts';
import type { Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import { siteData, socialCache, socialImagesFor } from './site-data.ts';
import { outputState, outputWriter } from '../output/update-writer.ts';
import type { Writer } from '../output/write.ts';
import { type RenderBundle, renderBundleFile } from '../render/renderer.ts';
import { type BuildResult, noWork, type RecordedResult, resultOf } from './build-result.ts';
import { contentFiles } from '../content/content-files.ts';
import { isWithin } from '../files/real-paths.ts';
import { configFor, loadSite } from './load-site.ts';
import { workSummary } from './page-collector.ts';
import { keyedTasks, sharedParts } from './page-keys.ts';
import { pageContext, pageTasks } from './page-tasks.ts';
import { type BuildOptions, type BuildPlan, planBuild } from './plan.ts';
import { memoryFirst, memoryFirstPages } from './memory-first.ts';
import { renderStage } from './render-stage.ts';
import { assetPaths, writeSiteFiles } from './site-files.ts';
import { awaitedLater, type StageTimer, since, stageClock } from './stage-clock.ts';

/** The engine of one content root. */
export interface Engine {
  /** Build everything. Throws BuildFailure (with every content error) when content is invalid. */
  build(): Promise<BuildResult>;
  /** Build again after `changed` (absolute paths: content files, assets, site.yaml, the generator's own files). */
  update(changed: Iterable<string>): Promise<BuildResult>;
  /** The routes of the last run that got as far as making them. */
  routes(): Route[];
  /** The configuration of the last run that read a valid one. */
  config(): SiteConfig | undefined;
  /** Whether every content file among `files` still holds the bytes the last run read. */
  unchanged(files: readonly string[]): boolean;
  /** The content files among `files` whose bytes changed after the last run read them (a save caught half-written). */
  changedSinceRead(files: readonly string[]): string[];
  /** Whether `file` is a Markdown or YAML content file of this root. */
  holds(file: string): boolean;
}

/** The jobs that run while content loads: the two esbuild bundles and the content assets. */
interface Jobs {
  renderer: Promise<RenderBundle>;
  bundle: Promise<ClientBundle>;
  assets: Promise<ContentAssets>;
}

/** What changed since the last run ('all': nothing is known, everything is read and made again). */
type Changed = ReadonlySet<string> | 'all';

/** Create the engine for `options` (its plan is made and checked now: a bad option throws UsageError). */
export function createEngine(options: BuildOptions = {}): Engine {
  const plan = planBuild(options);
  const files = contentFiles(plan.contentDir);
  // The one content store and the one page store; an engine that will be updated (site dev) keeps
  // what it read and wrote in memory in front of the disk, so an update never reads it back.
  const contents = diskCache(join(plan.caches, 'content'));
  const pages = diskPageCache(join(plan.caches, 'pages'));
  const contentCache = !plan.cache ? noCache : options.updates ? memoryFirst(contents) : contents;
  const pageCache = !plan.cache ? noPageCache : options.updates ? memoryFirstPages(pages) : pages;
  const social = socialStage(plan);
  let config: LoadedConfig | undefined;
  let jobs: Jobs | undefined;
  let routes: Route[] = [];

  /** The jobs of this run: each started again when something it reads changed, else the last run's. */
  const startJobs = (changed: Changed, time: StageTimer): Jobs => {
    const generator = changed === 'all' || [...changed].some((file) => !isWithin(file, plan.contentDir));
    const assets = changed === 'all' || [...changed].some((file) => isWithin(file, join(plan.contentDir, 'assets')));
    if (generator && jobs) plan.code = codeIdentity(plan.paths.root);
    const next: Jobs = {
      renderer: !jobs || generator ? awaitedLater(time('renderer', () => renderBundleFile(plan.paths, plan.code))) : jobs.renderer,
      bundle: !jobs || generator ? awaitedLater(time('bundle', () => bundleClient(plan.paths, { code: plan.code }))) : jobs.bundle,
      assets: !jobs || assets ? awaitedLater(time('assets', () => collectAssets(plan.contentDir, plan.assets))) : jobs.assets,
    };
    jobs = next;
    return next;
  };

  async function run(changed: Changed): Promise<BuildResult> {
    const started = performance.now();
    const { timings, time } = stageClock(options.onProgress);
    const fingerprint = options.writer
      ? undefined
      : await time('up-to-date', () => fingerprintBuild({ ...plan, now: plan.now(), projectRoot: plan.paths.root }));
    const recorded =
      fingerprint && plan.cache
        ? await readBuildRecord<RecordedResult>(plan.recordFile, fingerprint, () => outputState(plan.outDir, plan.outputsFile))
        : undefined;
    // A record of a build that weighed fewer pages than this one reads cannot answer for it.
    if (recorded && (recorded.totals.htmlGzip !== undefined || !options.weighEveryPage))
      return { ...recorded, ...noWork(), timings, output: { written: 0, deleted: 0, swapped: false }, upToDate: true, ms: since(started) };
    const running = startJobs(changed, time);
    const before = config;
    config = await configFor(plan, { changed, config, time });
    // A new configuration re-validates every content file (front matter is checked against it).
    const load = { files, changed: config === before ? changed : 'all', assets: running.assets, contentCache, time } as const;
    const loaded = await loadSite(plan, config, load).catch(async (error: unknown) => {
      await Promise.allSettled(Object.values(running));
      throw error;
    });
    routes = loaded.routes;
    const stores = { contentCache, pageCache, social };
    const result = await stages({ plan, loaded, jobs: running, fingerprint, time, ...stores, writer: options.writer });
    return { ...result, timings, ms: since(started) };
  }

  return {
    build: () => run('all'),
    update: (changed) => run(new Set(changed)),
    routes: () => routes,
    config: () => config?.config,
    unchanged: files.unchanged,
    changedSinceRead: files.changedSinceRead,
    holds: files.holds,
  };
}

/** What the stages after the load work with. */
interface StagesInput {
  plan: BuildPlan;
  loaded: Awaited<ReturnType<typeof loadSite>>;
  jobs: Jobs;
  writer: Writer | undefined;
  fingerprint: InputsFingerprint | undefined;
  time: StageTimer;
  contentCache: ContentCache;
  pageCache: PageCache;
  social: ReturnType<typeof socialStage>;
}

/** The stages after the load: prepare, render, check and write. */
async function stages({ plan, loaded, jobs, fingerprint, time, contentCache, pageCache, ...given }: StagesInput) {
  const { config, content, routes, assets } = loaded;
  const [renderer, bundle, social] = await Promise.all([jobs.renderer, jobs.bundle, time('social', () => given.social(content, assets))]);
  const site = siteData(config, content, bundle, assets, { year: plan.now().getFullYear(), social: social.images });
  const weigh = plan.options.weigh !== false;
  const context = pageContext({
    site,
    config,
    bundle,
    assets,
    contentDir: plan.contentDir,
    clientDir: plan.paths.client,
    check: plan.check,
    weigh,
    htmlGzipFrom: weigh ? htmlGzipFrom(!!plan.options.weighEveryPage || routes.length <= TABLE_MAX_ROUTES, config.budgets.htmlKb) : 0,
  });
  const parts = sharedParts(context);
  const previous = pageCache.previous(plan.scope);
  const tasks = keyedTasks(pageTasks(routes, config, plan.code), parts, plan.code, renderer.file, previous);

  // --no-cache trusts nothing from earlier builds: out/ is rebuilt beside and swapped in whole.
  const output = given.writer ? undefined : await outputWriter(plan.outDir, plan.outputsFile, { update: plan.cache });
  const writer = given.writer ?? output!;
  try {
    const rendering = { plan, loaded, context, tasks, contentCache, pageCache, previous, parts, writer, renderer, time };
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
      await writeSiteFiles(writer, { config, routes, site, bundle, assets, social }, parts);
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

/** The social cards of a run: made again only when the content assets or the articles' covers changed since the last run. */
function socialStage(plan: BuildPlan) {
  let last: { assets: ContentAssets; covers: string; cards: Promise<SocialImages> } | undefined;
  return (content: LoadedContent, assets: ContentAssets): Promise<SocialImages> => {
    const covers = JSON.stringify(content.articles.map((article) => article.frontMatter.image));
    if (last?.assets !== assets || last.covers !== covers) {
      const cache = socialCache(plan.assets, plan.contentDir);
      last = { assets, covers, cards: socialImagesFor(plan.contentDir, content, assets.images, cache) };
      last.cards.catch(() => (last = undefined)); // a failure is made again next time
    }
    return last.cards;
  };
}
