/**
 * `site build` as the terminal sees it: the progress line while it runs, the route table when
 * something was built, --explain, the one-line summary, and the --json report.
 */
import { writeFile } from 'node:fs/promises';
import { REASONS, type Reason } from '../cache/explain.ts';
import { formatReport, TABLE_MAX_ROUTES } from '../check/report.ts';
import { BuildFailure } from '../content/errors.ts';
import { build, type BuildProgress, type BuildResult } from '../engine/build.ts';
import { logger } from '../shell/logger.ts';
import { firstFew, plural } from '../shell/plural.ts';
import { progressLine } from '../shell/progress.ts';
import { EXIT } from '../shell/user-error.ts';

/** Flags of `site build`. */
export interface BuildFlags {
  content: string;
  out: string;
  config?: string;
  cache: boolean;
  check: boolean;
  json?: string;
  workers?: number;
  explain?: boolean;
  drafts?: boolean;
}

/** Run `site build`; resolves to the exit code. Content errors are printed here; anything else is thrown. */
export async function runBuild(flags: BuildFlags, projectRoot: string): Promise<number> {
  const progress = progressLine({ stream: process.stderr, enabled: !logger.isQuiet() });
  const started = performance.now();
  const text = progressTexts();
  try {
    const result = await build({
      contentDir: flags.content,
      outDir: flags.out,
      configOverlay: flags.config,
      projectRoot,
      cache: flags.cache,
      check: flags.check,
      workers: flags.workers,
      drafts: flags.drafts === true,
      weighEveryPage: flags.json !== undefined,
      onProgress: (p) => progress.update(text(p, performance.now() - started)),
    });
    progress.stop();
    if (somethingBuilt(result) && result.pages.length <= TABLE_MAX_ROUTES) logger.info(formatReport(result.pages));
    if (flags.explain) logger.info(explanation(result));
    logger.summary(summary(result, flags.out));
    if (flags.json) {
      const file = flags.json;
      await writeFile(file, JSON.stringify(jsonReport(result), null, 2)).catch((error: NodeJS.ErrnoException) => {
        throw Object.assign(error, { path: error.path ?? file }); // a full disk names no file
      });
    }
    if (process.env.SITE_TIMINGS)
      logger.info(
        `stages (ms): ${Object.entries(result.timings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    return EXIT.ok;
  } catch (error) {
    progress.stop();
    if (error instanceof BuildFailure) {
      logger.errors(error.errors);
      logger.summary(`\nBuild failed: ${error.message}. ${flags.out}/ was left unchanged.`, 'failed');
      return EXIT.content;
    }
    throw error;
  }
}

const stageNames: Record<string, string> = {
  config: 'reading site.yaml',
  load: 'reading content',
  render: 'rendering pages',
  check: 'checking pages',
  write: 'writing files',
};

/**
 * The progress line's text for each report: `site build: rendering pages 120/400 (3.2 s)`.
 * Stages without a name here (the bundles that run beside loading) keep the last named one.
 */
export function progressTexts(): (progress: BuildProgress, elapsedMs: number) => string {
  let stage = '';
  return (progress, elapsedMs) => {
    if (stageNames[progress.stage]) stage = progress.stage;
    const count = progress.stage === 'render' && progress.total ? ` ${progress.done ?? 0}/${progress.total}` : '';
    return `site build: ${stageNames[stage] ?? 'starting'}${count} (${(elapsedMs / 1000).toFixed(1)} s)`;
  };
}

/** Whether the build wrote or rendered anything (not "nothing changed since the last build"). */
export function somethingBuilt(result: BuildResult): boolean {
  if (result.upToDate) return false;
  const output = result.output;
  return result.rendered > 0 || !output || output.swapped || output.written + output.deleted > 0;
}

/** The --json report: routes, time, totals, timings, the work done and why, and every page's weight. */
function jsonReport(result: BuildResult) {
  const { routes, ms, totals, timings, rendered, parsed, reasons, upToDate, pages } = result;
  return { routes, ms, totals, timings, rendered, parsed, reasons, upToDate: upToDate ?? false, pages };
}

/** --explain: each page rendered with its reason, then the reasons counted. */
export function explanation(result: BuildResult): string {
  if (result.upToDate) return 'Nothing was rendered: no input changed since the last build.';
  if (result.work.length === 0)
    return `Nothing was rendered: ${result.routes === 1 ? 'the only page' : `all ${result.routes} pages`} came from the page cache.`;
  const lines = result.work.map((w) => `  ${w.path}  ${REASONS[w.rendered]}${w.parsed ? `; Markdown parsed: ${REASONS[w.parsed]}` : ''}`);
  const counts = Object.entries(result.reasons.rendered).map(([reason, n]) => `${n} ${REASONS[reason as Reason]}`);
  return [
    `Rendered ${result.rendered} of ${plural(result.routes, 'page')}, parsed ${plural(result.parsed, 'Markdown document')}:`,
    ...lines,
    `  (${counts.join('; ')})`,
  ].join('\n');
}

/** What an update wrote into out/: "4 files written: /, /articles, articles/feed.xml, sitemap.xml" (up to three pages by route, else counted; other files named, the first three then +N more). */
function writtenFiles(output: NonNullable<BuildResult['output']>): string {
  const count = `${plural(output.written, 'file')} written`;
  if (!output.paths || output.paths.length === 0) return count;
  const isPage = (path: string) => path.endsWith('.html') && !path.startsWith('assets/');
  const pages = output.paths.filter(isPage).map((path) => `/${path.replace(/(?:^|\/)index\.html$|\.html$/, '')}`);
  const others = output.paths.filter((path) => !isPage(path)).sort();
  // A few pages are named by their route (/articles); more are counted.
  const named = pages.length > 3 ? [plural(pages.length, 'page')] : pages.sort();
  return `${count}: ${[...named, ...(others.length > 0 ? [firstFew(others)] : [])].join(', ')}`;
}

/** The closing summary: routes, wall time, gzip totals (the HTML as written when its pages were not all gzip-weighed). */
export function summary(result: BuildResult, outDir: string): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const reused = result.routes - result.rendered;
  const updated = result.output && !result.output.swapped ? `; ${writtenFiles(result.output)}; ${result.output.deleted} deleted` : '';
  const rendered = result.upToDate
    ? ' (nothing changed since the last build)'
    : reused > 0 || updated
      ? ` (${result.rendered} rendered${reused > 0 ? `, ${reused} unchanged` : ''}${updated})`
      : '';
  const { htmlGzip, htmlBytes, jsGzip, cssGzip } = result.totals;
  const weights =
    htmlGzip === undefined
      ? `gzip: JS ${kb(jsGzip)}, CSS ${kb(cssGzip)}; HTML ${kb(htmlBytes)} uncompressed (--json weighs each page gzipped)`
      : `gzip: HTML ${kb(htmlGzip)}, JS ${kb(jsGzip)}, CSS ${kb(cssGzip)}`;
  return `Built ${plural(result.routes, 'route')}${rendered} into ${outDir}/ in ${result.ms} ms — ${weights}`;
}
