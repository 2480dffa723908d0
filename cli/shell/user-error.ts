/**
 * Mistakes a user can make outside content (a bad option, a busy port, a path that is missing
 * or not writable) become one clear line and an exit code, never a stack trace. Content errors
 * are BuildFailure (content/errors.ts); anything else is a bug in site.
 */
import { mappedStack } from './source-stack.ts';

/** Exit codes of the CLI: 0 success, 1 content errors, 2 usage errors, 70 a bug in site (sysexits EX_SOFTWARE). */
export const EXIT = { ok: 0, content: 1, usage: 2, internal: 70 } as const;

/** A mistake in how site was called: printed as one line, exit code 2 (or `exitCode`). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string; dest?: string };

/** What a system error a user can cause means, in one line; undefined for anything else. */
export function describeSystemError(error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof (error as SystemError).code !== 'string') return undefined;
  const e = error as SystemError;
  const path = e.path ?? e.dest;
  // A write to an open file (a full disk) names no path: the line then says no more than it knows.
  const at = (what: string) => (path ? `${what}: ${path}` : what);
  switch (e.code) {
    case 'EADDRINUSE':
      return `port ${e.port ?? '?'} is in use; pass --port with a free one (another site dev or preview may be running)`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${e.address ?? 'that host'}: it is not an address of this machine; pass --host 127.0.0.1`;
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'listen'
        ? `permission denied to listen on port ${e.port ?? '?'}; ports below 1024 need root, pass --port 1024 or above`
        : `${at('permission denied')}; check the owner and permissions of that file or folder`;
    case 'ENOENT':
      return at('no such file or folder');
    case 'ENOTDIR':
      return at('not a folder');
    case 'EISDIR':
      return at('is a folder, not a file');
    case 'ENOSPC':
      return `the disk is full${path ? ` (writing ${path})` : ''}; free some space and run the command again`;
    case 'EROFS':
      return at('the file system is read-only');
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files; raise the limit (ulimit -n) and run the command again';
    default:
      return undefined;
  }
}

/**
 * commander's error message as the CLI's one usage line: "site: ", commander's "error: " and
 * line breaks dropped (its "(Did you mean …?)" joins the line), and where to read the usage
 * unless the message already says what to do.
 */
export function commanderErrorLine(message: string): string {
  const text = message
    .replace(/^error: /, '')
    .replace(/ is invalid\. | arguments for '[^']*'\. /, (joint) => `${joint.slice(0, -2)}: `)
    .replace(/: Expected /, ': expected ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replace(/\(Did you mean/, '(did you mean')
    .replace(/\.$/, '');
  // A message that already says what to do (after a ";") needs no pointer to the usage.
  return text.includes(';') ? `site: ${text}` : `site: ${text}; run site --help for usage`;
}

/** The text printed for a genuine bug in site. */
export function internalErrorReport(error: unknown): string {
  const detail = error instanceof Error ? (error.stack ? mappedStack(error.stack) : error.message) : String(error);
  return [
    'site: internal error. This is a bug in site, not a mistake in your content or options.',
    'Please report it in the project’s issue tracker with the command you ran, your Node version',
    `(${process.version}) and the text below:`,
    '',
    detail,
  ].join('\n');
}
