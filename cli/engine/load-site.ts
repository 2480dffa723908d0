/**
 * The load stage: configuration, content, routes and content assets. Every content problem
 * found is reported together — when the files themselves are invalid, the Markdown and link
 * problems are found too — and nothing is written. The configuration is read again only when
 * it changed; content files only when they changed (content-files.ts).
 */
import { join } from 'node:path';
import type { ContentAssets } from '../assets/content-assets.ts';
import { noCache, type ContentCache } from '../render/content-cache.ts';
import { hashOf } from '../cache/hash.ts';
import { noYamlCache, openYamlCache } from '../cache/yaml-cache.ts';
import { checkContentLinks } from '../check/content-links.ts';
import { type LoadedConfig, loadConfig } from '../content/config.ts';
import { BuildFailure, type ContentErrorData, dedupe } from '../content/errors.ts';
import { assembleContent, type ConfigLocator, type LoadedContent } from '../content/load.ts';
import { buildRoutes, type Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import { transformDocs } from '../render/transform.ts';
import type { ContentFiles } from '../content/content-files.ts';
import type { BuildPlan } from './plan.ts';
import type { StageTimer } from './stage-clock.ts';

/** A loaded, valid site. */
export interface LoadedSite {
  config: SiteConfig;
  locateConfig: ConfigLocator;
  content: LoadedContent;
  routes: Route[];
  assets: ContentAssets;
}

/** What the load stage reads from: the content files, and what changed since they were last read. */
export interface LoadInput {
  files: ContentFiles;
  /** Changed files ('all': read everything again). */
  changed: ReadonlySet<string> | 'all';
  assets: Promise<ContentAssets>;
  contentCache: ContentCache;
  time: StageTimer;
}

/** The configuration, read again when it changed (or was never read successfully). */
export async function configFor(
  plan: BuildPlan,
  input: Pick<LoadInput, 'changed' | 'time'> & { config: LoadedConfig | undefined },
): Promise<LoadedConfig> {
  const { changed, config } = input;
  const stale = !config?.config || changed === 'all' || config.files.some((file) => changed.has(file));
  if (!stale) return config;
  const { configOverlay: overlayFile, options } = plan;
  return input.time('config', () => loadConfig({ contentDir: plan.contentDir, overlayFile, overrides: options.configOverrides }));
}

/** Load and validate everything (`loaded`: the configuration from configFor); throws BuildFailure with every problem found. */
export async function loadSite(plan: BuildPlan, loaded: LoadedConfig, input: LoadInput): Promise<LoadedSite> {
  if (!loaded.config) throw new BuildFailure(loaded.errors);
  const config = loaded.config;
  const locateConfig = loaded.locate!;
  const content = await input.time('load', async () => {
    const yaml = plan.cache
      ? openYamlCache(join(plan.caches, 'yaml', `${hashOf([plan.contentDir]).slice(0, 16)}.json`), plan.code)
      : noYamlCache;
    const reads = await input.files.refresh(config, input.changed, yaml);
    yaml.save();
    return assembleContent(plan.contentDir, reads, { now: plan.now(), drafts: plan.drafts });
  });
  const { routes, errors: routeErrors } = buildRoutes(content, config, locateConfig);
  const assets = await input.assets;
  const errors: ContentErrorData[] = [...content.errors, ...routeErrors, ...assets.errors];
  if (errors.length > 0) {
    // Report the Markdown and link problems too, not only the first kind found.
    const cache = plan.cache ? input.contentCache : noCache;
    const transformed = await transformDocs(content.docs, config, { code: plan.code, cache });
    for (const result of transformed.values()) errors.push(...result.errors);
    errors.push(...checkContentLinks({ routes, content, transformed, config, images: assets.images, locateConfig }));
    throw new BuildFailure(dedupe(errors));
  }
  return { config, locateConfig, content, routes, assets };
}
