/**
 * The page cache: each page's finished result keyed by its key record (keys.ts: the code
 * identity and render bundle, the data every page shares, the page's own task, its document's
 * key). A build whose inputs did not change renders nothing; an edited article body re-renders
 * that article alone. The HTML is kept beside the page's facts (weight, check facts, Markdown
 * link facts) with its hash, so a page that out/ already holds unchanged is never even read.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PageResult } from './page-job.ts';
import { contentHash } from '../cache/hash.ts';
import { diskStore, entryFile, type KeyRecord, writeEntry } from '../cache/store.ts';

/** A stored page: its result without the HTML, and the HTML's content hash. */
export interface StoredPage {
  result: Omit<PageResult, 'html' | 'htmlHash' | 'parsed'>;
  htmlHash: string;
}

/** What the store keeps of a rendered page: its result without the HTML, and the HTML's hash. */
export function storedPage({ html, htmlHash, parsed: _parsed, ...result }: PageResult): StoredPage {
  return { result, htmlHash: htmlHash ?? contentHash(html!) };
}

/** Finished pages by key. */
export interface PageCache {
  get(key: string): StoredPage | undefined;
  /** The page's HTML, if it is there and still has `hash`. */
  html(key: string, hash: string): string | undefined;
  /** Store a page; `copyOf`: a file that holds exactly its HTML (out/'s), hard-linked instead of written again when it can be. */
  set(key: string, result: PageResult, copyOf?: string): void;
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
    set(key, page, copyOf) {
      const file = entryFile(dir, key, 'html');
      if (!copyOf || !linked(copyOf, file)) writeEntry(file, page.html!); // vetted by its hash when read
      meta.set(key, storedPage(page));
    },
    previous: (scope) => meta.previous(scope),
    retain: (scope, current) => meta.retain(scope, current),
  };
}

/**
 * Hard-link `file` to `from`: one metadata operation instead of writing the bytes again (a tenth
 * of the CPU). Sharing the file with out/ is safe because nothing writes into a file there in
 * place (writers stage new files and rename them in) and the entry is vetted by its hash when
 * read, so a copy changed by hand reads as missing. False when a link cannot be made (another
 * file system, no permission): the caller writes the file instead.
 */
function linked(from: string, file: string): boolean {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(from, file);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST')
        rmSync(file, { force: true }); // an older copy under the same key
      else if (code === 'ENOENT' && existsSync(from))
        mkdirSync(dirname(file), { recursive: true }); // a new shard folder
      else return false;
    }
  }
  return false;
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
    (v.weight === undefined || typeof v.weight.htmlBytes === 'number') && // none when the build weighs no page (site dev)
    (v.markdown === undefined || (Array.isArray(v.markdown.links) && Array.isArray(v.markdown.ids) && Array.isArray(v.markdown.images)))
  );
}
