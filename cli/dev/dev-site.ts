/**
 * One loaded site in site dev: the engine's stages over state kept in memory. buildAll() runs
 * them all; update() re-reads what changed and re-renders the routes it touched (see
 * builder.ts for the rules). Pages render through the same page job as `site build`
 * (render-routes.ts); the state's shape is in dev-state.ts.
 */
import { join } from 'node:path';
import { bundleClient } from '../assets/client-bundle.ts';
import { loadConfig } from '../content/config.ts';
import { BuildFailure } from '../content/errors.ts';
import { listContentFiles } from '../content/list-content-files.ts';
import { loadRenderer } from '../render/renderer.ts';
import type { Built } from './dev-state.ts';
import { devAssets } from './dev-assets.ts';
import { devContent } from './dev-content.ts';
import type { DevSiteOptions, DevSiteShared, DevState } from './dev-state.ts';
import { updateSite } from './dev-update.ts';
import { commitPages, renderRoutes } from './render-routes.ts';

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
