/**
 * `npm run bench -- --vs eleventy,hugo`: cold builds of this generator and of peer generators on
 * the same synthetic articles, alternated within one run (the order rotates every round, so no
 * side always runs first on a machine whose load drifts). Every run starts cold: output and
 * caches of that side removed first. One uncounted run per side warms the OS file cache.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syntheticRoot } from './generate.ts';
import { buildCacheDirs, clearCache } from './measure-builds.ts';
import type { MemoryLimit } from './memory-limit.ts';
import type { Peer, ReadyPeer } from './peers/peer.ts';
import { runBuild, runMeasured } from './run-build.ts';

/** One build of one side. */
export interface SideRun {
  ok: boolean;
  wallMs: number;
  pages?: number;
  peakRssKb?: number;
  /** Output of a failed build. */
  output?: string;
}

/** One side of the comparison: how to make it cold and how to build once. */
export interface Contender {
  label: string;
  makeCold(): void;
  build(): Promise<SideRun>;
}

/** Every counted run of one side. */
export interface SideResult {
  label: string;
  runs: SideRun[];
}

/** Options of alternateColdRuns. */
export interface AlternateOptions {
  contenders: readonly Contender[];
  runs: number;
  /** Called before each build (progress); `round` is -1 for the uncounted warm-up. */
  onRun?: (label: string, round: number) => void;
}

/** Build every contender `runs` times from cold, rotating the order each round. */
export async function alternateColdRuns({ contenders, runs, onRun }: AlternateOptions): Promise<SideResult[]> {
  const results = contenders.map((c) => ({ label: c.label, runs: [] as SideRun[] }));
  for (let round = -1; round < runs; round++) {
    const shift = Math.max(round, 0) % contenders.length;
    const order = contenders.map((_, i) => (i + shift) % contenders.length);
    for (const index of order) {
      const contender = contenders[index]!;
      contender.makeCold();
      onRun?.(contender.label, round);
      const run = await contender.build();
      if (round >= 0) results[index]!.runs.push(run);
    }
  }
  return results;
}

/** This generator: `site build` with its content, page and up-to-date caches and its output removed. */
export function siteContender(projectRoot: string, contentRoot: string, outDir: string, limit?: MemoryLimit): Contender {
  return {
    label: 'site (this generator)',
    makeCold() {
      for (const dir of buildCacheDirs(projectRoot)) clearCache(dir);
      rmSync(outDir, { recursive: true, force: true });
    },
    async build() {
      const run = await runBuild({ projectRoot, contentRoot, outDir, limit });
      return { ok: run.ok, wallMs: run.wallMs, pages: run.routes, peakRssKb: run.peakRssKb, output: run.output };
    },
  };
}

/** A peer building its project in `projectDir`, with that project's output and caches removed. */
export function peerContender(peer: ReadyPeer, projectDir: string, limit?: MemoryLimit): Contender {
  return {
    label: peer.label,
    makeCold() {
      for (const path of peer.coldPaths(projectDir)) rmSync(path, { recursive: true, force: true });
    },
    async build() {
      const { command, args } = peer.command(projectDir);
      const { code, output, wallMs, peakRssKb } = await runMeasured(command, args, projectDir, limit);
      const pages = peer.pagesBuilt(output);
      return { ok: code === 0, wallMs, pages, peakRssKb, ...(code === 0 ? {} : { output: output.trim() || `exit code ${code}` }) };
    },
  };
}

/** Options of sideBySide. */
export interface SideBySideOptions {
  projectRoot: string;
  /** The synthetic roots' folder (.bench/); peers install and build under its peers/ folder. */
  benchDir: string;
  sizes: readonly number[];
  runs: number;
  peers: readonly Peer[];
  progress: (message: string) => void;
  /** Run every build, this generator's and the peers', inside this memory limit (--memory). */
  limit?: MemoryLimit;
}

/** The comparison at one article count. */
export interface SizeComparison {
  articles: number;
  runs: number;
  sides: SideResult[];
  /** Peers that could not run, with the reason. */
  skipped: string[];
}

/** Prepare the peers, then measure every size: this generator first in the table, then each peer. */
export async function sideBySide({
  projectRoot,
  benchDir,
  sizes,
  runs,
  peers,
  progress,
  limit,
}: SideBySideOptions): Promise<SizeComparison[]> {
  const peersDir = join(benchDir, 'peers');
  const skipped: string[] = [];
  const ready: { peer: Peer; ready: ReadyPeer }[] = [];
  for (const peer of peers) {
    const prepared = peer.prepare(peersDir, progress);
    if (typeof prepared === 'string') {
      skipped.push(prepared);
      progress(prepared);
    } else ready.push({ peer, ready: prepared });
  }
  const scratch = mkdtempSync(join(tmpdir(), 'site-bench-vs-'));
  const comparisons: SizeComparison[] = [];
  try {
    for (const size of sizes) {
      const root = syntheticRoot(size, { source: join(projectRoot, 'content'), benchDir });
      const contenders = [siteContender(projectRoot, root, join(scratch, 'out'), limit)];
      for (const { peer, ready: r } of ready) {
        const projectDir = join(peersDir, peer.id, `articles-${size}`);
        peer.writeProject(root, projectDir);
        contenders.push(peerContender(r, projectDir, limit));
      }
      const onRun = (label: string, round: number) =>
        progress(`${size} articles: ${label} ${round < 0 ? 'warm-up (not counted)' : `cold ${round + 1}/${runs}`}`);
      comparisons.push({ articles: size, runs, sides: await alternateColdRuns({ contenders, runs, onRun }), skipped });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return comparisons;
}
