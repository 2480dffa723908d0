/**
 * Transform each page's Markdown body into hast (the unified pipeline), keyed by file. Results
 * come from the content cache when the document and everything shaping it (its key record) is
 * unchanged. Used where a document's links and errors are needed before any page renders: a
 * build that failed validation (to report every problem at once) and site dev.
 */
import { type ContentCache, noCache } from './content-cache.ts';
import { documentKeyRecord } from '../cache/keys.ts';
import { type KeyRecord, keyOf } from '../cache/store.ts';
import type { ContentDoc } from '../content/content-doc.ts';
import { recordKeys } from '../content/load.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { MarkdownOptions } from '../markdown/markdown-options.ts';
import type { MarkdownResult } from '../markdown/pipeline.ts';

/** Options for transformDocs. */
export interface TransformOptions {
  /** The code identity (cache/code-identity.ts). */
  code: string;
  cache?: ContentCache;
  /** Called for each document actually parsed (cache misses); tests count these. */
  onParse?: (file: string) => void;
}

/** Keys already worked out, by document (site dev keeps unchanged documents as they were read). */
const keys = new WeakMap<ContentDoc, { config: SiteConfig; code: string; key: { record: KeyRecord; key: string } }>();

/** A document's key record and key in the content cache. */
export function documentKey(doc: ContentDoc, config: SiteConfig, code: string): { record: KeyRecord; key: string } {
  const known = keys.get(doc);
  if (known?.config === config && known.code === code) return known.key;
  const key = newDocumentKey(doc, config, code);
  keys.set(doc, { config, code, key });
  return key;
}

function newDocumentKey(doc: ContentDoc, config: SiteConfig, code: string): { record: KeyRecord; key: string } {
  const record = documentKeyRecord({
    code,
    file: doc.file,
    bodyLine: doc.bodyLine,
    body: doc.body,
    linkKeys: Object.keys(config.links),
    videoKeys: Object.keys(config.videos),
    records: recordKeys(doc.frontMatter),
  });
  return { record, key: keyOf(record) };
}

/** Transform each document; errors are inside each result. */
export async function transformDocs(
  docs: readonly ContentDoc[],
  config: SiteConfig,
  options: TransformOptions,
): Promise<Map<string, MarkdownResult>> {
  const cache = options.cache ?? noCache;
  const linkKeys = Object.keys(config.links);
  const videoKeys = Object.keys(config.videos);
  const results = new Map<string, MarkdownResult>();
  for (const doc of docs) {
    const { key } = documentKey(doc, config, options.code);
    let result = cache.get(key);
    if (!result) {
      options.onParse?.(doc.file);
      // The unified chain is loaded only when something must be parsed.
      const { markdownToHast } = await import('../markdown/pipeline.ts');
      const markdownOptions: MarkdownOptions = {
        file: doc.file,
        bodyLine: doc.bodyLine,
        records: recordKeys(doc.frontMatter),
        linkKeys,
        videoKeys,
      };
      result = markdownToHast(doc.body, markdownOptions);
      cache.set(key, result);
    }
    results.set(doc.file, result);
  }
  return results;
}
