/**
 * One page of a build, start to finish: transform its Markdown (through the content cache),
 * render it, and measure it. Runs in the main thread or in a worker (cli/render-pool.ts);
 * everything in and out is plain data, so results are identical either way.
 */
import type { ContentCache } from './content-cache.ts';
import type { ContentErrorData } from './content/errors.ts';
import type { PageRecords, PageFrontMatter } from './content/schema.ts';
import { pageFacts, type PageFacts } from './check.ts';
import { markdownToHast, type MarkdownResult } from './markdown/pipeline.ts';
import { weighPage, type PageWeight } from './report.ts';
import type { ClientBundle } from './bundle.ts';
import type { RenderInput, RenderOutput, SiteData } from '../templates/types.ts';
import type { LayoutName } from './content/schema.ts';

/** A route to build, as plain data. */
export type PageTask =
  | { kind: 'redirect'; path: string; outputPath: string; to: string }
  | {
      kind: 'page';
      path: string;
      outputPath: string;
      layout: LayoutName;
      indexable: boolean;
      exempt: boolean;
      /** `key`: the document's content-cache key (documentCacheKey), worked out once by the build. */
      doc: { file: string; body: string; bodyLine: number; frontMatter: PageFrontMatter; records: (keyof PageRecords)[]; key: string };
    };

/** What every page of a build shares. */
export interface PageContext {
  site: SiteData;
  linkKeys: string[];
  videoKeys: string[];
  ctaTargets: string[];
  check: boolean;
  bundle: Pick<ClientBundle, 'islands'>;
  /** Gzip size of each bundle file by URL. */
  sizes: [string, number][];
}

/** The outcome of one page. */
export interface PageResult {
  path: string;
  outputPath: string;
  html?: string;
  islands: string[];
  weight?: PageWeight;
  facts?: PageFacts;
  /** Links, images, ids and errors of the page's Markdown (for the cross-page link check). */
  markdown?: Omit<MarkdownResult, 'hast'>;
  errors: ContentErrorData[];
  /** True when the Markdown was parsed (a content-cache miss). */
  parsed: boolean;
}

/** Build one page. */
export async function runPageTask(
  task: PageTask,
  context: PageContext,
  cache: ContentCache,
  renderRoute: (input: RenderInput, site: SiteData) => RenderOutput,
  sizes: Map<string, number>,
): Promise<PageResult> {
  let input: RenderInput;
  let markdown: MarkdownResult | undefined;
  let parsed = false;
  if (task.kind === 'redirect') input = { kind: 'redirect', path: task.path, to: task.to };
  else {
    const { doc } = task;
    const options = {
      file: doc.file,
      bodyLine: doc.bodyLine,
      records: new Set(doc.records),
      linkKeys: context.linkKeys,
      videoKeys: context.videoKeys,
    };
    const key = doc.key;
    markdown = await cache.get(key);
    if (!markdown) {
      parsed = true;
      markdown = markdownToHast(doc.body, options);
      await cache.set(key, markdown);
    }
    if (markdown.errors.length > 0) {
      const { hast: _hast, ...rest } = markdown;
      return { path: task.path, outputPath: task.outputPath, islands: [], markdown: rest, errors: [], parsed };
    }
    input = {
      kind: 'page',
      path: task.path,
      layout: task.layout,
      frontMatter: doc.frontMatter,
      body: markdown.hast,
      indexable: task.indexable,
    };
  }
  let output: RenderOutput;
  try {
    output = renderRoute(input, context.site);
  } catch (error) {
    const file = task.kind === 'page' ? task.doc.file : 'site.yaml';
    return {
      path: task.path,
      outputPath: task.outputPath,
      islands: [],
      errors: [{ code: 'template-failed', message: `rendering ${task.path} failed: ${(error as Error).message}`, file }],
      parsed,
    };
  }
  const source = task.kind === 'page' ? task.doc.file : undefined;
  const weight = weighPage(
    { path: task.path, outputPath: task.outputPath, source, html: output.html, islands: output.islands },
    context.bundle as ClientBundle,
    sizes,
  );
  const facts =
    task.kind === 'page' && context.check
      ? pageFacts(output.html, { path: task.path, source: task.doc.file, exempt: task.exempt }, context.ctaTargets)
      : undefined;
  const rest = markdown ? (({ hast: _hast, ...r }) => r)(markdown) : undefined;
  return {
    path: task.path,
    outputPath: task.outputPath,
    html: output.html,
    islands: output.islands,
    weight,
    facts,
    markdown: rest,
    errors: [],
    parsed,
  };
}
