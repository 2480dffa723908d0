/**
 * Routes as page tasks (their cache keys: page-keys.ts), and the context every page of a build shares:
 * made the same way for `site build` and `site dev`, so both run the same page job on the same
 * input.
 */
import { join } from 'node:path';
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ContentAssets } from '../assets/content-assets.ts';
import type { KeyRecord } from '../cache/store.ts';
import { callToActionTargets } from '../check/page-facts.ts';
import { assetSizes, gzipSizes } from '../check/report.ts';
import { recordKeys } from '../content/load.ts';
import { NOT_FOUND_PATH, type Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { PageContext, PageTask } from '../render/page-job.ts';
import { documentKey } from '../render/transform.ts';
import type { SiteData } from '../../templates/types.ts';

/** A page task with its key records: the page's, and its document's (pages with Markdown). */
export interface KeyedTask {
  task: PageTask;
  record: KeyRecord;
  key: string;
  document?: { record: KeyRecord; key: string };
}

/** What pageContext needs. */
export interface ContextInputs {
  site: SiteData;
  config: SiteConfig;
  bundle: ClientBundle;
  /** Content assets (their sizes weigh each page's images). */
  assets: Pick<ContentAssets, 'files'>;
  contentDir: string;
  clientDir: string;
  check: boolean;
  /** Weigh pages (site build; site dev does not). */
  weigh: boolean;
  /** From which size a page's HTML is gzip-weighed (check/report.ts htmlGzipFrom; 0: every page). */
  htmlGzipFrom?: number;
}

/** The context every page shares. */
export function pageContext(inputs: ContextInputs): PageContext {
  const { site, config, bundle, assets, contentDir, clientDir, check, weigh, htmlGzipFrom = 0 } = inputs;
  return {
    site,
    linkKeys: Object.keys(config.links),
    videoKeys: Object.keys(config.videos),
    ctaTargets: callToActionTargets(config),
    check,
    bundle: { islands: bundle.islands },
    sizes: weigh ? [...gzipSizes(bundle), ...assetSizes(assets.files)] : [],
    islandNames: bundle.islandNames,
    islandsDir: join(clientDir, 'islands'),
    siteFile: join(contentDir, 'site.yaml'),
    weigh,
    htmlGzipFrom,
  };
}

/** A route as a page task, with its document's key record (pages with Markdown). */
export interface PageTaskEntry {
  task: PageTask;
  document?: { record: KeyRecord; key: string };
}

/** Every route as a page task; `code` is the code identity (part of each document key). */
export function pageTasks(routes: readonly Route[], config: SiteConfig, code: string): PageTaskEntry[] {
  return routes.map((route) => {
    if (route.kind === 'redirect') return { task: { kind: 'redirect', path: route.path, outputPath: route.outputPath, to: route.to } };
    const { doc } = route;
    const document = documentKey(doc, config, code);
    const records = [...recordKeys(doc.frontMatter)];
    const task: PageTask = {
      kind: 'page',
      path: route.path,
      outputPath: route.outputPath,
      layout: route.layout,
      indexable: route.indexable,
      exempt: route.path === NOT_FOUND_PATH,
      doc: { file: doc.file, body: doc.body, bodyLine: doc.bodyLine, frontMatter: doc.frontMatter, records, key: document.key },
    };
    return { task, document };
  });
}
