/**
 * Measuring a rendered page: its weight, check facts and content hash. In site build a render
 * worker sends its pages unmeasured and the main thread, which mostly waits on the worker,
 * measures each as it arrives (pool.ts); a page rendered in the main thread is measured there.
 */
import type { ClientBundle } from '../assets/client-bundle.ts';
import { contentHash } from '../cache/hash.ts';
import { type PageFacts, pageFacts } from '../check/page-facts.ts';
import { type PageWeight, weighPage } from '../check/report.ts';

/** What measuring needs of a page's task (`source`: its content file; none for a redirect). */
export interface PageToMeasure {
  source?: string;
  exempt: boolean;
  article: boolean;
}

/** What measuring adds to a page. */
export interface PageMeasures {
  /** The HTML's content hash (contentHash), worked out once for the page cache and out/'s writer. */
  htmlHash?: string;
  weight?: PageWeight;
  facts?: PageFacts;
}

/** What of the build's page context measuring reads. */
export interface MeasureContext {
  check: boolean;
  weigh: boolean;
  htmlGzipFrom: number;
  ctaTargets: string[];
  bundle: Pick<ClientBundle, 'islands'>;
  /** Gzip size of each bundle file and content asset by URL. */
  sizes: [string, number][];
}

/** The sizes of a build's context as a map, made once per thread for each context's list. */
const sizeMaps = new WeakMap<MeasureContext['sizes'], Map<string, number>>();
function sizesOf(context: MeasureContext): Map<string, number> {
  let sizes = sizeMaps.get(context.sizes);
  if (!sizes) sizeMaps.set(context.sizes, (sizes = new Map(context.sizes)));
  return sizes;
}

/** A page to measure: its HTML as rendered, the islands it uses, and what its task says. */
interface Measurable {
  path: string;
  outputPath: string;
  html?: string;
  islands: string[];
  measure?: PageToMeasure;
}

/** A page measured: its HTML as written (bytes in site build) and its measures. */
type Measured<P> = Omit<P, 'measure' | 'html'> & { html?: string | Uint8Array } & PageMeasures;

/**
 * Measure a rendered page; `sent`: its result goes to another thread in a message. In site build
 * (`weigh`) its HTML becomes UTF-8 bytes, encoded once for its weight, its hash and the writer
 * instead of once by each (about 85 µs a 23 kB page, against 14 µs once).
 */
export function measurePage<P extends Measurable>(rendered: P, context: MeasureContext, sent = false): Measured<P> {
  const { measure, ...result } = rendered;
  const text = result.html;
  if (!measure || text === undefined) return result as Measured<P>;
  const bytes = context.weigh ? Buffer.from(text) : undefined;
  const weight = bytes
    ? weighPage(
        { path: result.path, outputPath: result.outputPath, source: measure.source, html: text, bytes, islands: result.islands },
        context.bundle as ClientBundle,
        sizesOf(context),
        context.htmlGzipFrom,
      )
    : undefined;
  const facts =
    measure.source !== undefined && context.check
      ? pageFacts(text, { path: result.path, source: measure.source, exempt: measure.exempt, article: measure.article }, context.ctaTargets)
      : undefined;
  // The facts are kept for the checks after the render, and a string V8 cuts out of the HTML (a
  // link, the description) holds the whole page: copied, they hold only themselves (a cold build of
  // 10,000 articles: the main thread's heap 775 MB without the copy, 256 MB with it). Facts `sent`
  // to another thread are copied by the message.
  const kept = facts && !sent ? structuredClone(facts) : facts;
  return { ...result, html: bytes ?? text, htmlHash: contentHash(bytes ?? text), weight, facts: kept } as Measured<P>;
}
