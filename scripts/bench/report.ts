/** The benchmark's results as one plain-text table (and the footnotes that say how to read it). */
import type { DevReload } from './dev-reload.ts';
import type { BuildSeries } from './measure-builds.ts';

/** Every figure measured for one content root. */
export interface RootResult {
  root: string;
  articles: number;
  cold: BuildSeries;
  warm: BuildSeries;
  oneChanged: BuildSeries;
  /** undefined with --skip-dev. */
  dev?: DevReload;
  /** Set when the generator's own code changed while this root was measured (figures mix versions). */
  generatorChanged?: boolean;
}

/** Render the results as an aligned plain-text table with footnotes. */
export function resultTable(results: readonly RootResult[], runs: number, rssSource: string): string {
  const header = [
    'root',
    'articles',
    'cold s',
    'warm s',
    'one-changed s',
    'dev reload ms (median/max)',
    'peak RSS MB (cold/warm/changed/dev)',
  ];
  const rows = results.map((r) => [
    r.root + (r.generatorChanged ? ' *' : ''),
    String(r.articles),
    seconds(r.cold),
    seconds(r.warm),
    seconds(r.oneChanged),
    devCell(r.dev),
    [r.cold, r.warm, r.oneChanged]
      .map((s) => mb(s.peakRssMb))
      .concat(r.dev?.available ? mb(r.dev.peakRssMb) : '-')
      .join(' / '),
  ]);
  const notes = [
    `s = median wall time of the whole \`site build\` process over ${runs} run${runs === 1 ? '' : 's'}; in brackets the build's own "Built … in X ms".`,
    'cold = no content cache and no previous output; warm = cache and output of the previous run present; one-changed = warm + one article edited.',
    `dev reload = file write to the \`event: reload\` of /__reload, ${results.find((r) => r.dev?.available)?.dev?.samplesMs.length ?? 10} one-word edits after one uncounted edit.`,
    `peak RSS = largest over the runs (${rssSource === 'gnu-time' ? 'GNU time %M' : "the child's process.resourceUsage().maxRSS"}; dev: VmHWM of the dev process).`,
  ];
  if (results.some((r) => r.generatorChanged))
    notes.push('* the generator (cli/, templates/ or client/) changed while this root was measured: its figures mix two versions.');
  return [alignedTable(header, rows), '', ...notes, ...problems(results)].join('\n');
}

/** Failed runs, grouped by their output (the same error usually fails every run), each cut to 20 lines. */
/** Rows under a header as text columns: the first left-aligned, the others right-aligned. */
export function alignedTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [header, ...rows].map(line).join('\n');
}

function problems(results: readonly RootResult[]): string[] {
  const byText = new Map<string, string[]>();
  for (const r of results) {
    const failed: [string, string][] = (['cold', 'warm', 'oneChanged'] as const).flatMap((k) =>
      r[k].error ? [[k, r[k].error!] as [string, string]] : [],
    );
    if (r.dev && !r.dev.available) failed.push(['dev', r.dev.reason ?? 'unavailable']);
    for (const [what, text] of failed) {
      const short = text.split('\n').slice(0, 20).join('\n');
      byText.set(short, [...(byText.get(short) ?? []), `${r.root} ${what}`]);
    }
  }
  return byText.size === 0 ? [] : ['', 'Problems:', ...[...byText].map(([text, where]) => `${where.join(', ')}:\n${text}`)];
}

function seconds(series: BuildSeries): string {
  if (series.wallS === undefined) return 'error';
  const own = series.buildMs === undefined ? '' : ` (${(series.buildMs / 1000).toFixed(2)})`;
  return `${series.wallS.toFixed(2)}${own}${series.error ? ' !' : ''}`;
}

function devCell(dev: DevReload | undefined): string {
  if (!dev) return 'skipped';
  if (!dev.available) return dev.started ? 'n/a (no reload event)' : 'n/a (site dev not available)';
  return `${Math.round(dev.medianMs!)} / ${Math.round(dev.maxMs!)}`;
}

function mb(value: number | undefined): string {
  return value === undefined ? '-' : String(Math.round(value));
}
