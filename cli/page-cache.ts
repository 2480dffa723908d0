/**
 * The page cache: each page's finished result keyed by everything that shapes it: the render
 * bundle (templates, page job and Markdown pipeline are all inside it, and its file name is its
 * content hash), the data every page shares (configuration, hub cards, data files, asset names
 * and sizes) and the page's own task (front matter and Markdown). A build whose inputs did not
 * change renders nothing; an edited article body re-renders that article alone. The HTML is
 * kept beside the page's facts (weight, check facts, Markdown link facts) with its hash, so a
 * page that out/ already holds unchanged is never even read. --no-cache turns it off.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { cacheKey, diskStore, entryFile, writeEntry } from './disk-store.ts';
import type { PageContext, PageResult, PageTask } from './page-job.ts';
import { generatorId } from './version.ts';
import { contentHash } from './write.ts';

/** A stored page: its result without the HTML, and the HTML's content hash. */
export interface StoredPage {
  result: Omit<PageResult, 'html' | 'parsed'>;
  htmlHash: string;
}

/** Finished pages by key. */
export interface PageCache {
  get(key: string): Promise<StoredPage | undefined>;
  /** The page's HTML, if it is there and still has `hash`. */
  html(key: string, hash: string): Promise<string | undefined>;
  set(key: string, result: PageResult): Promise<void>;
  retain(scope: string, keys: Iterable<string>): Promise<void>;
}

/** Bump when the shape of a stored page changes. */
const PAGE_CACHE_VERSION = 'pages-2';

/** A page cache under `dir` (e.g. node_modules/.cache/site/pages). */
export function diskPageCache(dir: string): PageCache {
  const meta = diskStore(dir, isStoredPage, ['html']);
  return {
    get: (key) => meta.get(key),
    async html(key, hash) {
      try {
        const html = readFileSync(entryFile(dir, key, 'html'), 'utf8');
        return contentHash(html) === hash ? html : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, { html, parsed: _parsed, ...result }) {
      await writeEntry(entryFile(dir, key, 'html'), html!); // vetted by its hash when read
      await meta.set(key, { result, htmlHash: contentHash(html!) });
    },
    retain: (scope, keys) => meta.retain(scope, keys),
  };
}

/** A page cache that never hits (--no-cache). */
export const noPageCache: PageCache = {
  get: async () => undefined,
  html: async () => undefined,
  set: async () => {},
  retain: async () => {},
};

/** The part of every page key that all pages of a build share. */
export function sharedPageKey(rendererFile: string, context: PageContext): string {
  return cacheKey([PAGE_CACHE_VERSION, basename(rendererFile), generatorId(), JSON.stringify(context)]);
}

/** The key of one page; a page's Markdown body enters through its content-cache key (hashed once). */
export function pageKey(shared: string, task: PageTask): string {
  if (task.kind !== 'page') return cacheKey([shared, JSON.stringify(task)]);
  const { body: _body, ...doc } = task.doc;
  return cacheKey([shared, JSON.stringify({ ...task, doc })]);
}

/** Only complete, error-free pages are worth keeping. */
export function isCacheable(result: PageResult): boolean {
  return result.html !== undefined && result.errors.length === 0 && (result.markdown?.errors.length ?? 0) === 0;
}

function isStoredPage(value: unknown): value is StoredPage {
  const { result: v, htmlHash } = (value ?? {}) as Partial<StoredPage>;
  return (
    typeof htmlHash === 'string' &&
    !!v &&
    typeof v.path === 'string' &&
    typeof v.outputPath === 'string' &&
    Array.isArray(v.islands) &&
    Array.isArray(v.errors) &&
    v.errors.length === 0 &&
    typeof v.weight?.htmlGzip === 'number' &&
    (v.markdown === undefined || (Array.isArray(v.markdown.links) && Array.isArray(v.markdown.ids) && Array.isArray(v.markdown.images)))
  );
}
