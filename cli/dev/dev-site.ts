/**
 * One loaded site in site dev: the engine's stages over state kept in memory. buildAll() runs
 * them all; update() re-reads what changed and re-renders the routes it touched (see
 * builder.ts for the rules). Pages render through the same page job as `site build`.
 */
import { join } from 'node:path';
import { bundleClient, type ClientBundle } from '../assets/client-bundle.ts';
import { type ContentAssets, collectAssets } from '../assets/content-assets.ts';
import type { SocialImages } from '../assets/social.ts';
import { noPageCache } from '../cache/page-cache.ts';
import { loadConfig } from '../content/config.ts';
import { BuildFailure, type ContentErrorData } from '../content/errors.ts';
import { listContentFiles, type ReadFile } from '../content/load.ts';
import type { SiteConfig } from '../content/schema.ts';
import { siteData, socialCache, socialImagesFor } from '../content/site-data.ts';
import { pageContext, pageTasks } from '../engine/page-tasks.ts';
import { imageAssetOptions } from '../engine/plan.ts';
import type { ProjectPaths } from '../engine/project.ts';
import { renderPages } from '../engine/render-pages.ts';
import { type LoadedRenderer, loadRenderer } from '../render/renderer.ts';
import type { Built } from './builder.ts';
import type { ContentReader } from './content-reader.ts';
import { type DevContent, devContent } from './dev-content.ts';
import { updateSite } from './dev-update.ts';

/** A file the dev server serves from memory. */
export type ServedFile = string | Uint8Array;

/** Options of a dev site. */
export interface DevSiteOptions {
  contentDir: string;
  projectRoot?: string;
  overlayFile?: string;
  /** Config values merged last (local endpoints). */
  overrides?: Record<string, unknown>;
  /** Render exactly as `site build` does (production bundle, preloads, social cards); tests compare the two. */
  production?: boolean;
  /** Clock for the copyright year and the date checks (tests pin it). */
  now?: Date;
  /** Build draft pages, with their banner (default: yes, unless `production`, which renders as site build does). */
  drafts?: boolean;
}

/** What a dev site shares with its builder. */
export interface DevSiteShared {
  paths: ProjectPaths;
  code: string;
  reader: ContentReader;
  files: Map<string, ServedFile>;
}

/** The state of a loaded site (update() changes the generator bundles, assets and reads as files change). */
export interface DevState {
  options: DevSiteOptions;
  shared: DevSiteShared;
  config: SiteConfig;
  configFiles: string[];
  dev: boolean;
  renderer: LoadedRenderer;
  bundle: ClientBundle;
  assets: ContentAssets;
  reads: Map<string, ReadFile>;
  content: DevContent;
  /** Each page as last rendered (output path → its route path and the site data it read). */
  rendered: Map<string, { path: string; reads: string[] }>;
  /** What changed during failed updates: rendered by the next good one, so no edit is lost. */
  stale: { routes: Set<string>; docs: Set<string>; all: boolean };
  /** Social cards: made in production mode only (site dev pages do without). */
  social?: SocialImages['images'];
}

/** A page rendered by the dev site. */
export interface DevPage {
  outputPath: string;
  path: string;
  html: string;
  reads: string[];
}

/** Content assets as `site build` makes them (photos from the same image cache). */
export function devAssets(contentDir: string, paths: ProjectPaths): Promise<ContentAssets> {
  return collectAssets(contentDir, assetOptions(paths));
}

/** Where site dev caches encoded images, and their code identity. */
function assetOptions(paths: ProjectPaths) {
  return imageAssetOptions(paths.root, paths.cache, true);
}

/** A loaded site. */
export type DevSite = Awaited<ReturnType<typeof devSite>>;

/** Load a site's configuration, generator bundles and content files (nothing is rendered yet). */
export async function devSite(options: DevSiteOptions, shared: DevSiteShared) {
  const { paths, code, reader } = shared;
  const { contentDir } = options;
  const loaded = await loadConfig({ contentDir, overlayFile: options.overlayFile, overrides: options.overrides });
  if (!loaded.config) throw new BuildFailure(loaded.errors);
  const config = loaded.config;
  const dev = !options.production;
  const [list, renderer, bundle, assets] = await Promise.all([
    listContentFiles(contentDir),
    loadRenderer(paths, code),
    bundleClient(paths, { dev, code }),
    devAssets(contentDir, paths),
  ]);
  const read = [...list.articles, ...list.pages, ...list.data].map((f) => reader.read(f, config));
  const state: DevState = {
    options,
    shared,
    config,
    configFiles: loaded.files.map((f) => join(f)),
    dev,
    renderer,
    bundle,
    assets,
    reads: new Map([...read, ...list.rejected].flatMap((r) => (r ? [[r.file, r] as const] : []))),
    content: devContent({
      contentDir,
      config,
      locate: loaded.locate!,
      cacheDir: join(paths.cache, 'content'),
      code,
      now: options.now,
      drafts: options.drafts ?? dev,
    }),
    rendered: new Map(),
    stale: { routes: new Set(), docs: new Set(), all: false },
  };
  return {
    configFiles: () => state.configFiles,
    hasRead: (file: string) => state.reads.has(file),
    bodies: () => state.content.loaded().docs.map((doc) => doc.body),
    routes: () => state.content.routes(),
    config: () => config,
    buildAll: () => buildAll(state),
    /** Rebuild for `changed` files (`contentFiles`: those of them that are content); `recheck` after a failed build. */
    update: (changed: readonly string[], contentFiles: readonly string[], recheck: boolean) =>
      updateSite(state, changed, contentFiles, recheck),
  };
}

/** Check and render everything, and serve it. */
async function buildAll(state: DevState): Promise<Built> {
  const errors = await state.content.assemble([...state.reads.values()], state.assets, [], true);
  if (errors.length > 0) return { ok: false, errors };
  const { pages, errors: renderErrors } = await renderRoutes(state, 'all');
  if (renderErrors.length > 0) return { ok: false, errors: renderErrors };
  state.shared.files.clear();
  state.rendered.clear();
  commitPages(state, pages, true);
  return { ok: true, rendered: pages.map((p) => p.path), clientChanged: true };
}

/** Render `selected` routes through the page job; the pages and every page error. */
export async function renderRoutes(state: DevState, selected: ReadonlySet<string> | 'all') {
  const { config, content, bundle, assets, dev, renderer, options, shared } = state;
  const routes = content.routes().filter((r) => selected === 'all' || selected.has(r.path));
  if (!dev)
    state.social ??= (
      await socialImagesFor(
        options.contentDir,
        content.loaded(),
        assets.images,
        socialCache(assetOptions(shared.paths), options.contentDir),
      )
    ).images;
  const year = (options.now ?? new Date()).getFullYear();
  const site = siteData(config, content.loaded(), bundle, assets, { year, dev, social: state.social });
  const context = pageContext({
    site,
    config,
    bundle,
    assets,
    contentDir: options.contentDir,
    clientDir: shared.paths.client,
    check: false,
    weigh: false,
  });
  const tasks = pageTasks(routes, config, shared.code).map((entry) => ({ ...entry, record: {}, key: '' }));
  const pages: DevPage[] = [];
  const errors: ContentErrorData[] = [];
  const renderOptions = {
    pageCache: noPageCache,
    contentCache: content.cache,
    contentCacheDir: null,
    cache: true,
    previous: new Map(),
    renderer: { file: renderer.file, load: async () => renderer.module },
    workers: 1,
  };
  await renderPages(tasks, context, renderOptions, async ({ result }) => {
    errors.push(...result.errors);
    if (result.html !== undefined) pages.push({ outputPath: result.outputPath, path: result.path, html: result.html, reads: result.reads });
  });
  return { pages, errors };
}

/** Make rendered pages (and, when `withBundle`, the bundle and assets) what the server serves; drop pages of routes that are gone. */
export function commitPages(state: DevState, pages: readonly DevPage[], withBundle: boolean): void {
  const { files } = state.shared;
  if (withBundle) {
    for (const key of [...files.keys()]) if (key.startsWith('assets/') && !key.startsWith('assets/media')) files.delete(key);
    for (const f of [...state.bundle.files, ...state.assets.files]) files.set(f.path, f.contents);
  }
  for (const page of pages) {
    state.rendered.set(page.outputPath, { path: page.path, reads: page.reads });
    files.set(page.outputPath, page.html);
  }
  const outputs = new Set(state.content.routes().map((r) => r.outputPath));
  for (const output of [...state.rendered.keys()]) {
    if (outputs.has(output)) continue;
    state.rendered.delete(output);
    files.delete(output);
  }
}
