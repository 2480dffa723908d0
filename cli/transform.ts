/**
 * Transform every page's Markdown body into hast (the unified pipeline), keyed by file.
 * Results come from the content cache when the document and everything shaping it is unchanged.
 */
import type { ContentCache } from './content-cache.ts';
import { noCache } from './content-cache.ts';
import type { ContentDoc } from './content/load.ts';
import { recordKeys } from './content/load.ts';
import type { SiteConfig } from './content/schema.ts';
import type { MarkdownOptions, MarkdownResult } from './markdown/pipeline.ts';
import { documentCacheKey } from './document-key.ts';

/** Options for transformDocs. */
export interface TransformOptions {
  cache?: ContentCache;
  /** Called for each document actually parsed (cache misses); tests count these. */
  onParse?: (file: string) => void;
}

/** Transform each document; errors are inside each result. */
export async function transformDocs(
  docs: readonly ContentDoc[],
  config: SiteConfig,
  options: TransformOptions = {},
): Promise<Map<string, MarkdownResult>> {
  const cache = options.cache ?? noCache;
  const linkKeys = Object.keys(config.links);
  const videoKeys = Object.keys(config.videos);
  const results = new Map<string, MarkdownResult>();
  await Promise.all(
    docs.map(async (doc) => {
      const markdownOptions: MarkdownOptions = {
        file: doc.file,
        bodyLine: doc.bodyLine,
        records: recordKeys(doc.frontMatter),
        linkKeys,
        videoKeys,
      };
      const key = documentCacheKey(doc, linkKeys, videoKeys, markdownOptions.records);
      let result = await cache.get(key);
      if (!result) {
        options.onParse?.(doc.file);
        // The unified chain is loaded only when something must be parsed.
        const { markdownToHast } = await import('./markdown/pipeline.ts');
        result = markdownToHast(doc.body, markdownOptions);
        await cache.set(key, result);
      }
      results.set(doc.file, result);
    }),
  );
  return results;
}
