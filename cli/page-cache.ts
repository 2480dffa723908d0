/**
 * The page cache: each page's finished result (HTML, weight, check facts, Markdown link facts)
 * keyed by everything that shapes it: the render bundle (templates, page job and Markdown
 * pipeline are all inside it, and its file name is its content hash), the data every page
 * shares (configuration, hub cards, data files, asset names and sizes) and the page's own task
 * (front matter and Markdown). A build whose inputs did not change renders nothing; an edited
 * article body re-renders that article alone. --no-cache turns it off with the content cache.
 */
import { basename } from 'node:path';
import { cacheKey, diskStore, noStore, type KeyedStore } from './disk-store.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import { generatorId } from './version.ts';

/** Finished pages by key. */
export type PageCache = KeyedStore<PageResult>;

/** Bump when the shape of a stored PageResult changes. */
const PAGE_CACHE_VERSION = 'pages-1';

/** A page cache under `dir` (e.g. node_modules/.cache/site/pages). */
export function diskPageCache(dir: string): PageCache {
  return diskStore(dir, isPageResult);
}

/** A page cache that never hits (--no-cache). */
export const noPageCache: PageCache = noStore();

/** The part of every page key that all pages of a build share. */
export function sharedPageKey(rendererFile: string, context: PageContext): string {
  return cacheKey([PAGE_CACHE_VERSION, basename(rendererFile), generatorId(), JSON.stringify(context)]);
}

/** The key of one page. */
export function pageKey(shared: string, task: PageTask): string {
  return cacheKey([shared, JSON.stringify(task)]);
}

/** Only complete, error-free pages are worth keeping. */
export function isCacheable(result: PageResult): boolean {
  return result.html !== undefined && result.errors.length === 0 && (result.markdown?.errors.length ?? 0) === 0;
}

function isPageResult(value: unknown): value is PageResult {
  const v = value as Partial<PageResult> | null;
  return (
    !!v &&
    typeof v.path === 'string' &&
    typeof v.outputPath === 'string' &&
    typeof v.html === 'string' &&
    Array.isArray(v.islands) &&
    Array.isArray(v.errors) &&
    v.errors.length === 0 &&
    typeof v.weight?.htmlGzip === 'number' &&
    (v.markdown === undefined || (Array.isArray(v.markdown.links) && Array.isArray(v.markdown.ids) && Array.isArray(v.markdown.images)))
  );
}
