/**
 * build(): load → validate → transform → render → bundle → write, each stage timed. Reads like
 * a recipe; the stages live in their own modules. Any content error stops the build before
 * anything is written, and all of them are reported together.
 */
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectAssets } from './assets.ts';
import { bundleClient } from './bundle.ts';
import { loadConfig } from './config.ts';
import { BuildFailure, type ContentErrorData } from './content/errors.ts';
import { loadContent } from './content/load.ts';
import { checkContentLinks } from './links.ts';
import { projectPaths } from './project.ts';
import { loadRenderer } from './renderer.ts';
import { buildRoutes, NOT_FOUND_PATH } from './routes.ts';
import { callToActionTargets, checkPages, pageFacts, type PageFacts } from './check.ts';
import { checkBudgets, gzipSizes, weighPage, type PageWeight } from './report.ts';
import { renderRoutes } from './render-routes.ts';
import { siteData } from './site-data.ts';
import { transformDocs } from './transform.ts';
import { diskCache, noCache } from './content-cache.ts';
import { diskWriter, type Writer } from './write.ts';
import { headersFile, redirectsFile } from './deploy.ts';
import { atomFeed, FEED_PATH, robotsTxt, sitemapXml } from './seo.ts';
import { socialImagesFor } from './site-data.ts';

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
  /** Called for each Markdown file actually parsed (cache misses). */
  onParse?: (file: string) => void;
  /** Run the output checks (links, anchors, alt text, h1, title, description, CTA); default true. */
  check?: boolean;
}

/** What a successful build reports. */
export interface BuildResult {
  routes: number;
  pages: PageWeight[];
  totals: { htmlGzip: number; jsGzip: number; cssGzip: number };
  timings: Record<string, number>;
  ms: number;
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

  // The two esbuild jobs run while content loads.
  const rendererJob = time('renderer', () => loadRenderer(paths));
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
  const content = await time('load', () => loadContent(contentDir, config, locateConfig));
  const errors: ContentErrorData[] = [...content.errors];
  const { routes, errors: routeErrors } = buildRoutes(content, config, locateConfig);
  errors.push(...routeErrors);
  const cache = options.cache === false ? noCache : diskCache(join(paths.cache, 'content'));
  const transformed = await time('transform', () => transformDocs(content.docs, config, { cache, onParse: options.onParse }));
  for (const result of transformed.values()) errors.push(...result.errors);
  const assets = await assetsJob;
  errors.push(...checkContentLinks({ routes, content, transformed, config, images: assets.images, locateConfig }));
  if (errors.length > 0) {
    await settle();
    throw new BuildFailure(dedupe(errors));
  }

  const [renderer, bundle, social] = await Promise.all([rendererJob, bundleJob, time('social', () => socialImagesFor(contentDir, content, paths))]);
  const site = siteData(config, content, bundle, assets, { year: (options.now ?? new Date()).getFullYear(), social: social.images });

  const writer = options.writer ?? diskWriter(resolve(options.outDir ?? 'out'));
  const pages: PageWeight[] = [];
  const sizes = gzipSizes(bundle);
  const facts: PageFacts[] = [];
  const ctaTargets = callToActionTargets(config);
  try {
    await time('render', async () => {
      const renderInputs = { routes, transformed, renderer: renderer.module, site, islandNames: bundle.islandNames, siteFile: join(contentDir, 'site.yaml'), clientDir: paths.client };
      const renderErrors = await renderRoutes(renderInputs, async ({ route, html, islands }) => {
        await writer.write(route.outputPath, html);
        pages.push(weighPage({ path: route.path, outputPath: route.outputPath, source: route.kind === 'page' ? route.doc.file : undefined, html, islands }, bundle, sizes));
        if (route.kind === 'page' && options.check !== false) facts.push(pageFacts(html, { path: route.path, source: route.doc.file, exempt: route.path === NOT_FOUND_PATH }, ctaTargets));
      });
      if (renderErrors.length > 0) throw new BuildFailure(renderErrors);
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
      await writer.write('_redirects', redirectsFile(config));
      await writer.write('_headers', headersFile(config, config.redirects.map((r) => renderer.module.redirectScript(r.to))));
      await writer.write('sitemap.xml', sitemapXml(routes, config));
      await writer.write('robots.txt', robotsTxt(config));
      await writer.write(FEED_PATH.slice(1), atomFeed(site.hub, config, options.now ?? new Date()));
      await writer.commit();
    });
  } catch (error) {
    await writer.abort();
    throw error;
  }

  const gz = (predicate: (path: string) => boolean) => [...sizes].filter(([url]) => predicate(url)).reduce((sum, [, n]) => sum + n, 0);
  return {
    routes: routes.length,
    pages,
    totals: { htmlGzip: pages.reduce((s, p) => s + p.htmlGzip, 0), jsGzip: gz((p) => p.endsWith('.js')), cssGzip: gz((p) => p.endsWith('.css')) },
    timings,
    ms: Math.round(performance.now() - started),
  };
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
