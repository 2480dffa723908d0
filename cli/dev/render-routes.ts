/**
 * Rendering in site dev: selected routes through the same page job as `site build` (social
 * cards in production mode only), and the rendered pages made what the server serves.
 */
import { noPageCache } from '../cache/page-cache.ts';
import type { ContentErrorData } from '../content/errors.ts';
import { siteData, socialCache, socialImagesFor } from '../content/site-data.ts';
import { pageContext, pageTasks } from '../engine/page-tasks.ts';
import { renderPages } from '../engine/render-pages.ts';
import { htmlText } from '../render/html-text.ts';
import { assetOptions } from './dev-assets.ts';
import type { DevPage, DevState } from './dev-state.ts';

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
    if (result.html !== undefined)
      pages.push({ outputPath: result.outputPath, path: result.path, html: htmlText(result.html), reads: result.reads });
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
