/**
 * commander wiring: parse flags, call build(), print the result. Exit codes: 0 success,
 * 1 content errors, 2 usage errors.
 */
import { Command, CommanderError } from 'commander';
import { build, type BuildResult } from './build.ts';
import { BuildFailure } from './content/errors.ts';
import { writeFile } from 'node:fs/promises';
import { logger } from './logger.ts';
import { formatReport } from './report.ts';
import { checkOutDir } from './check-out.ts';
import { writeSchemas } from './schema-export.ts';
import { startStaticServer } from './serve/static.ts';
import { devDefaults, startDev } from './dev/server.ts';
import { submissionsTable } from './dev/submissions-command.ts';

/** Options the launcher passes. */
export interface RunOptions {
  projectRoot: string;
}

/** Exit codes of the CLI. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

/** Run the CLI with process-style argv; resolves to the exit code. */
export async function run(argv: string[], options: RunOptions): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name('site')
    .description('Build the marketing site from content/ (Markdown + YAML) into static HTML.')
    .exitOverride()
    .showHelpAfterError('(run site --help for usage)')
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

  program
    .command('build')
    .description('validate content and write the static site')
    .option('--content <dir>', 'content root to build', 'content')
    .option('--out <dir>', 'output folder (replaced atomically on success)', 'out')
    .option('--config <overlay.yaml>', 'YAML deep-merged over site.yaml (staging or test endpoints)')
    .option('--no-cache', 'parse and render every page again instead of reusing node_modules/.cache/site/content and .../pages')
    .option('--no-check', 'skip the output checks (links, anchors, alt text, h1, title, description, calls to action, budgets)')
    .option('--json <file>', 'also write the build report (per-route weights, totals, timings) as JSON')
    .option('--workers <n>', 'worker threads for rendering (default: up to 4 for sites of 400+ routes, else 1)')
    .action(async (flags: BuildFlags) => {
      exitCode = await runBuild(flags, options);
    });

  program
    .command('dev')
    .description('serve the site with instant rebuilds, live reload, errors in the browser and a local inbox for every form')
    .option('--content <dir>', 'content root', 'content')
    .option('--port <port>', 'port', String(devDefaults.port))
    .option('--host <host>', 'interface to listen on', devDefaults.host)
    .option('--config <overlay.yaml>', 'YAML deep-merged over site.yaml')
    .action(async (flags: { content: string; port: string; host: string; config?: string }) => {
      const dev = await startDev({ contentDir: flags.content, port: Number(flags.port), host: flags.host, overlayFile: flags.config, projectRoot: options.projectRoot, log: logger.info });
      const stop = () => void dev.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await new Promise(() => {});
    });

  program
    .command('submissions')
    .description('print the briefing submissions stored by site dev (in .data/)')
    .option('--port <port>', 'ask a running site dev on this port first', String(devDefaults.port))
    .option('--host <host>', 'its interface', devDefaults.host)
    .action(async (flags: { port: string; host: string }) => {
      logger.info(await submissionsTable({ url: `http://${flags.host}:${flags.port}` }));
    });

  program
    .command('check')
    .description('check a built out/ folder: links and anchors resolve, alt text, one h1, title and description lengths, calls to action')
    .option('--out <dir>', 'built site to check', 'out')
    .option('--content <dir>', 'content root (errors name the source files)', 'content')
    .action(async (flags: { out: string; content: string }) => {
      const errors = await checkOutDir(flags.out, flags.content);
      if (errors.length > 0) {
        logger.errors(errors);
        logger.info(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in ${flags.out}/`);
        exitCode = EXIT.content;
      } else logger.info(`${flags.out}/ passed every check`);
    });

  program
    .command('schema')
    .description('write JSON Schema files for front matter and data files, and map them in .vscode/settings.json')
    .option('--dir <dir>', 'where to write the schemas', 'schemas')
    .action(async (flags: { dir: string }) => {
      const written = await writeSchemas({ dir: flags.dir, contentDir: 'content' });
      logger.info(`wrote ${written.join(', ')}`);
    });

  program
    .command('preview')
    .description('serve a built out/ folder locally, resolving routes like a CDN host')
    .option('--out <dir>', 'folder to serve', 'out')
    .option('--port <port>', 'port', '4322')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (flags: { out: string; port: string; host: string }) => {
      const { url } = await startStaticServer(flags.out, { port: Number(flags.port), host: flags.host });
      logger.info(`Serving ${flags.out}/ at ${url} (Ctrl+C to stop)`);
      await new Promise(() => {});
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version') return EXIT.ok;
      return EXIT.usage;
    }
    throw error;
  }
  if (argv.length <= 2) {
    program.outputHelp();
    return EXIT.usage;
  }
  return exitCode;
}

/** Flags of `site build`. */
interface BuildFlags {
  content: string;
  out: string;
  config?: string;
  cache: boolean;
  check: boolean;
  json?: string;
  workers?: string;
}

async function runBuild(flags: BuildFlags, options: RunOptions): Promise<number> {
  try {
    const result = await build({ contentDir: flags.content, outDir: flags.out, configOverlay: flags.config, projectRoot: options.projectRoot, cache: flags.cache, check: flags.check, workers: flags.workers ? Number(flags.workers) : undefined });
    if (result.pages.length <= 60) logger.info(formatReport(result.pages));
    logger.info(summary(result, flags.out));
    if (flags.json) await writeFile(flags.json, JSON.stringify({ routes: result.routes, ms: result.ms, totals: result.totals, timings: result.timings, pages: result.pages }, null, 2));
    if (process.env.SITE_TIMINGS) logger.info(`stages (ms): ${Object.entries(result.timings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof BuildFailure) {
      logger.errors(error.errors);
      logger.info(`\nBuild failed: ${error.message}. ${flags.out}/ was left unchanged.`);
      return EXIT.content;
    }
    throw error;
  }
}

/** The closing summary: routes, wall time, gzip totals. */
export function summary(result: BuildResult, outDir: string): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const reused = result.routes - result.rendered;
  const updated = result.output && !result.output.swapped ? `; ${result.output.written} files written, ${result.output.deleted} deleted` : '';
  const rendered = result.upToDate ? ' (nothing changed since the last build)' : reused > 0 ? ` (${result.rendered} rendered, ${reused} unchanged${updated})` : '';
  return `Built ${result.routes} routes${rendered} into ${outDir}/ in ${result.ms} ms — gzip: HTML ${kb(result.totals.htmlGzip)}, JS ${kb(result.totals.jsGzip)}, CSS ${kb(result.totals.cssGzip)}`;
}
