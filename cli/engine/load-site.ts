/**
 * The load stage of `site build`: configuration, content, routes and content assets. Every
 * content problem found is reported together — when the files themselves are invalid, the
 * Markdown and link problems are found too — and nothing is written.
 */
import { join } from 'node:path';
import type { ContentAssets } from '../assets/content-assets.ts';
import { noCache, type ContentCache } from '../cache/content-cache.ts';
import { hashOf } from '../cache/hash.ts';
import { noYamlCache, openYamlCache } from '../cache/yaml-cache.ts';
import { checkContentLinks } from '../check/content-links.ts';
import { loadConfig } from '../content/config.ts';
import { BuildFailure, type ContentErrorData, dedupe } from '../content/errors.ts';
import { type ConfigLocator, type LoadedContent, loadContent } from '../content/load.ts';
import { buildRoutes, type Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import { transformDocs } from '../render/transform.ts';
import type { BuildPlan } from './plan.ts';

/** A loaded, valid site. */
export interface LoadedSite {
  config: SiteConfig;
  locateConfig: ConfigLocator;
  content: LoadedContent;
  routes: Route[];
  assets: ContentAssets;
}

/** Load and validate everything; throws BuildFailure with every problem found. */
export async function loadSite(
  plan: BuildPlan,
  assetsJob: Promise<ContentAssets>,
  contentCache: ContentCache,
  time: <T>(stage: string, work: () => Promise<T> | T) => Promise<T>,
): Promise<LoadedSite> {
  const loaded = await time('config', () => loadConfig({ contentDir: plan.contentDir, overlayFile: plan.configOverlay }));
  if (!loaded.config) throw new BuildFailure(loaded.errors);
  const config = loaded.config;
  const locateConfig = loaded.locate!;
  const content = await time('load', async () => {
    const yaml = plan.cache
      ? openYamlCache(join(plan.caches, 'yaml', `${hashOf([plan.contentDir]).slice(0, 16)}.json`), plan.code)
      : noYamlCache;
    const loadedContent = await loadContent(plan.contentDir, config, { now: plan.now, drafts: plan.drafts }, yaml);
    yaml.save();
    return loadedContent;
  });
  const { routes, errors: routeErrors } = buildRoutes(content, config, locateConfig);
  const assets = await assetsJob;
  const errors: ContentErrorData[] = [...content.errors, ...routeErrors, ...assets.errors];
  if (errors.length > 0) {
    // Report the Markdown and link problems too, not only the first kind found.
    const transformed = await transformDocs(content.docs, config, { code: plan.code, cache: plan.cache ? contentCache : noCache });
    for (const result of transformed.values()) errors.push(...result.errors);
    errors.push(...checkContentLinks({ routes, content, transformed, config, images: assets.images, locateConfig }));
    throw new BuildFailure(dedupe(errors));
  }
  return { config, locateConfig, content, routes, assets };
}
