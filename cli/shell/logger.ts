/**
 * The CLI's one logger: everything the generator prints goes through here. Reports go to
 * stdout, problems to stderr; `--quiet` keeps only problems and the one-line summary. Colour
 * follows shell/colour.ts, decided per stream (stdout may be a pipe while stderr is a terminal).
 */
import { formatError, type ContentErrorData } from '../content/errors.ts';
import { paletteFor } from './colour.ts';

let quiet = false;

/** The logger of the CLI. Methods are plain functions: they can be passed as callbacks. */
export const logger = {
  /** Keep only problems and summaries from now on (site --quiet). */
  setQuiet(on: boolean): void {
    quiet = on;
  },
  /** Whether --quiet is on. */
  isQuiet: (): boolean => quiet,
  /** A report line (route table, explanations); left out under --quiet. */
  info(message: string): void {
    if (!quiet) process.stdout.write(`${message}\n`);
  },
  /** The one-line result of a command, printed even under --quiet; green when it succeeded, red when it failed. */
  summary(message: string, outcome: 'ok' | 'failed' = 'ok'): void {
    const paint = paletteFor(process.stdout);
    process.stdout.write(`${outcome === 'ok' ? paint.green(message) : paint.red(message)}\n`);
  },
  /** A problem, on stderr; a leading "site:" is shown in red. */
  warn(message: string): void {
    const paint = paletteFor(process.stderr);
    process.stderr.write(`${message.replace(/^site:/, (prefix) => paint.bold(paint.red(prefix)))}\n`);
  },
  /** Print every content error as `file:line:column  message` plus its hint. */
  errors(errors: readonly ContentErrorData[]): void {
    const paint = paletteFor(process.stderr);
    const styles = { location: (s: string) => paint.bold(paint.cyan(s)), hint: paint.dim };
    for (const error of errors) process.stderr.write(`${formatError(error, process.cwd(), styles)}\n`);
  },
};
