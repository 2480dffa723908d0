/** The CLI's one logger: everything the generator prints goes through here. */
import { formatError, type ContentErrorData } from '../content/errors.ts';

/** Print to the terminal (stderr for errors). */
export const logger = {
  info(message: string): void {
    process.stdout.write(`${message}\n`);
  },
  warn(message: string): void {
    process.stderr.write(`${message}\n`);
  },
  /** Print every content error as `file:line:column  message` plus its hint. */
  errors(errors: readonly ContentErrorData[]): void {
    for (const error of errors) process.stderr.write(`${formatError(error)}\n`);
  },
};
