/**
 * One page, start to finish: transform its Markdown (through the content cache), render it,
 * and measure it. The one render path of `site build` (in the main thread or a worker, see
 * pool.ts) and `site dev`; everything in and out is plain data, so results are identical
 * wherever it runs. The page errors (a template that threw, an island that does not exist)
 * are built here and nowhere else.
 */
import type { ContentCache } from './content-cache.ts';
import { catalogue } from '../content/catalogue.ts';
import type { ContentErrorData } from '../content/errors.ts';
import type { LayoutName, PageFrontMatter, PageRecords } from '../content/schema.ts';
import { markdownToHast, type MarkdownResult } from '../markdown/pipeline.ts';
import type { ClientBundle } from '../assets/client-bundle.ts';
import { measurePage, type PageMeasures, type PageToMeasure } from './measure-page.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

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
      /** False: parse without storing the tree in the content cache (render-pages.ts says when). */
      keepParsed?: boolean;
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
  /** Island names the client bundle has (an unknown island is an error), and where they live. */
  islandNames: string[];
  islandsDir: string;
  /** Where errors of routes without a content file point (site.yaml). */
  siteFile: string;
  /** Weigh each page (gzip sizes for the report and budgets): site build does, site dev has no use for it. */
  weigh: boolean;
  /**
   * From which size a page's HTML is gzip-weighed (check/report.ts htmlGzipFrom). Not part of a
   * page's cache key (page-tasks.ts): it changes what is weighed, never the HTML.
   */
  htmlGzipFrom: number;
}

/** A page rendered, before measurePage measures it: what a render worker sends. */
export interface RenderedPage {
  path: string;
  outputPath: string;
  /** The HTML as rendered; none when the page failed (its errors say why). */
  html?: string;
  islands: string[];
  /** Site data the page read while rendering ('hub', 'data.promo', 'config', …), for dev's dependency map. */
  reads: string[];
  /** Links, images, ids and errors of the page's Markdown (for the cross-page link check). */
  markdown?: Omit<MarkdownResult, 'hast'>;
  errors: ContentErrorData[];
  /** True when the Markdown was parsed (a content-cache miss). */
  parsed: boolean;
  /** What measuring needs of the page's task; none when there is nothing to measure. */
  measure?: PageToMeasure;
}

/**
 * The outcome of one page. Its HTML is UTF-8 bytes in site build (encoded once for the weight,
 * the hash and the writer), a string in site dev.
 */
export type PageResult = Omit<RenderedPage, 'html' | 'measure'> & { html?: string | Uint8Array } & PageMeasures;

/** A page's Markdown from the content cache, or parsed (and stored) when it is not there. */
function pageMarkdown(task: Extract<PageTask, { kind: 'page' }>, context: PageContext, cache: ContentCache) {
  const { doc } = task;
  const cached = cache.get(doc.key);
  if (cached) return { markdown: cached, parsed: false };
  const options = {
    file: doc.file,
    bodyLine: doc.bodyLine,
    records: new Set(doc.records),
    linkKeys: context.linkKeys,
    videoKeys: context.videoKeys,
  };
  const markdown = markdownToHast(doc.body, options);
  if (task.keepParsed !== false) cache.set(doc.key, markdown);
  return { markdown, parsed: true };
}

/** The page errors: an island the page uses that the client bundle does not have. */
function islandErrors(task: PageTask, islands: readonly string[], context: PageContext): ContentErrorData[] {
  const unknown = islands.filter((name) => !context.islandNames.includes(name));
  if (unknown.length === 0) return [];
  return [{ ...catalogue.unknownIsland(task.path, unknown), file: context.islandsDir }];
}

/** Build one page: render it, then measure it. */
export function runPageTask(
  task: PageTask,
  context: PageContext,
  cache: ContentCache,
  renderRoute: (input: RenderInput, site: SiteData) => RenderOutput,
): PageResult {
  return measurePage(renderPageTask(task, context, cache, renderRoute), context);
}

/** Transform and render one page; measurePage does the rest. */
export function renderPageTask(
  task: PageTask,
  context: PageContext,
  cache: ContentCache,
  renderRoute: (input: RenderInput, site: SiteData) => RenderOutput,
): RenderedPage {
  const page = { path: task.path, outputPath: task.outputPath };
  let input: RenderInput = { kind: 'redirect', path: task.path, to: task.kind === 'redirect' ? task.to : '' };
  let markdown: MarkdownResult | undefined;
  let parsed = false;
  if (task.kind === 'page') {
    ({ markdown, parsed } = pageMarkdown(task, context, cache));
    const { hast, ...rest } = markdown;
    if (rest.errors.length > 0) return { ...page, islands: [], reads: [], markdown: rest, errors: [], parsed };
    const { frontMatter } = task.doc;
    input = { kind: 'page', path: task.path, layout: task.layout, frontMatter, body: hast, indexable: task.indexable };
  }
  let output: RenderOutput;
  try {
    output = renderRoute(input, context.site);
  } catch (error) {
    const file = task.kind === 'page' ? task.doc.file : context.siteFile;
    return {
      ...page,
      islands: [],
      reads: [],
      errors: [{ ...catalogue.templateFailed(task.path, (error as Error).message), file }],
      parsed,
    };
  }
  const errors = islandErrors(task, output.islands, context);
  const rest = markdown ? (({ hast: _hast, ...r }) => r)(markdown) : undefined;
  return {
    ...page,
    html: output.html,
    islands: output.islands,
    reads: output.reads,
    markdown: rest,
    errors,
    parsed,
    measure:
      task.kind === 'page'
        ? { source: task.doc.file, exempt: task.exempt, article: 'id' in task.doc.frontMatter }
        : { exempt: false, article: false },
  };
}
