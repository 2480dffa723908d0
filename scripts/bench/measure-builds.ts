/**
 * The three build measurements of one content root, each repeated: cold (no content cache, no
 * previous output), warm (cache and output of the previous run present, nothing changed) and
 * one article changed (a new sentence before each run, the file restored afterwards).
 */
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editableArticle } from './edit.ts';
import type { MemoryLimit } from './memory-limit.ts';
import { runBuild, type BuildRun } from './run-build.ts';
import { largest, median } from './statistics.ts';

/** Figures of one measurement over its runs. */
export interface BuildSeries {
  runs: BuildRun[];
  /** Median wall time of the successful runs, seconds. */
  wallS?: number;
  /** Median of the build's own reported time, ms. */
  buildMs?: number;
  /** Largest peak RSS over the runs, MB. */
  peakRssMb?: number;
  /** Output of the first failed run. */
  error?: string;
}

/** Options of measureBuilds. */
export interface MeasureBuildsOptions {
  projectRoot: string;
  contentRoot: string;
  runs: number;
  /** Called before each run (progress). */
  onRun?: (measurement: string, index: number) => void;
  /** Run every build inside this memory limit (--memory). */
  limit?: MemoryLimit;
}

/** Every cache `site build` keeps between builds: parsed Markdown and front matter, finished pages, the record of out/, the up-to-date record. */
export function buildCacheDirs(projectRoot: string): string[] {
  return ['content', 'yaml', 'pages', 'outputs', 'builds'].map((name) => join(projectRoot, 'node_modules', '.cache', 'site', name));
}

/** Measure cold, warm and one-changed builds of a content root. */
export async function measureBuilds({
  projectRoot,
  contentRoot,
  runs,
  onRun,
  limit,
}: MeasureBuildsOptions): Promise<{ cold: BuildSeries; warm: BuildSeries; oneChanged: BuildSeries }> {
  const scratch = mkdtempSync(join(tmpdir(), 'site-bench-out-'));
  const outDir = join(scratch, 'out');
  const build = () => runBuild({ projectRoot, contentRoot, outDir, limit });
  const series = async (name: string, before: (index: number) => void): Promise<BuildSeries> => {
    const results: BuildRun[] = [];
    for (let i = 0; i < runs; i++) {
      before(i);
      onRun?.(name, i);
      results.push(await build());
    }
    return summarize(results);
  };
  const article = editableArticle(contentRoot);
  try {
    const cold = await series('cold', () => {
      for (const dir of buildCacheDirs(projectRoot)) clearCache(dir);
      rmSync(outDir, { recursive: true, force: true });
    });
    const warm = await series('warm', () => {});
    // A different sentence each run, so no run finds its edit in the cache.
    const oneChanged = await series('one-changed', (i) =>
      article.write(`This sentence was added by the benchmark (run ${i + 1}, ${Date.now()}).`),
    );
    return { cold, warm, oneChanged };
  } finally {
    article.restore();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Delete a cache folder; moved aside first, so a build writing into it meanwhile cannot make the delete fail. */
export function clearCache(dir: string): void {
  const aside = `${dir}.bench-${process.pid}-${Date.now()}`;
  try {
    renameSync(dir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  rmSync(aside, { recursive: true, force: true, maxRetries: 5 });
}

function summarize(runs: BuildRun[]): BuildSeries {
  const ok = runs.filter((r) => r.ok);
  const rss = runs.flatMap((r) => (r.peakRssKb === undefined ? [] : [r.peakRssKb / 1024]));
  const failed = runs.find((r) => !r.ok);
  const wall = median(ok.map((r) => r.wallMs / 1000));
  const own = median(ok.flatMap((r) => (r.buildMs === undefined ? [] : [r.buildMs])));
  const peak = largest(rss);
  return {
    runs,
    ...(wall === undefined ? {} : { wallS: wall }),
    ...(own === undefined ? {} : { buildMs: own }),
    ...(peak === undefined ? {} : { peakRssMb: peak }),
    ...(failed ? { error: failed.output ?? 'failed' } : {}),
  };
}
