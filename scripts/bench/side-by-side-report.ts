/** The side-by-side comparison as plain-text tables: median and min–max wall time per side, and the ratio. */
import type { SideResult, SizeComparison } from './side-by-side.ts';
import { alignedTable } from './report.ts';
import { largest, median } from './statistics.ts';

/** Summary figures of one side. */
export interface SideSummary {
  label: string;
  pages?: number;
  medianS?: number;
  minS?: number;
  maxS?: number;
  peakRssMb?: number;
  /** This generator's median ÷ this side's median. */
  ratio?: number;
  failed: number;
  error?: string;
}

/** Median, min–max and peak RSS of each side; the first side is this generator, the base of the ratios. */
export function summarizeSides(sides: readonly SideResult[]): SideSummary[] {
  const summaries = sides.map((side): SideSummary => {
    const ok = side.runs.filter((r) => r.ok);
    const seconds = ok.map((r) => r.wallMs / 1000);
    const rss = largest(side.runs.flatMap((r) => (r.peakRssKb === undefined ? [] : [r.peakRssKb / 1024])));
    return {
      label: side.label,
      pages: ok.find((r) => r.pages !== undefined)?.pages,
      medianS: median(seconds),
      minS: seconds.length ? Math.min(...seconds) : undefined,
      maxS: seconds.length ? Math.max(...seconds) : undefined,
      peakRssMb: rss,
      failed: side.runs.length - ok.length,
      error: side.runs.find((r) => !r.ok)?.output,
    };
  });
  const base = summaries[0]?.medianS;
  return summaries.map((s) => (base !== undefined && s.medianS ? { ...s, ratio: base / s.medianS } : s));
}

/** One table per article count, then how to read it, skipped peers and failed runs. */
export function sideBySideTables(comparisons: readonly SizeComparison[]): string {
  const out: string[] = [];
  for (const { articles, runs, sides } of comparisons) {
    out.push(`${articles} articles, ${runs} alternating cold runs per side:`, table(summarizeSides(sides)), '');
  }
  out.push(
    'wall = the whole build process, output and caches removed before every run (one uncounted warm-up run per side first).',
    'site ÷ side = this generator’s median divided by that side’s median: below 1 this generator is faster.',
    'pages = pages the build reports (this generator also builds its home and 404 pages, bundles islands and checks the output).',
  );
  const skipped = [...new Set(comparisons.flatMap((c) => c.skipped))];
  if (skipped.length) out.push('', ...skipped);
  const errors = comparisons.flatMap((c) =>
    summarizeSides(c.sides).flatMap((s) => (s.error ? [`${c.articles} articles, ${s.label} (${s.failed} failed):\n${cut(s.error)}`] : [])),
  );
  if (errors.length) out.push('', 'Problems:', ...errors);
  return out.join('\n');
}

function table(summaries: readonly SideSummary[]): string {
  const header = ['side', 'pages', 'median s', 'min–max s', 'peak RSS MB', 'site ÷ side'];
  const rows = summaries.map((s, i) => [
    s.label + (s.failed ? ` (${s.failed} failed)` : ''),
    s.pages === undefined ? '-' : String(s.pages),
    s.medianS === undefined ? 'error' : s.medianS.toFixed(2),
    s.minS === undefined || s.maxS === undefined ? '-' : `${s.minS.toFixed(2)}–${s.maxS.toFixed(2)}`,
    s.peakRssMb === undefined ? '-' : String(Math.round(s.peakRssMb)),
    i === 0 || s.ratio === undefined ? '-' : `${s.ratio.toFixed(2)}×`,
  ]);
  return alignedTable(header, rows);
}

function cut(text: string): string {
  return text.split('\n').slice(0, 20).join('\n');
}
