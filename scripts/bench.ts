/**
 * `npm run bench`: build speed at scale. Generates synthetic content roots (16, 1,000, 10,000
 * articles) under .bench/, then measures whole `site build` processes (cold, warm, one article
 * changed; median of --runs) and the `site dev` edit-to-reload latency, with peak RSS.
 * Usage: npm run bench -- [--sizes 16,1000,10000,site] [--runs 3] [--skip-dev] [--memory MB] [--json]
 * With --vs eleventy,hugo: alternating cold builds of this generator and the peers on the same
 * articles (default --sizes 1000 --runs 5); see scripts/bench/side-by-side.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { measureDevReload } from './bench/dev-reload.ts';
import { siteSnapshot, syntheticRoot } from './bench/generate.ts';
import { measureBuilds } from './bench/measure-builds.ts';
import { memoryLimit } from './bench/memory-limit.ts';
import { eleventy, eleventyPlain } from './bench/peers/eleventy.ts';
import { hugo } from './bench/peers/hugo.ts';
import { resultTable, type RootResult } from './bench/report.ts';
import { rssSource, runBuild } from './bench/run-build.ts';
import { sideBySide } from './bench/side-by-side.ts';
import { sideBySideTables } from './bench/side-by-side-report.ts';
import { sourceStamp } from './bench/source-stamp.ts';

const USAGE = [
  'usage: npm run bench -- [--sizes 16,1000,10000,site] [--runs 3] [--skip-dev] [--memory MB] [--json]',
  '       npm run bench -- --vs eleventy[,hugo] [--sizes 1000] [--runs 5] [--memory MB] [--json]   (article counts only)',
  '',
  '  --sizes     content roots to measure: article counts, and site for a copy of content/',
  '  --runs      builds per measurement; the median is reported (default 3, 5 with --vs)',
  '  --skip-dev  leave out the site dev edit-to-reload measurement',
  '  --memory    run every build as on a machine with only MB megabytes of memory (a Linux memory cgroup,',
  '              no swap; needs systemd-run or root); site dev runs without it',
  '  --json      print the results as JSON instead of tables',
  '  --vs        cold builds side by side with eleventy (its full and its plain layout) and/or hugo on the same articles',
  '  -h, --help  print this and exit',
  '',
].join('\n');

/** A usage mistake: one line on stderr, exit 2. */
function usageError(problem: string): never {
  process.stderr.write(`bench: ${problem}; npm run bench -- --help shows the usage\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        sizes: { type: 'string' },
        runs: { type: 'string' },
        vs: { type: 'string' },
        memory: { type: 'string' },
        'skip-dev': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // node:util's parse errors (an unknown option, a missing value, a stray argument): their first sentence.
    return usageError((error as Error).message.split(/\.(?: |$)/)[0]!.replace(/^[A-Z]/, (c) => c.toLowerCase()));
  }
})();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const peers = { eleventy, 'eleventy-plain': eleventyPlain, hugo } as const;
// --vs eleventy measures both Eleventy layouts: the full one (like this site's pages) and the plain one.
const vs = (values.vs?.split(',').map((s) => s.trim()) ?? []).flatMap((id) => (id === 'eleventy' ? ['eleventy', 'eleventy-plain'] : [id]));
const runs = Number(values.runs ?? (vs.length ? '5' : '3'));
const sizes = (values.sizes ?? (vs.length ? '1000' : '16,1000,10000,site'))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const badSize = (s: string) => (s !== 'site' || vs.length > 0) && !/^[1-9]\d*$/.test(s);
if (!Number.isInteger(runs) || runs < 1) usageError(`--runs ${values.runs} is not a whole number of at least 1`);
if (sizes.some(badSize))
  usageError(
    `--sizes ${values.sizes} holds ${sizes.find(badSize)}: sizes are article counts${vs.length ? '' : ' or site'}, joined by commas`,
  );
if (values.memory !== undefined && !/^[1-9]\d*$/.test(values.memory))
  usageError(`--memory ${values.memory} is not a whole number of megabytes`);
const unknownPeer = vs.find((p) => !Object.hasOwn(peers, p));
if (unknownPeer !== undefined) usageError(`--vs ${unknownPeer} is not one of: ${Object.keys(peers).join(', ')}`);
const projectRoot = process.cwd();
if (!existsSync(join(projectRoot, 'bin', 'site.js'))) {
  process.stderr.write('Run the bench from the project folder (the one holding bin/site.js).\n');
  process.exit(2);
}
const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const limit = values.memory === undefined ? undefined : memoryLimit(Number(values.memory));
if (typeof limit === 'string') usageError(limit);
process.on('exit', () => limit?.close());
/** What says the builds ran inside the limit: the line under a table, the field of the JSON. */
const limitNote = limit ? `\nEvery build ran inside a memory limit of ${limit.megabytes} MB (${limit.how}).` : '';
const limitJson = limit ? { memoryLimitMb: limit.megabytes } : {};
const folders = { source: join(projectRoot, 'content'), benchDir: join(projectRoot, '.bench') };

if (vs.length > 0) {
  const comparisons = await sideBySide({
    projectRoot,
    benchDir: folders.benchDir,
    sizes: sizes.map(Number),
    runs,
    peers: vs.map((id) => peers[id as keyof typeof peers]),
    progress,
    limit,
  });
  const json = { ...limitJson, comparisons };
  process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${sideBySideTables(comparisons)}${limitNote}\n`);
  process.exit(0);
}

const roots = sizes.map((size) => {
  const started = performance.now();
  const root = size === 'site' ? siteSnapshot(folders) : syntheticRoot(Number(size), folders);
  progress(`${relative(projectRoot, root)} ready in ${Math.round(performance.now() - started)} ms`);
  return { name: size === 'site' ? 'site (content/)' : `synthetic-${size}`, root };
});

// One small build before measuring, not counted: compiles the CLI and the renderer if their sources changed.
progress('warm-up build (compiles the generator if needed)');
const warmUpOut = mkdtempSync(join(tmpdir(), 'site-bench-warm-up-'));
const warmUp = await runBuild({ projectRoot, contentRoot: syntheticRoot(16, folders), outDir: join(warmUpOut, 'out') });
rmSync(warmUpOut, { recursive: true, force: true });
if (!warmUp.ok) progress(`warm-up build failed:\n${warmUp.output}`);

const results: RootResult[] = [];
for (const { name, root } of roots) {
  const stamp = sourceStamp(projectRoot);
  const builds = await measureBuilds({
    projectRoot,
    contentRoot: root,
    runs,
    onRun: (measurement, i) => progress(`${name}: ${measurement} build ${i + 1}/${runs}`),
    limit,
  });
  let dev: RootResult['dev'];
  if (!values['skip-dev']) {
    progress(`${name}: site dev edit-to-reload`);
    const startupTimeoutMs = Math.max(30_000, (builds.cold.wallS ?? 0) * 2000 + 10_000);
    dev = await measureDevReload({ projectRoot, contentRoot: root, edits: 10, startupTimeoutMs });
  }
  const articles = readdirSync(join(root, 'articles')).filter((f) => f.endsWith('.md')).length;
  results.push({
    root: name,
    articles,
    ...builds,
    ...(dev ? { dev } : {}),
    ...(sourceStamp(projectRoot) !== stamp ? { generatorChanged: true } : {}),
  });
}

if (values.json) {
  const machine = { node: process.version, platform: process.platform, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' };
  process.stdout.write(
    `${JSON.stringify({ runs, rssSource, machine, ...limitJson, results }, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v), 2)}\n`,
  );
} else {
  process.stdout.write(`${resultTable(results, runs, rssSource)}${limitNote}\n`);
}
