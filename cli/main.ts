/**
 * commander wiring: parse and check flags, call the engine, print the result. Exit codes: 0
 * success, 1 content errors, 2 usage errors (a bad option, a busy port, a missing path), 70 a
 * bug in site. Every option is checked before any work starts; one handler turns what a user
 * can cause into one line, and only a genuine internal error prints a stack.
 */
import { Command, CommanderError, Option } from 'commander';
import { build, type BuildResult } from './engine/build.ts';
import { REASONS, type Reason } from './cache/explain.ts';
import { BuildFailure } from './content/errors.ts';
import { writeFile } from 'node:fs/promises';
import { logger } from './shell/logger.ts';
import { formatReport } from './check/report.ts';
import { checkOutDir } from './check/check-out.ts';
import { writeSchemas } from './content/schema-export.ts';
import { startStaticServer } from './serve/static.ts';
import { devDefaults, startDev } from './dev/server.ts';
import { submissionsTable } from './dev/submissions-command.ts';
import { integerIn, requireBuiltFolder, requireContentRoot, writableFilePath } from './shell/options.ts';
import { describeSystemError, EXIT, internalErrorReport, UsageError } from './shell/user-error.ts';

export { EXIT } from './shell/user-error.ts';

/** Options the launcher passes. */
export interface RunOptions {
  projectRoot: string;
}

/** Run the CLI with process-style argv; resolves to the exit code. */
export async function run(argv: string[], options: RunOptions): Promise<number> {
  const exit = { code: EXIT.ok as number };
  const program = createProgram();
  addBuildCommands(program, options, exit);
  addServerCommands(program, options);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    return exitCodeFor(error);
  }
  if (argv.length <= 2) {
    program.outputHelp();
    return EXIT.usage;
  }
  return exit.code;
}

/** The program: its name, how it prints, and the content-root check before any command that reads one (defaults included). */
function createProgram(): Command {
  const program = new Command()
    .name('site')
    .description('Build the marketing site from content/ (Markdown + YAML) into static HTML.')
    .exitOverride()
    .showHelpAfterError('(run site --help for usage)')
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });
  program.hook('preAction', (_program, command) => {
    const content = command.opts().content as string | undefined;
    if (content !== undefined) requireContentRoot(content);
  });
  return program;
}

/** A --port option: a whole number from 1 to 65535. */
const portOption = (fallback: number, description = 'port (1-65535)') =>
  new Option('--port <port>', description).argParser(integerIn(1, 65535)).default(fallback);

/** The commands that write or check files: build, check, schema. */
function addBuildCommands(program: Command, options: RunOptions, exit: { code: number }): void {
  program
    .command('build')
    .description('validate content and write the static site')
    .option('--content <dir>', 'content root to build', 'content')
    .option('--out <dir>', 'output folder: new, empty or built by site (replaced atomically on success)', 'out')
    .option('--config <overlay.yaml>', 'YAML deep-merged over site.yaml (staging or test endpoints)')
    .option('--no-cache', 'parse and render every page again instead of reusing node_modules/.cache/site/content and .../pages')
    .option('--no-check', 'skip the output checks (links, anchors, alt text, h1, title, description, calls to action, budgets)')
    .option('--explain', 'say why each page was rendered again (and its Markdown parsed) instead of taken from the cache')
    .option('--drafts', 'build draft pages too, with their Draft banner and noindex (a preview deploy); without it drafts are left out')
    .addOption(
      new Option('--json <file>', 'also write the build report (per-route weights, totals, timings) as JSON').argParser(writableFilePath),
    )
    .addOption(
      new Option('--workers <n>', 'worker threads for rendering, 1-64 (default: up to 4 for sites of 400+ routes, else 1)').argParser(
        integerIn(1, 64),
      ),
    )
    .action(async (flags: BuildFlags) => {
      exit.code = await runBuild(flags, options);
    });

  program
    .command('check')
    .description('check a built out/ folder: links and anchors resolve, alt text, one h1, title and description lengths, calls to action')
    .option('--out <dir>', 'built site to check', 'out')
    .option('--content <dir>', 'content root (errors name the source files)', 'content')
    .action(async (flags: { out: string; content: string }) => {
      requireBuiltFolder(flags.out);
      const { errors, pages } = await checkOutDir(flags.out, flags.content);
      if (pages === 0) {
        logger.warn(`site: no pages in ${flags.out}/; build the site first (site build --out ${flags.out})`);
        exit.code = EXIT.content;
      } else if (errors.length > 0) {
        logger.errors(errors);
        logger.info(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in ${flags.out}/`);
        exit.code = EXIT.content;
      } else logger.info(`${flags.out}/ passed every check (${pages} pages)`);
    });

  program
    .command('schema')
    .description('write JSON Schema files for front matter and data files, and map them in .vscode/settings.json')
    .option('--dir <dir>', 'where to write the schemas', 'schemas')
    .action(async (flags: { dir: string }) => {
      const written = await writeSchemas({ dir: flags.dir, contentDir: 'content' });
      logger.info(`wrote ${written.join(', ')}`);
    });
}

/** The commands that serve or read a server: dev, preview, submissions. */
function addServerCommands(program: Command, options: RunOptions): void {
  program
    .command('dev')
    .description('serve the site with instant rebuilds, live reload, errors in the browser and a local inbox for every form')
    .option('--content <dir>', 'content root', 'content')
    .addOption(portOption(devDefaults.port))
    .option('--host <host>', 'interface to listen on', devDefaults.host)
    .option('--config <overlay.yaml>', 'YAML deep-merged over site.yaml')
    .action(async (flags: { content: string; port: number; host: string; config?: string }) => {
      const stopped = untilSignal(); // a Ctrl+C during the first build still closes everything
      const dev = await startDev({
        contentDir: flags.content,
        port: flags.port,
        host: flags.host,
        overlayFile: flags.config,
        projectRoot: options.projectRoot,
        log: logger.info,
      });
      await stopped;
      logger.info('site dev: stopping');
      await dev.close();
    });

  program
    .command('preview')
    .description('serve a built out/ folder locally, resolving routes, headers and redirects like a CDN host')
    .option('--out <dir>', 'folder to serve', 'out')
    .addOption(portOption(4322))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (flags: { out: string; port: number; host: string }) => {
      requireBuiltFolder(flags.out);
      const { server, url } = await startStaticServer(flags.out, { port: flags.port, host: flags.host });
      logger.info(`Serving ${flags.out}/ at ${url} (Ctrl+C to stop)`);
      await untilSignal();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    });

  program
    .command('submissions')
    .description('print the briefing submissions stored by site dev (in .data/)')
    .addOption(portOption(devDefaults.port, 'ask a running site dev on this port first'))
    .option('--host <host>', 'its interface', devDefaults.host)
    .action(async (flags: { port: number; host: string }) => {
      logger.info(await submissionsTable({ url: `http://${flags.host}:${flags.port}` }));
    });
}

/** The exit code for an error that ended a command, after printing it (one clear line unless it is a bug in site). */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // commander has printed its own message (unknown option, invalid argument, help).
    return ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code) ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof BuildFailure) {
    logger.errors(error.errors);
    return EXIT.content;
  }
  if (error instanceof UsageError) {
    logger.warn(`site: ${error.message}`);
    return error.exitCode;
  }
  const described = describeSystemError(error);
  if (described) {
    logger.warn(`site: ${described}`);
    return EXIT.usage;
  }
  logger.warn(internalErrorReport(error));
  return EXIT.internal;
}

/** Resolves on the first SIGINT or SIGTERM (Ctrl+C, a process manager stopping site). */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Flags of `site build`. */
interface BuildFlags {
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

async function runBuild(flags: BuildFlags, options: RunOptions): Promise<number> {
  try {
    const result = await build({
      contentDir: flags.content,
      outDir: flags.out,
      configOverlay: flags.config,
      projectRoot: options.projectRoot,
      cache: flags.cache,
      check: flags.check,
      workers: flags.workers,
      drafts: flags.drafts === true,
    });
    if (result.pages.length <= 60) logger.info(formatReport(result.pages));
    if (flags.explain) logger.info(explanation(result));
    logger.info(summary(result, flags.out));
    if (flags.json) await writeFile(flags.json, JSON.stringify(jsonReport(result), null, 2));
    if (process.env.SITE_TIMINGS)
      logger.info(
        `stages (ms): ${Object.entries(result.timings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
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

/** The --json report: routes, time, totals, timings, the work done and why, and every page's weight. */
function jsonReport(result: BuildResult) {
  const { routes, ms, totals, timings, rendered, parsed, reasons, upToDate, pages } = result;
  return { routes, ms, totals, timings, rendered, parsed, reasons, upToDate: upToDate ?? false, pages };
}

/** --explain: each page rendered with its reason, then the reasons counted. */
export function explanation(result: BuildResult): string {
  if (result.upToDate) return 'Nothing was rendered: no input changed since the last build.';
  if (result.work.length === 0) return `Nothing was rendered: all ${result.routes} pages came from the page cache.`;
  const lines = result.work.map((w) => `  ${w.path}  ${REASONS[w.rendered]}${w.parsed ? `; Markdown parsed: ${REASONS[w.parsed]}` : ''}`);
  const counts = Object.entries(result.reasons.rendered).map(([reason, n]) => `${n} ${REASONS[reason as Reason]}`);
  return [
    `Rendered ${result.rendered} of ${result.routes} pages, parsed ${result.parsed} Markdown documents:`,
    ...lines,
    `  (${counts.join('; ')})`,
  ].join('\n');
}

/** The closing summary: routes, wall time, gzip totals. */
export function summary(result: BuildResult, outDir: string): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const reused = result.routes - result.rendered;
  const updated =
    result.output && !result.output.swapped ? `; ${result.output.written} files written, ${result.output.deleted} deleted` : '';
  const rendered = result.upToDate
    ? ' (nothing changed since the last build)'
    : reused > 0
      ? ` (${result.rendered} rendered, ${reused} unchanged${updated})`
      : '';
  return `Built ${result.routes} routes${rendered} into ${outDir}/ in ${result.ms} ms — gzip: HTML ${kb(result.totals.htmlGzip)}, JS ${kb(result.totals.jsGzip)}, CSS ${kb(result.totals.cssGzip)}`;
}
