/**
 * What the render stage hands on, gathered for the stages after it: page weights and check
 * facts (in route order), each page's Markdown link facts (for the cross-page link check),
 * every page error, and why each page was rendered and each document parsed.
 */
import { countReasons, type Reason, reasonFor } from '../cache/explain.ts';
import type { KeyRecord } from '../cache/store.ts';
import type { PageFacts } from '../check/page-facts.ts';
import { type PageWeight, withHtmlGzip } from '../check/report.ts';
import type { ContentErrorData } from '../content/errors.ts';
import type { Route } from '../content/routes.ts';
import type { PageResult } from '../render/page-job.ts';
import type { KeyedTask } from './page-tasks.ts';
import type { RenderedPage } from './render-pages.ts';

/** Why one page was rendered (and its document parsed), for --explain and the report. */
export interface PageWork {
  path: string;
  rendered: Reason;
  parsed?: Reason;
}

/** The gathered results. */
export interface CollectedPages {
  pages: PageWeight[];
  facts: PageFacts[];
  markdown: Map<string, NonNullable<PageResult['markdown']>>;
  errors: ContentErrorData[];
  work: PageWork[];
}

/** How the collector reaches a page's HTML: `write` stores it, `read` reads back one out/ kept as it was. */
export interface PageFiles {
  write: (outputPath: string, html: string | Uint8Array, htmlHash?: string) => Promise<void>;
  read: (outputPath: string) => Uint8Array;
}

/**
 * A collector; `onParse` hears of each document parsed. A page from the page cache weighed
 * fewer figures than this build reports (`htmlGzipFrom`, see check/report.ts) is weighed here.
 */
export function pageCollector(
  routes: readonly Route[],
  tasks: readonly KeyedTask[],
  previousDocs: ReadonlyMap<string, KeyRecord>,
  options: { cache: boolean; onParse?: (file: string) => void; htmlGzipFrom: number },
  files: PageFiles,
) {
  const collected: CollectedPages = { pages: [], facts: [], markdown: new Map(), errors: [], work: [] };
  const shared = sharedStrings();
  const byOutput = new Map(tasks.map((t) => [t.task.outputPath, t]));
  const take = async ({ result, reason }: RenderedPage) => {
    collected.errors.push(...result.errors, ...(result.markdown?.errors ?? []));
    const entry = byOutput.get(result.outputPath);
    const file = entry?.task.kind === 'page' ? entry.task.doc.file : undefined;
    if (result.markdown && file) collected.markdown.set(file, result.markdown);
    if (result.parsed && file) options.onParse?.(file);
    if (reason) {
      const parsed =
        result.parsed && file && entry?.document ? reasonFor(entry.document.record, previousDocs.get(file), options.cache) : undefined;
      collected.work.push({ path: result.path, rendered: reason, ...(parsed ? { parsed } : {}) });
    }
    if (result.weight)
      collected.pages.push(withHtmlGzip(result.weight, options.htmlGzipFrom, () => result.html ?? files.read(result.outputPath)));
    if (result.facts) collected.facts.push(shared(result.facts));
    if (result.html !== undefined) await files.write(result.outputPath, result.html, result.htmlHash);
  };
  /** Everything gathered, in route order. */
  const finish = (): CollectedPages => {
    const order = new Map(routes.map((r, i) => [r.path, i]));
    const byRoute = (a: { path: string }, b: { path: string }) => order.get(a.path)! - order.get(b.path)!;
    collected.pages.sort(byRoute);
    collected.facts.sort(byRoute);
    collected.work.sort(byRoute);
    return collected;
  };
  return { take, finish };
}

/** The report's summary of the work: pages rendered and documents parsed, with their reasons counted. */
export function workSummary(work: readonly PageWork[]) {
  const parsed = work.flatMap((w) => (w.parsed ? [w.parsed] : []));
  return {
    rendered: work.length,
    parsed: parsed.length,
    reasons: { rendered: countReasons(work.map((w) => w.rendered)), parsed: countReasons(parsed) },
  };
}

/**
 * A page's check facts with each link, id and image the same string object as on every other page
 * that has it. A page arrives from a render worker with strings of its own, and most of its links
 * and images are the header's and footer's, which every page repeats: kept once, the facts of
 * 10,000 pages take a fraction of the memory.
 */
function sharedStrings() {
  const strings = new Map<string, string>();
  const one = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  return (facts: PageFacts): PageFacts => ({
    ...facts,
    links: facts.links.map(one),
    ids: facts.ids.map(one),
    images: facts.images.map(one),
  });
}
