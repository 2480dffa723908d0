/** What a build reports: its routes, page weights and totals, the work it did and why, and what it did to out/. */
import type { PageWeight } from '../check/report.ts';
import type { OutputWrites } from '../output/update-writer.ts';
import { type PageWork, workSummary } from './page-collector.ts';

/** What a successful build reports. */
export interface BuildResult {
  routes: number;
  pages: PageWeight[];
  /** HTML as written; its gzip weight only when every page was weighed (BuildOptions.weighEveryPage). */
  totals: { htmlBytes: number; htmlGzip?: number; jsGzip: number; cssGzip: number };
  timings: Record<string, number>;
  /** Pages rendered by this build (the others came unchanged from the page cache). */
  rendered: number;
  /** Markdown documents parsed (not taken from the content cache). */
  parsed: number;
  /** Why pages were rendered and documents parsed, counted by reason (cache/explain.ts). */
  reasons: ReturnType<typeof workSummary>['reasons'];
  /** Each rendered page with its reason (site build --explain prints them). */
  work: PageWork[];
  /** What the build did to out/ (absent when a custom writer was given). */
  output?: OutputWrites;
  /** Nothing changed since the last build: its result was reported, nothing was built. */
  upToDate?: boolean;
  ms: number;
}

/** The part of a result the up-to-date record keeps. */
export type RecordedResult = Pick<BuildResult, 'routes' | 'pages' | 'totals'>;

/** The work of a build that did none. */
export function noWork(): Pick<BuildResult, 'rendered' | 'parsed' | 'reasons' | 'work'> {
  return { ...workSummary([]), work: [] };
}

/** Routes, page weights and totals (the HTML's gzip total when every page was weighed). */
export function resultOf(routes: number, pages: PageWeight[], sizes: readonly [string, number][]): RecordedResult {
  const gz = (ext: string) => sizes.filter(([url]) => url.endsWith(ext)).reduce((sum, [, n]) => sum + n, 0);
  const htmlBytes = pages.reduce((s, p) => s + p.htmlBytes, 0);
  const htmlGzip = pages.every((p) => p.htmlGzip !== undefined) ? pages.reduce((s, p) => s + p.htmlGzip!, 0) : undefined;
  return { routes, pages, totals: { htmlBytes, ...(htmlGzip === undefined ? {} : { htmlGzip }), jsGzip: gz('.js'), cssGzip: gz('.css') } };
}
