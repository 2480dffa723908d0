/**
 * The error catalogue: every problem a build can report about content, config or templates.
 * Each entry says what happened, why, and what to do; each error carries its source location.
 */
import { relative } from 'node:path';

/** Where in a source file a problem is. Line and column are 1-based. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/** A content error as plain data (it crosses worker and process boundaries). */
export interface ContentErrorData extends SourceLocation {
  code: string;
  message: string;
  hint?: string;
}

/** A problem with content, config or a template, pointing at its source. */
export class ContentError extends Error {
  readonly code: string;
  readonly hint: string | undefined;
  readonly file: string;
  readonly line: number | undefined;
  readonly column: number | undefined;

  constructor(data: ContentErrorData, options?: { cause?: unknown }) {
    super(data.message, options);
    this.name = 'ContentError';
    this.code = data.code;
    this.hint = data.hint;
    this.file = data.file;
    this.line = data.line;
    this.column = data.column;
  }

  /** Plain-data form for logs, workers and the dev overlay. */
  toData(): ContentErrorData {
    return { code: this.code, message: this.message, hint: this.hint, file: this.file, line: this.line, column: this.column };
  }
}

/** Thrown when one or more content errors stop a build; carries all of them. */
export class BuildFailure extends Error {
  constructor(readonly errors: ContentErrorData[]) {
    super(`${errors.length} content error${errors.length === 1 ? '' : 's'}`);
    this.name = 'BuildFailure';
  }
}

/** Drop repeated errors (the same problem found by two stages). */
export function dedupe(errors: readonly ContentErrorData[]): ContentErrorData[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export { catalogue, describe } from './catalogue.ts';
export { nearest, suggest, suggestPath } from './suggest.ts';

/** Attach a location to catalogue data. */
export function at(location: SourceLocation, data: Omit<ContentErrorData, keyof SourceLocation>): ContentErrorData {
  return { ...data, ...location };
}

/** `content/articles/x.md:4:3` (path relative to cwd; line and column when known). */
export function formatLocation(error: SourceLocation, cwd = process.cwd()): string {
  const file = error.file.startsWith('/') ? relative(cwd, error.file) : error.file;
  return [file, error.line, error.line !== undefined ? error.column : undefined].filter((p) => p !== undefined).join(':');
}

/** How formatError may style its parts (the CLI colours them on a terminal). */
export interface ErrorStyles {
  location?: (text: string) => string;
  hint?: (text: string) => string;
}

/** One-line-plus-hint form: `content/articles/x.md:4:3  message` then the hint, indented. */
export function formatError(error: ContentErrorData, cwd = process.cwd(), styles: ErrorStyles = {}): string {
  const { location = (s: string) => s, hint = (s: string) => s } = styles;
  return `${location(formatLocation(error, cwd))}  ${error.message}${error.hint ? `\n    ${hint(error.hint)}` : ''}`;
}
