/**
 * Container directives (`:::name … :::`) nest at most MAX_DIRECTIVE_NESTING deep, checked on the
 * source before any parser runs. micromark reads each directive's content as a flow of its own
 * and expands one level of them per pass over the whole document, so its time grows with the
 * depth times the page (2,000 nested callouts took 70 s; ten levels around 2,000 paragraphs
 * already took twenty times as long as the paragraphs alone). A real page nests two or three.
 */
import { markerLength } from './depth.ts';

/** The deepest container directives may nest. */
export const MAX_DIRECTIVE_NESTING = 10;

/**
 * Where (1-based line and column) the first container directive opens more than
 * MAX_DIRECTIVE_NESTING levels deep, else undefined. After a line's container prefix (spaces,
 * `>` and list markers), a fence of three or more colons followed by a name opens one; a fence
 * followed by nothing but spaces closes the outermost open one it is at least as long as, with
 * everything inside it, as remark-directive does. Fences inside code count too, so the count is
 * never below the tree's. Linear: one pass, and the open fences never exceed the limit.
 */
export function tooDeepDirective(source: string): { line: number; column: number } | undefined {
  const open: number[] = [];
  let line = 1;
  for (let start = 0; start < source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const fence = afterPrefix(source, start, end);
    if (source.charCodeAt(fence) === 58 && readFence(source, fence, end, open) && open.length > MAX_DIRECTIVE_NESTING)
      return { line, column: fence - start + 1 };
    start = end + 1;
  }
  return undefined;
}

/** The index of the first character after the line's container prefix (spaces, tabs, `>` and list markers). */
function afterPrefix(source: string, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const c = source.charCodeAt(i);
    if (c === 32 || c === 9) i++;
    else {
      const marker = markerLength(source, i);
      if (marker === 0) break;
      i += marker;
    }
  }
  return i;
}

/** Reads the fence at `i` into `open` (the open fences' lengths, outermost first); true when it opens a directive. */
function readFence(source: string, i: number, end: number, open: number[]): boolean {
  let j = i;
  while (j < end && source.charCodeAt(j) === 58) j++;
  const length = j - i;
  if (length < 3) return false;
  if (/[a-z]/i.test(source[j] ?? '')) {
    open.push(length);
    return true;
  }
  while (j < end && (source[j] === ' ' || source[j] === '\t' || source[j] === '\r')) j++;
  if (j < end) return false;
  const closed = open.findIndex((fence) => fence <= length);
  if (closed >= 0) open.length = closed;
  return false;
}
