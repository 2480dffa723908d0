/**
 * The render stage of `site build` and `site dev`: each keyed task is taken from the page
 * cache when its key is there (and out/ may keep the file as it is), and the rest run through
 * the page job, across worker threads when there are many. Each result is handed on once, with
 * why it was rendered.
 */
import { availableParallelism } from 'node:os';
import type { ContentCache } from '../render/content-cache.ts';
import { type Reason, reasonFor } from '../cache/explain.ts';
import { isCacheable, type PageCache } from '../render/page-cache.ts';
import type { KeyRecord } from '../cache/store.ts';
import type { PageContext, PageResult } from '../render/page-job.ts';
import { runPages } from '../render/pool.ts';
import type { RenderBundle, RenderModule } from '../render/renderer.ts';
import type { KeyedTask } from './page-tasks.ts';

/** Below this many pages to render, worker start-up costs more than it saves. */
export const PARALLEL_FROM_PAGES = 400;
/**
 * From this many pages to render, the render workers take every core (up to four). Below it, on a
 * machine where they would, one core is left to the main thread: it writes every page and V8
 * compiles on its background threads, and one more worker adds its own start and its own
 * compilation of the same render code. Two cores, cold builds alternating one worker against two:
 * 1,000 articles 0.916× and 0.961× the wall time and 0.86–0.90× the CPU (8 and 10 pairs); 2,500
 * articles 1.035× (4 pairs); 10,000 articles 1.13–1.20× (2 pairs).
 */
export const ALL_CORES_FROM_PAGES = 2000;

/**
 * Render worker threads for `pages` pages to render (0: render them in this thread). `requested`
 * is --workers: the render threads, so 1 is this thread alone and n > 1 is n workers.
 */
export function renderWorkers(pages: number, requested?: number, cores = availableParallelism()): number {
  if (requested !== undefined) return requested > 1 ? requested : 0;
  if (pages < PARALLEL_FROM_PAGES || cores < 2) return 0;
  const all = Math.min(cores, 4);
  return pages < ALL_CORES_FROM_PAGES && all === cores ? all - 1 : all;
}

/** What renderPages needs. */
export interface RenderPagesOptions {
  pageCache: PageCache;
  contentCache: ContentCache;
  /** Folder of the content cache for workers (null: no cache). */
  contentCacheDir: string | null;
  /** Whether caches are used at all (for the reasons: --no-cache). */
  cache: boolean;
  /** The page records of the last build of this scope (page output path → record), for the reasons. */
  previous: ReadonlyMap<string, KeyRecord>;
  renderer: RenderBundle & { load: () => Promise<RenderModule> };
  /** Render threads as --workers gives them (1: this thread alone); default: renderWorkers. */
  workers?: number;
  /** Key a rendered page by the parts of the shared data it read (page-keys.ts keyByReads). */
  keyByReads: (entry: KeyedTask, reads: readonly string[]) => void;
  /** Keep a page out/ already holds with this content hash (a disk writer's keep). */
  keep?: (outputPath: string, htmlHash: string) => boolean;
  /** Where the writer put a page's file (the page cache hard-links it); see Writer.fileOf. */
  fileOf?: (outputPath: string) => string | undefined;
}

/** A page handed on: its result (no HTML when out/ keeps it) and, when it was rendered, why. */
export interface RenderedPage {
  result: PageResult;
  reason?: Reason;
}

/** Render what the caches do not hold; `take` sees every page once. Returns the tasks that rendered. */
export async function renderPages(
  tasks: readonly KeyedTask[],
  context: PageContext,
  options: RenderPagesOptions,
  take: (page: RenderedPage) => Promise<void>,
): Promise<KeyedTask[]> {
  const misses: KeyedTask[] = [];
  for (const entry of tasks) {
    const cached = fromPageCache(entry, options);
    if (cached) await take({ result: cached });
    else misses.push(entry);
  }
  // Pages that are not articles (the home page, the hub listing every article) render first, while
  // the workers' heaps are still small: one of them may be by far the largest page of the site.
  misses.sort((a, b) => listingFirst(a) - listingFirst(b));
  const byOutput = new Map(misses.map((entry) => [entry.task.outputPath, entry]));
  const workers = renderWorkers(misses.length, options.workers);
  let finished = 0;
  // A document's parsed tree is kept only once its page has been rendered before. A page rendered
  // for the first time goes whole into the page cache, and its tree would be read only if the page
  // had to be rendered again with its Markdown unchanged; from its second render on (an edit of
  // shared data or templates renders every page again) the tree is kept. Storing every tree made a
  // cold build of 1,000 articles take a quarter longer (docs/performance.md).
  const firstRender = (task: KeyedTask['task']) => !options.previous.has(task.outputPath);
  await runPages(
    misses.map(({ task }) => (task.kind === 'page' && firstRender(task) ? { ...task, keepParsed: false } : task)),
    context,
    { workers, renderer: options.renderer, cache: options.contentCache, cacheDir: options.contentCacheDir },
    async (result) => {
      finished++;
      const entry = byOutput.get(result.outputPath)!;
      await take({ result, reason: reasonFor(entry.record, options.previous.get(result.outputPath), options.cache) });
      // Stored after take() wrote it, so the cache can link out/'s file instead of writing the HTML again.
      if (!isCacheable(result)) return;
      options.keyByReads(entry, result.reads);
      options.pageCache.set(entry.key, result, options.fileOf?.(result.outputPath));
    },
  );
  // A build that lost pages on the way is a bug, never a success.
  if (finished !== misses.length) throw new Error(`render stage returned ${finished} of ${misses.length} pages`);
  return misses;
}

/** A page from the page cache, without its HTML when out/ keeps the file; undefined to render it. */
function fromPageCache(entry: KeyedTask, options: RenderPagesOptions): PageResult | undefined {
  const stored = options.pageCache.get(entry.key);
  if (!stored) return undefined;
  if (options.keep?.(stored.result.outputPath, stored.htmlHash)) return { ...stored.result, parsed: false };
  const html = options.pageCache.html(entry.key, stored.htmlHash);
  return html === undefined ? undefined : { ...stored.result, html, htmlHash: stored.htmlHash, parsed: false };
}

/** 0 for a page with a layout other than an article's (rendered first), else 1. */
function listingFirst({ task }: KeyedTask): number {
  return task.kind === 'page' && task.layout !== 'article' ? 0 : 1;
}
