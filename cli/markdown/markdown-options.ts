/** What the Markdown pipeline is told about a page, and what it finds: shared by pipeline.ts and the checks it runs. */
import type { PageRecords } from '../content/schema.ts';

/** What the pipeline needs to know about the page and site to check a document. */
export interface MarkdownOptions {
  /** File name used in error locations. */
  file: string;
  /** 1-based line in the file where the Markdown body starts. */
  bodyLine: number;
  /** Record keys present in the page's front matter. */
  records: ReadonlySet<keyof PageRecords>;
  /** Names under links.* and videos.* in site.yaml. */
  linkKeys: readonly string[];
  videoKeys: readonly string[];
}

/** A link found in the document, for route checking after all routes are known. */
export interface FoundLink {
  href: string;
  line: number;
  column: number;
}
