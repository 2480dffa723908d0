/**
 * One `site build` as a whole process: wall time (Node timers), the build's own time from its
 * closing line, and peak RSS, read with GNU time (`/usr/bin/time -f %M`) where it exists, else
 * with a preloaded hook that writes the child's `process.resourceUsage().maxRSS` on exit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemoryLimit } from './memory-limit.ts';

/** What one build process reports. */
export interface BuildRun {
  ok: boolean;
  wallMs: number;
  /** The `in X ms` of the build's `Built N routes into … in X ms` line. */
  buildMs?: number;
  routes?: number;
  peakRssKb?: number;
  /** stdout and stderr of a failed build (content errors name file:line:column). */
  output?: string;
}

/** Options of runBuild. */
export interface BuildRunOptions {
  /** The generator's folder (holds bin/site.js). */
  projectRoot: string;
  contentRoot: string;
  outDir: string;
  /** Run the build inside this memory limit (--memory). */
  limit?: MemoryLimit;
}

/** How peak RSS is read on this machine. */
export const rssSource: 'gnu-time' | 'node-resource-usage' = hasGnuTime() ? 'gnu-time' : 'node-resource-usage';

/** Run `node bin/site.js build --content <root> --out <dir>` once and measure it. */
export async function runBuild({ projectRoot, contentRoot, outDir, limit }: BuildRunOptions): Promise<BuildRun> {
  const site = [join(projectRoot, 'bin', 'site.js'), 'build', '--content', contentRoot, '--out', outDir];
  const { code, output, wallMs, peakRssKb } = await runMeasured(process.execPath, site, projectRoot, limit);
  const built = /Built (\d+) routes(?: \([^)]*\))? into .* in (\d+) ms/.exec(output);
  return {
    ok: code === 0 && !!built,
    wallMs,
    ...(built ? { routes: Number(built[1]), buildMs: Number(built[2]) } : {}),
    ...(peakRssKb === undefined ? {} : { peakRssKb }),
    ...(code === 0 && built ? {} : { output: output.trim() || `exit code ${code}` }),
  };
}

/** What one measured process reports. */
export interface MeasuredProcess {
  code: number | null;
  /** stdout and stderr, interleaved. */
  output: string;
  wallMs: number;
  peakRssKb?: number;
}

/**
 * Run any command to its end, inside `limit` if given, and measure its wall time and peak RSS
 * (GNU time; without it, the preloaded hook, which only works when `command` is Node).
 */
export async function runMeasured(command: string, args: readonly string[], cwd: string, limit?: MemoryLimit): Promise<MeasuredProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'site-bench-rss-'));
  const rssFile = join(scratch, 'rss');
  const hooked = rssSource === 'node-resource-usage' && command === process.execPath;
  const [limited, limitedArgs] = (limit?.wrap ?? ((c, a) => [c, [...a]]))(
    command,
    hooked ? ['--import', `data:text/javascript,${encodeURIComponent(rssHook)}`, ...args] : args,
  );
  const [program, programArgs] =
    rssSource === 'gnu-time' ? ['/usr/bin/time', ['-f', '%M', '-o', rssFile, limited, ...limitedArgs]] : [limited, limitedArgs];
  try {
    const started = performance.now();
    const { code, output } = await spawnCollect(program, programArgs, { cwd, env: { ...process.env, BENCH_RSS_FILE: rssFile } });
    const wallMs = performance.now() - started;
    const rss = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) : NaN;
    return { code, output, wallMs, ...(Number.isFinite(rss) ? { peakRssKb: rss } : {}) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Preloaded into the child when GNU time is missing: its own peak RSS (kB) on exit. */
const rssHook = `import { writeFileSync } from 'node:fs';
process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));`;

function hasGnuTime(): boolean {
  if (!existsSync('/usr/bin/time')) return false;
  const scratch = mkdtempSync(join(tmpdir(), 'site-bench-time-'));
  try {
    return (
      spawnSync('/usr/bin/time', ['-f', '%M', '-o', join(scratch, 'probe'), 'true']).status === 0 && existsSync(join(scratch, 'probe'))
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Run a process to its end; resolves with its exit code and interleaved output. */
function spawnCollect(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
