/**
 * build(): load → validate → transform → render → bundle → write, each stage timed. Reads like
 * a recipe; the stages live in their own modules. Any content error stops the build before
 * anything is written, and all of them are reported together.
 */
import { join, resolve } from 'node:path';
import { collectAssets } from './assets.ts';
import { bundleClient } from './bundle.ts';
import { loadConfig } from './config.ts';
import { BuildFailure, type ContentErrorData } from './content/errors.ts';
import { loadContent } from './content/load.ts';
import { checkContentLinks } from './links.ts';
import { projectPaths } from './project.ts';
import { importRenderModule, renderBundleFile, type RenderModule } from './renderer.ts';
import { buildRoutes, NOT_FOUND_PATH, type Route } from './routes.ts';
import { availableParallelism } from 'node:os';
import { runPages } from './render-pool.ts';
import { documentCacheKey } from './document-key.ts';
import { transformDocs } from './transform.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import { recordKeys } from './content/load.ts';
import { callToActionTargets, checkPages, type PageFacts } from './check.ts';
import { checkBudgets, gzipSizes, type PageWeight } from './report.ts';
import { siteData } from './site-data.ts';
import { cacheKey, diskCache, noCache } from './content-cache.ts';
import { noYamlCache, openYamlCache } from './content/yaml-cache.ts';
import { diskPageCache, isCacheable, noPageCache, pageKey, sharedPageKey } from './page-cache.ts';
import type { Writer } from './write.ts';
import { outputState, outputWriter, type OutputWrites } from './update-writer.ts';
import { fingerprintBuild, readBuildRecord, saveBuildRecord } from './up-to-date.ts';
import { headersFile, inlineScripts, redirectsFile } from './deploy.ts';
import { atomFeed, FEED_PATH, robotsTxt, sitemapXml } from './seo.ts';
import { socialImagesFor } from './site-data.ts';
import { checkOutFolder, OUT_MARKER, OUT_MARKER_TEXT, removeAbandonedStaging } from './output/out-folder.ts';
import { existsSync } from 'node:fs';
import { UsageError } from './user-error.ts';

/** Options for build(). */
export interface BuildOptions {
  /** Content root (default: content). */
  contentDir?: string;
  /** Output folder (default: out). */
  outDir?: string;
  /** Overlay YAML deep-merged over site.yaml. */
  configOverlay?: string;
  /** The generator's own folder (templates/, client/); default: found from cwd. */
  projectRoot?: string;
  /** Where files go (default: a disk writer for outDir). */
  writer?: Writer;
  /** Clock for the copyright year (tests pin it). */
  now?: Date;
  /** Use the persistent content cache (default true; --no-cache turns it off). */
  cache?: boolean;
  /** Folder of the content and page caches (default: node_modules/.cache/site). */
  cacheDir?: string;
  /** Called for each Markdown file actually parsed (cache misses). */
  onParse?: (file: string) => void;
  /** Run the output checks (links, anchors, alt text, h1, title, description, CTA); default true. */
  check?: boolean;
  /** Worker threads for rendering (default: up to 4 for large sites, 1 below 400 routes). */
  workers?: number;
}

/** What a successful build reports. */
export interface BuildResult {
  routes: number;
  pages: PageWeight[];
  totals: { htmlGzip: number; jsGzip: number; cssGzip: number };
  timings: Record<string, number>;
  /** Pages rendered by this build (the others came unchanged from the page cache). */
  rendered: number;
  /** What the build did to out/ (absent when a custom writer was given). */
  output?: OutputWrites;
  /** Nothing changed since the last build: its result was reported, nothing was built. */
  upToDate?: boolean;
  ms: number;
}

/** The part of a result the up-to-date record keeps. */
type RecordedResult = Pick<BuildResult, 'routes' | 'pages' | 'totals'>;

/** Below this many routes, worker start-up costs more than it saves. */
const PARALLEL_FROM_ROUTES = 400;

/** A route as a plain-data page task. */
function pageTask(route: Route, context: Pick<PageContext, 'linkKeys' | 'videoKeys'>): PageTask {
  if (route.kind === 'redirect') return { kind: 'redirect', path: route.path, outputPath: route.outputPath, to: route.to };
  const { doc } = route;
  const records = [...recordKeys(doc.frontMatter)];
  return {
    kind: 'page',
    path: route.path,
    outputPath: route.outputPath,
    layout: route.layout,
    indexable: route.indexable,
    exempt: route.path === NOT_FOUND_PATH,
    doc: {
      file: doc.file,
      body: doc.body,
      bodyLine: doc.bodyLine,
      frontMatter: doc.frontMatter,
      records,
      key: documentCacheKey(doc, context.linkKeys, context.videoKeys, records),
    },
  };
}

/** Build the site. Throws BuildFailure (with every content error) when content is invalid. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = Math.round((performance.now() - t) * 10) / 10;
    }
  };
  const contentDir = resolve(options.contentDir ?? 'content');
  const paths = projectPaths(options.projectRoot);
  const outDir = resolve(options.outDir ?? 'out');
  const caches = options.cacheDir ?? paths.cache;
  const outputsFile = join(caches, 'outputs', `${cacheKey([outDir]).slice(0, 16)}.json`);
  if (options.workers !== undefined && !(Number.isInteger(options.workers) && options.workers >= 1 && options.workers <= 64)) {
    throw new UsageError(`workers must be a whole number from 1 to 64 (got ${options.workers})`);
  }
  if (!options.writer) {
    // Only a folder that is site's own may be replaced; checked before any work starts.
    checkOutFolder(outDir, { projectRoot: paths.root, contentDir, recorded: existsSync(outputsFile) });
    removeAbandonedStaging(outDir);
  }

  // Nothing changed since the last build into this out/: report it without building.
  const recordFile = join(caches, 'builds', `${cacheKey([contentDir, outDir, options.configOverlay ?? '']).slice(0, 16)}.json`);
  const now = options.now ?? new Date();
  const fingerprint = options.writer
    ? undefined
    : await time('up-to-date', () =>
        fingerprintBuild({
          contentDir,
          outDir,
          projectRoot: paths.root,
          configOverlay: options.configOverlay,
          check: options.check !== false,
          now,
        }),
      );
  const recorded =
    fingerprint && options.cache !== false
      ? await readBuildRecord<RecordedResult>(recordFile, fingerprint, () => outputState(outDir, outputsFile))
      : undefined;
  if (recorded) {
    return {
      ...recorded,
      timings,
      rendered: 0,
      output: { written: 0, deleted: 0, swapped: false },
      upToDate: true,
      ms: Math.round(performance.now() - started),
    };
  }

  // The two esbuild jobs run while content loads.
  const rendererJob = time('renderer', () => renderBundleFile(paths));
  const bundleJob = time('bundle', () => bundleClient(paths));
  const assetsJob = time('assets', () => collectAssets(contentDir));
  const settle = () => Promise.allSettled([rendererJob, bundleJob, assetsJob]);

  const loaded = await time('config', () => loadConfig({ contentDir, overlayFile: options.configOverlay }));
  if (!loaded.config) {
    await settle();
    throw new BuildFailure(loaded.errors);
  }
  const config = loaded.config;
  const locateConfig = loaded.locate!;
  const content = await time('load', async () => {
    const yaml =
      options.cache === false ? noYamlCache : await openYamlCache(join(caches, 'yaml', `${cacheKey([contentDir]).slice(0, 16)}.json`));
    const loaded = await loadContent(contentDir, config, locateConfig, yaml);
    await yaml.save();
    return loaded;
  });
  const errors: ContentErrorData[] = [...content.errors];
  const { routes, errors: routeErrors } = buildRoutes(content, config, locateConfig);
  errors.push(...routeErrors);
  const cacheDir = options.cache === false ? null : join(caches, 'content');
  const cache = cacheDir ? diskCache(cacheDir) : noCache;
  const pageCache = options.cache === false ? noPageCache : diskPageCache(join(caches, 'pages'));
  const assets = await assetsJob;
  errors.push(...assets.errors);
  if (errors.length > 0) {
    // Report the Markdown and link problems too, not only the first kind found.
    const transformed = await transformDocs(content.docs, config, { cache });
    for (const result of transformed.values()) errors.push(...result.errors);
    errors.push(...checkContentLinks({ routes, content, transformed, config, images: assets.images, locateConfig }));
    await settle();
    throw new BuildFailure(dedupe(errors));
  }

  const [renderer, bundle, social] = await Promise.all([
    rendererJob,
    bundleJob,
    time('social', () => socialImagesFor(contentDir, content, paths)),
  ]);
  const site = siteData(config, content, bundle, assets, { year: now.getFullYear(), social: social.images });

  // --no-cache trusts nothing from earlier builds: out/ is rebuilt beside and swapped in whole.
  const output = options.writer ? undefined : await outputWriter(outDir, outputsFile, { update: options.cache !== false });
  const writer = options.writer ?? output!;
  const pages: PageWeight[] = [];
  const sizes = gzipSizes(bundle);
  const facts: PageFacts[] = [];
  const ctaTargets = callToActionTargets(config);
  const context: PageContext = {
    site,
    linkKeys: Object.keys(config.links),
    videoKeys: Object.keys(config.videos),
    ctaTargets,
    check: options.check !== false,
    bundle: { islands: bundle.islands },
    sizes: [...sizes],
  };
  let rendered = 0;
  try {
    await time('render', async () => {
      const renderErrors: ContentErrorData[] = [];
      const markdown = new Map<string, NonNullable<PageResult['markdown']>>();
      const byOutput = new Map(routes.map((r) => [r.outputPath, r]));
      const take = async (result: PageResult) => {
        renderErrors.push(...result.errors, ...(result.markdown?.errors ?? []));
        const unknown = result.islands.filter((name) => !bundle.islandNames.includes(name));
        if (unknown.length > 0)
          renderErrors.push({
            code: 'unknown-island',
            message: `${result.path} uses island ${unknown.join(', ')}, which is not a file in client/islands/`,
            file: join(paths.client, 'islands'),
          });
        const route = byOutput.get(result.outputPath);
        if (result.markdown && route?.kind === 'page') markdown.set(route.doc.file, result.markdown);
        if (result.parsed && route?.kind === 'page') options.onParse?.(route.doc.file);
        if (result.weight) pages.push(result.weight);
        if (result.facts) facts.push(result.facts);
        if (result.html !== undefined) await writer.write(result.outputPath, result.html);
      };
      // Pages whose every input is unchanged come from the page cache; only the rest render.
      const shared = sharedPageKey(renderer.file, context);
      const tasks = routes.map((route) => {
        const task = pageTask(route, context);
        return { task, key: pageKey(shared, task) };
      });
      const cached = await mapInBatches(tasks, 32, async (entry) => {
        const stored = await pageCache.get(entry.key);
        if (!stored) return false;
        // A page out/ already holds as it is needs no HTML at all; otherwise read it (verified).
        const kept = (await writer.keep?.(stored.result.outputPath, stored.htmlHash)) ?? false;
        const html = kept ? undefined : await pageCache.html(entry.key, stored.htmlHash);
        if (!kept && html === undefined) return false;
        await take({ ...stored.result, html, parsed: false });
        return true;
      });
      const misses = tasks.filter((_, i) => !cached[i]);
      const keys = new Map(misses.map(({ task, key }) => [task.outputPath, key]));
      const workers = options.workers ?? (misses.length >= PARALLEL_FROM_ROUTES ? Math.min(availableParallelism(), 4) : 1);
      let module: Promise<RenderModule> | undefined;
      let finished = 0;
      const load = () => (module ??= time('renderer-import', () => importRenderModule(renderer.file)));
      await runPages(
        misses.map((m) => m.task),
        context,
        { workers, renderer: { file: renderer.file, load }, cache, cacheDir },
        async (result) => {
          finished++;
          await Promise.all([isCacheable(result) ? pageCache.set(keys.get(result.outputPath)!, result) : undefined, take(result)]);
        },
      );
      // A build that lost pages on the way is a bug, never a success (nor an up-to-date record).
      if (finished !== misses.length) throw new Error(`render stage returned ${finished} of ${misses.length} pages`);
      rendered = misses.length;
      // The caches keep what this content root needs now, not every version ever built.
      await pageCache.retain(
        contentDir,
        tasks.map((t) => t.key),
      );
      await cache.retain(
        contentDir,
        tasks.flatMap(({ task }) => (task.kind === 'page' ? [task.doc.key] : [])),
      );
      renderErrors.push(...checkContentLinks({ routes, content, transformed: markdown, config, images: assets.images, locateConfig }));
      if (renderErrors.length > 0) throw new BuildFailure(dedupe(renderErrors));
      const order = new Map(routes.map((r, i) => [r.path, i]));
      pages.sort((a, b) => order.get(a.path)! - order.get(b.path)!);
      facts.sort((a, b) => order.get(a.path)! - order.get(b.path)!);
    });
    if (options.check !== false) {
      await time('check', () => {
        const written = new Set([...bundle.files, ...assets.files, ...social.files].map((f) => f.path));
        const cssGzip = sizes.get(bundle.css) ?? 0;
        const checkErrors = [...checkPages(facts, written), ...checkBudgets(pages, cssGzip, config.budgets)];
        if (checkErrors.length > 0) throw new BuildFailure(checkErrors);
      });
    }
    await time('write', async () => {
      await Promise.all([...bundle.files, ...assets.files, ...social.files].map((file) => writer.write(file.path, file.contents)));
      await writer.write(OUT_MARKER, OUT_MARKER_TEXT);
      await writer.write('_redirects', redirectsFile(config));
      await writer.write('_headers', headersFile(config, inlineScripts(config)));
      await writer.write('sitemap.xml', sitemapXml(routes, config));
      await writer.write('robots.txt', robotsTxt(config));
      await writer.write(FEED_PATH.slice(1), atomFeed(site.hub, config, now));
      await writer.commit();
    });
  } catch (error) {
    await writer.abort();
    throw error;
  }

  const gz = (predicate: (path: string) => boolean) => [...sizes].filter(([url]) => predicate(url)).reduce((sum, [, n]) => sum + n, 0);
  const result: RecordedResult = {
    routes: routes.length,
    pages,
    totals: {
      htmlGzip: pages.reduce((s, p) => s + p.htmlGzip, 0),
      jsGzip: gz((p) => p.endsWith('.js')),
      cssGzip: gz((p) => p.endsWith('.css')),
    },
  };
  if (fingerprint && output) await saveBuildRecord(recordFile, fingerprint, output.state(), result);
  return {
    ...result,
    timings,
    rendered,
    ...(output ? { output: output.report() } : {}),
    ms: Math.round(performance.now() - started),
  };
}

/** Run `work` over `items`, `size` at a time; the results in input order. */
async function mapInBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Drop repeated errors (the same problem found by two stages). */
export function dedupe(errors: ContentErrorData[]): ContentErrorData[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
