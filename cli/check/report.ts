/**
 * Page weight: the JavaScript each page fetches at load and in total, its HTML size, the image
 * bytes a phone loads (image-weight.ts), and the build's route table (site build prints it;
 * --json writes it). The same figures feed the page-weight budget the build enforces
 * (site.yaml budgets.*).
 */
import { gzipSync } from 'node:zlib';
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ContentAsset } from '../assets/content-assets.ts';
import { catalogue, type ContentErrorData } from '../content/errors.ts';
import { imageWeight } from './image-weight.ts';
import type { SiteConfig } from '../content/schema.ts';

/** Figures of one page (bytes, gzip). */
export interface PageWeight {
  path: string;
  outputPath: string;
  source?: string;
  /** The page's HTML as written (UTF-8 bytes). */
  htmlBytes: number;
  /**
   * Its gzip size, weighed only where something reads it (htmlGzipFrom): the route table, --json
   * and a page whose HTML is big enough to come near the budget.
   */
  htmlGzip?: number;
  /** JavaScript fetched when the page loads (module script + modulepreloads). */
  initialJs: number;
  /** JavaScript the page can fetch in all (every chunk of every island on it). */
  totalJs: number;
  /** Image bytes a phone fetches at load: every image not marked lazy (image-weight.ts says which file of a srcset counts). */
  imageLoad: number;
  /** Image bytes of every image on the page, lazy ones included (a phone scrolled to the end). */
  imageTotal: number;
  islands: string[];
}

/**
 * The route table is printed for sites of at most this many routes (a longer one scrolls the
 * summary away), and so their every page is gzip-weighed.
 */
export const TABLE_MAX_ROUTES = 60;

/**
 * From which size (UTF-8 bytes) a page's HTML is gzip-weighed. Every page when the figures are
 * read page by page (`everyPage`: the route table, --json); otherwise only a page that could come
 * near the HTML budget: gzip never grows HTML by a kilobyte, so a smaller page is under budget
 * without weighing (gzipping every page of a 1,000-article site was a seventh of its pages' work).
 */
export function htmlGzipFrom(everyPage: boolean, budgetKb: number): number {
  return everyPage ? 0 : Math.max(0, budgetKb * 1024 - 1024);
}

/** `weight` with its HTML's gzip size when a page of its size is weighed (`from`) and it was not (a page from the page cache, weighed for another report). */
export function withHtmlGzip(weight: PageWeight, from: number, html: () => Uint8Array | string): PageWeight {
  return weight.htmlGzip !== undefined || weight.htmlBytes < from ? weight : { ...weight, htmlGzip: gzipSync(html()).length };
}

/** Gzip size of each bundle file, by URL (/assets/…). */
export function gzipSizes(bundle: ClientBundle): Map<string, number> {
  return new Map(bundle.files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
}

/** Bytes on the wire of each content asset, by URL: an SVG gzipped (text), a photo as it is (already compressed). */
export function assetSizes(files: readonly ContentAsset[]): [string, number][] {
  return files.map((f) => [`/${f.path}`, f.path.endsWith('.svg') ? gzipSync(f.contents).length : f.contents.length]);
}

/**
 * Weigh a rendered page (`bytes`: its UTF-8 encoding, when the caller has it). `sizes`: bytes by
 * URL of the bundle (gzip) and the content assets (assetSizes); `gzipFrom`: see htmlGzipFrom.
 */
export function weighPage(
  page: { path: string; outputPath: string; source?: string; html: string; bytes?: Uint8Array; islands: string[] },
  bundle: ClientBundle,
  sizes: Map<string, number>,
  gzipFrom = 0,
): PageWeight {
  const initial = new Set<string>([
    ...quotedAfter(page.html, '<script type="module" src="'),
    ...quotedAfter(page.html, '<link rel="modulepreload" href="'),
  ]);
  const total = new Set(initial);
  for (const name of page.islands) for (const url of bundle.islands[name] ?? []) total.add(url);
  const sum = (urls: Set<string>) => [...urls].reduce((s, u) => s + (sizes.get(u) ?? 0), 0);
  const bytes = page.bytes ?? Buffer.from(page.html);
  return {
    path: page.path,
    outputPath: page.outputPath,
    source: page.source,
    htmlBytes: bytes.length,
    ...(bytes.length >= gzipFrom ? { htmlGzip: gzipSync(bytes).length } : {}),
    initialJs: sum(initial),
    totalJs: sum(total),
    ...imageWeight(page.html, sizes),
    islands: page.islands,
  };
}

/**
 * Each non-empty value between `prefix` and the next `"` in `html`, in order (what
 * `/<prefix>([^"]+)"/g` captures, found with indexOf: a fifth of the regular expression's time
 * on a page).
 */
function quotedAfter(html: string, prefix: string): string[] {
  const values: string[] = [];
  let at = html.indexOf(prefix);
  while (at !== -1) {
    const start = at + prefix.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    if (end > start) values.push(html.slice(start, end));
    // Like the expression, the search goes on after a match, or one character on after a miss.
    at = html.indexOf(prefix, end > start ? end + 1 : at + 1);
  }
  return values;
}

/** Islands every framed page has; a page with only these must stay under budgets.initialJsKb. */
export const SITE_WIDE_ISLANDS = ['ScorecardModal', 'ScrollTracker'];

/** Budget errors for pages and the stylesheet (site.yaml budgets, kB gzip). */
export function checkBudgets(pages: readonly PageWeight[], cssGzip: number, budgets: SiteConfig['budgets']): ContentErrorData[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  // Text is weighed gzipped; images as they are sent (they are compressed already).
  const gzipKb = (n: number) => `${kb(n)} gzip`;
  const errors: ContentErrorData[] = [];
  const over = (page: PageWeight, what: string, found: string, limit: number) =>
    errors.push({ ...catalogue.budgetExceeded(page.path, what, found, `${limit} kB`), file: page.source ?? page.outputPath });
  for (const page of pages) {
    if (page.islands.every((name) => SITE_WIDE_ISLANDS.includes(name)) && page.initialJs > budgets.initialJsKb * 1024)
      over(page, 'JavaScript at load', gzipKb(page.initialJs), budgets.initialJsKb);
    if (page.totalJs > budgets.totalJsKb * 1024) over(page, 'total JavaScript', gzipKb(page.totalJs), budgets.totalJsKb);
    // A page not gzip-weighed is at least a kilobyte under the budget as written (htmlGzipFrom).
    if ((page.htmlGzip ?? 0) > budgets.htmlKb * 1024) over(page, 'HTML', gzipKb(page.htmlGzip!), budgets.htmlKb);
    if (page.imageLoad > budgets.imageKb * 1024) over(page, 'images at load on a phone', kb(page.imageLoad), budgets.imageKb);
  }
  if (cssGzip > budgets.cssKb * 1024)
    errors.push({
      ...catalogue.budgetExceeded('site.css', 'CSS', gzipKb(cssGzip), `${budgets.cssKb} kB`),
      file: 'templates/styles/site.css',
    });
  return errors;
}

/** The route table printed after a build (every page gzip-weighed: htmlGzipFrom). */
export function formatReport(pages: readonly PageWeight[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const rows = pages.map((p) => [
    p.path,
    kb(p.htmlGzip ?? p.htmlBytes),
    kb(p.initialJs),
    kb(p.totalJs),
    kb(p.imageLoad),
    kb(p.imageTotal),
    p.islands.join(', ') || '-',
  ]);
  const header = ['route', 'HTML kB', 'JS load kB', 'JS total kB', 'img load kB', 'img total kB', 'islands'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i > 0 && i < header.length - 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const totals = ['total', kb(pages.reduce((s, p) => s + (p.htmlGzip ?? p.htmlBytes), 0)), '', '', '', '', `${pages.length} routes`];
  return [line(header), ...rows.map(line), line(totals)].join('\n');
}
