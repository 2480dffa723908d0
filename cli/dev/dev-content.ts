/**
 * Site dev's content stage: the read files assembled into content and routes, every document's
 * Markdown transformed (through a content cache that keeps this site's results in memory in
 * front of the disk cache), and the link checks, re-run only for the documents that changed
 * unless routes or assets may have.
 */
import type { ContentAssets } from '../assets/content-assets.ts';
import { type ContentCache, diskCache } from '../cache/content-cache.ts';
import { checkContentLinks } from '../check/content-links.ts';
import type { ContentErrorData } from '../content/errors.ts';
import { assembleContent, type ConfigLocator, type LoadedContent } from '../content/load.ts';
import type { ReadFile } from '../content/read-content-file.ts';
import { buildRoutes, type Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { MarkdownResult } from '../markdown/pipeline.ts';
import { documentKey, transformDocs } from '../render/transform.ts';

/** What devContent needs. */
export interface DevContentOptions {
  contentDir: string;
  config: SiteConfig;
  locate: ConfigLocator;
  /** The disk content cache's folder. */
  cacheDir: string;
  code: string;
  /** The clock dates are checked against (tests pin it); default: the time of each check. */
  now?: Date;
  /** Build draft pages (site dev shows them). */
  drafts: boolean;
}

/** Site dev's content state. */
export type DevContent = ReturnType<typeof devContent>;

/** Start with nothing assembled. */
export function devContent({ contentDir, config, locate, cacheDir, code, now, drafts }: DevContentOptions) {
  const { cache, keepOnly } = memoryFirst(diskCache(cacheDir));
  let content: LoadedContent | undefined;
  let routes: Route[] = [];
  const transformed = new Map<string, MarkdownResult>();
  /** Link errors of each document at its last check (valid while routes and assets stay the same). */
  const docLinkErrors = new Map<string, ContentErrorData[]>();

  /**
   * Recompute everything derived from the read files; returns content errors. Only
   * `changedDocs` (and documents never transformed) are transformed and link-checked again,
   * unless `everything` (routes or assets may have changed) re-checks every link.
   */
  async function assemble(reads: readonly ReadFile[], assets: ContentAssets, changedDocs: readonly string[], everything: boolean) {
    const assembled = assembleContent(contentDir, reads, { now: now ?? new Date(), drafts });
    const built = buildRoutes(assembled, config, locate);
    content = assembled;
    routes = built.routes;
    const changed = new Set(changedDocs);
    const current = new Set(assembled.docs.map((d) => d.file));
    const docs = assembled.docs.filter((d) => changedDocs.length === 0 || changed.has(d.file) || !transformed.has(d.file));
    for (const [file, result] of await transformDocs(docs, config, { code, cache })) transformed.set(file, result);
    for (const file of [...transformed.keys()]) if (!current.has(file)) transformed.delete(file);
    keepOnly(new Set(assembled.docs.map((doc) => documentKey(doc, config, code).key)));
    const errors = [...assembled.errors, ...built.errors, ...assets.errors];
    for (const doc of assembled.docs) errors.push(...(transformed.get(doc.file)?.errors ?? []));
    // Link checks: a document's own links only change with it, unless routes or assets did.
    if (everything) docLinkErrors.clear();
    const recheck = assembled.docs.filter((d) => changed.has(d.file) || !docLinkErrors.has(d.file));
    for (const doc of recheck) docLinkErrors.set(doc.file, []);
    for (const file of [...docLinkErrors.keys()]) if (!current.has(file)) docLinkErrors.delete(file);
    const found = checkContentLinks({
      routes,
      content: { ...assembled, docs: recheck },
      transformed,
      config,
      images: assets.images,
      locateConfig: locate,
    });
    const elsewhere: ContentErrorData[] = [];
    for (const error of found) (docLinkErrors.get(error.file) ?? elsewhere).push(error);
    for (const doc of assembled.docs) errors.push(...docLinkErrors.get(doc.file)!);
    return [...errors, ...elsewhere];
  }

  return {
    cache,
    assemble,
    routes: () => routes,
    /** The content last assembled (valid after the first assemble). */
    loaded: () => content!,
  };
}

/** `disk` with this process's results in memory in front of it; keepOnly() drops those no document has any more. */
function memoryFirst(disk: ContentCache): { cache: ContentCache; keepOnly: (keys: ReadonlySet<string>) => void } {
  const memory = new Map<string, MarkdownResult>();
  const cache: ContentCache = {
    get(key) {
      let value = memory.get(key);
      if (!value) {
        value = disk.get(key);
        if (value) memory.set(key, value);
      }
      return value;
    },
    set(key, value) {
      memory.set(key, value);
      disk.set(key, value);
    },
    previous: (scope) => disk.previous(scope),
    retain: (scope, current) => disk.retain(scope, current),
  };
  const keepOnly = (keys: ReadonlySet<string>) => {
    for (const key of [...memory.keys()]) if (!keys.has(key)) memory.delete(key);
  };
  return { cache, keepOnly };
}
