/**
 * The page cache: each page's finished result keyed by its key record (keys.ts: the code
 * identity and render bundle, the data every page shares, the page's own task, its document's
 * key). A build whose inputs did not change renders nothing; an edited article body re-renders
 * that article alone. The HTML is kept beside the page's facts (weight, check facts, Markdown
 * link facts) with its hash, so a page that out/ already holds unchanged is never even read.
 */
import { readFileSync } from 'node:fs';
import type { PageResult } from '../render/page-job.ts';
import { contentHash } from './hash.ts';
import { diskStore, entryFile, type KeyRecord, writeEntry } from './store.ts';

/** A stored page: its result without the HTML, and the HTML's content hash. */
export interface StoredPage {
  result: Omit<PageResult, 'html' | 'parsed'>;
  htmlHash: string;
}

/** Finished pages by key. */
export interface PageCache {
  get(key: string): StoredPage | undefined;
  /** The page's HTML, if it is there and still has `hash`. */
  html(key: string, hash: string): string | undefined;
  set(key: string, result: PageResult): void;
  previous(scope: string): Map<string, KeyRecord>;
  retain(scope: string, current: ReadonlyMap<string, KeyRecord>): void;
}

/** A page cache under `dir` (e.g. node_modules/.cache/site/pages). */
export function diskPageCache(dir: string): PageCache {
  const meta = diskStore(dir, isStoredPage, ['html']);
  return {
    get: (key) => meta.get(key),
    html(key, hash) {
      try {
        const html = readFileSync(entryFile(dir, key, 'html'), 'utf8');
        return contentHash(html) === hash ? html : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, { html, parsed: _parsed, ...result }) {
      writeEntry(entryFile(dir, key, 'html'), html!); // vetted by its hash when read
      meta.set(key, { result, htmlHash: contentHash(html!) });
    },
    previous: (scope) => meta.previous(scope),
    retain: (scope, current) => meta.retain(scope, current),
  };
}

/** A page cache that never hits (--no-cache). */
export const noPageCache: PageCache = {
  get: () => undefined,
  html: () => undefined,
  set: () => {},
  previous: () => new Map(),
  retain: () => {},
};

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
    Array.isArray(v.reads) &&
    Array.isArray(v.errors) &&
    v.errors.length === 0 &&
    typeof v.weight?.htmlGzip === 'number' &&
    (v.markdown === undefined || (Array.isArray(v.markdown.links) && Array.isArray(v.markdown.ids) && Array.isArray(v.markdown.images)))
  );
}
