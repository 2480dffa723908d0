/**
 * commander wiring: parse and check flags, call the engine, print the result. Exit codes: 0
 * success, 1 content errors, 2 usage errors (a bad option, a busy port, a missing path), 70 a
 * bug in site. Every option is checked before any work starts; one handler turns what a user
 * can cause into one line, and only a genuine internal error prints a stack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { BuildFailure } from './content/errors.ts';
import { logger } from './shell/logger.ts';
import { writeSchemas } from './content/schema-export.ts';
import { type BuildFlags, runBuild } from './commands/build-command.ts';
import { runCheck } from './commands/check-command.ts';
import { newArticle } from './commands/new-article.ts';
import { integerIn, requireContentRoot, writableFilePath } from './shell/options.ts';
import { addServerCommands } from './commands/serve-commands.ts';
import { commanderErrorLine, describeSystemError, EXIT, internalErrorReport, UsageError } from './shell/user-error.ts';

export { EXIT } from './shell/user-error.ts';

/** Options the launcher passes. */
export interface RunOptions {
  projectRoot: string;
}

/** Run the CLI with process-style argv; resolves to the exit code. */
export async function run(argv: string[], options: RunOptions): Promise<number> {
  const exit = { code: EXIT.ok as number };
  const program = createProgram(options);
  addBuildCommands(program, options, exit);
  addServerCommands(program, options.projectRoot);
  addNewCommand(program);
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

/** The program: its name, version, --quiet, how it prints, and the content-root check before any command that reads one (defaults included). */
function createProgram(options: RunOptions): Command {
  let helpForError = '';
  const program = new Command()
    .name('site')
    .description('Build the marketing site from content/ (Markdown + YAML) into static HTML.')
    .version(packageVersion(options.projectRoot), '-V, --version', 'print the version of site')
    .option('-q, --quiet', 'print only problems and the one-line summary')
    // commander prints nothing itself on an error: exitCodeFor prints its one `site:` line. Its
    // stderr carries only the help it shows for a missing command: kept, and made one line too.
    // Set before any command is added, so every subcommand inherits it.
    .showHelpAfterError(false)
    .configureOutput({
      writeErr: (s) => void (helpForError += s),
      writeOut: (s) => process.stdout.write(s),
      outputError: () => {},
    })
    .exitOverride((error) => {
      if (error.code === 'commander.help' && error.exitCode !== 0) throw new UsageError(missingCommand(helpForError));
      throw error;
    });
  program.hook('preAction', (_program, command) => {
    logger.setQuiet(program.opts().quiet === true);
    const content = command.opts().content as string | undefined;
    if (content !== undefined) requireContentRoot(content);
  });
  return program;
}

/** The line for a command group called without one of its commands ("site new"), from the help commander would show. */
function missingCommand(help: string): string {
  const path = /^Usage: ([^[<\n]*)/.exec(help)?.[1]?.trim() || 'site';
  return `${path} needs one of its commands; run ${path} --help for the list`;
}

/** The version in the generator's package.json ("unknown" when it names none). */
function packageVersion(projectRoot: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

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
      new Option(
        '--workers <n>',
        'render threads, 1-64 (default: 1 below 400 pages, else a worker per core up to 4, one core left free below 2,000)',
      ).argParser(integerIn(1, 64)),
    )
    .action(async (flags: BuildFlags) => {
      exit.code = await runBuild(flags, options.projectRoot);
    });

  program
    .command('check')
    .description('check a built out/ folder: links and anchors resolve, alt text, one h1, title and description lengths, calls to action')
    .option('--out <dir>', 'built site to check', 'out')
    .option('--content <dir>', 'content root (errors name the source files)', 'content')
    .action(async (flags: { out: string; content: string }) => {
      exit.code = await runCheck(flags);
    });

  program
    .command('schema')
    .description('write JSON Schema files for front matter and data files, and map them in .vscode/settings.json')
    .option('--dir <dir>', 'where to write the schemas', 'schemas')
    .action(async (flags: { dir: string }) => {
      const written = await writeSchemas({ dir: flags.dir, contentDir: 'content' });
      logger.summary(`wrote ${written.join(', ')}`);
    });
}

/** `site new article <slug>`: start a content file. */
function addNewCommand(program: Command): void {
  const create = program.command('new').description('start a new content file');
  create
    .command('article')
    .description('write content/articles/<slug>.md: the next free id, today as published, the other fields empty for you to fill in')
    .argument('<slug>', 'the route of the article (/<slug>): lowercase letters and digits, words joined by - or _')
    .option('--content <dir>', 'content root', 'content')
    .action(async (slug: string, flags: { content: string }) => {
      const { file, id, published } = await newArticle(slug, { contentDir: flags.content });
      logger.summary(`wrote ${file} (id ${id}, published ${published}) for /${slug}`);
      logger.info('Fill in the empty fields and write the article, ending with a :::cta block; site build names each field still empty.');
    });
}

/** The exit code for an error that ended a command, after printing it (one clear line unless it is a bug in site). */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    if (['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code)) return EXIT.ok;
    // An unknown option or command, a missing or invalid argument: one line, as every usage error.
    logger.warn(commanderErrorLine(error.message));
    return EXIT.usage;
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
