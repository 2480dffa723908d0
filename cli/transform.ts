/** Transform every page's Markdown body into hast (the unified pipeline), keyed by file. */
import type { ContentDoc } from './content/load.ts';
import { recordKeys } from './content/load.ts';
import type { SiteConfig } from './content/schema.ts';
import { markdownToHast, type MarkdownResult } from './markdown/pipeline.ts';

/** Transform each document; errors are inside each result. */
export async function transformDocs(docs: readonly ContentDoc[], config: SiteConfig): Promise<Map<string, MarkdownResult>> {
  const linkKeys = Object.keys(config.links);
  const videoKeys = Object.keys(config.videos);
  const results = new Map<string, MarkdownResult>();
  for (const doc of docs) {
    results.set(doc.file, markdownToHast(doc.body, { file: doc.file, bodyLine: doc.bodyLine, records: recordKeys(doc.frontMatter), linkKeys, videoKeys }));
  }
  return results;
}
