/**
 * Nesting is bounded: a document nested deeper than MAX_NESTING (block quotes and lists on one
 * line, or any node inside another) is a content error, never a stack overflow in the hast
 * conversion, a parser stall, or levels React's server renderer silently drops. Both checks are
 * iterative and linear in the input.
 */
import type { Root } from 'mdast';

/** The deepest nesting a page may have: far beyond any real article, far below any crash. */
export const MAX_NESTING = 100;

/**
 * The most block quotes and lists one page may open at its top level. micromark's time grows with
 * the square of their number (it copies its event list each time one closes: 1,000 separate quotes
 * took 0.33 s, 2,000 0.81 s, 4,000 over 5 s), while a long list of items or a long paragraph stays
 * linear; a real article opens a few dozen.
 */
export const MAX_TOP_LEVEL_CONTAINERS = 500;

/**
 * The first line (1-based) whose container prefix (`>`, `-`, `*`, `+`, `1.`, `1)` and the
 * indentation before them) can nest deeper than MAX_NESTING levels of the tree. The count is an
 * upper bound, counted as the tree check below counts: a block quote is one level, a list item
 * two (the list and its item), the paragraph and text inside the innermost two more, and every
 * two columns of indentation past a marker's own space can open one more list (a nested item's
 * marker stands at least two columns right of its parent's). So lists nested by indentation,
 * line after line, are refused before a parser spends time on them, as surely as markers on one
 * line are (micromark took over a minute for 2,000 levels). A list marker indented 200 columns
 * in a code block counts too: no real page has one.
 */
export function tooDeepLine(source: string): number | undefined {
  let line = 1;
  let depth = 0;
  let markers = 0;
  let columns = 0;
  let atPrefix = true;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      line++;
      depth = markers = columns = 0;
      atPrefix = true;
      continue;
    }
    if (!atPrefix) {
      // Past the prefix: on to the line's end (one indexOf instead of a test per character).
      const end = source.indexOf('\n', i);
      if (end < 0) break;
      i = end - 1;
      continue;
    }
    if (c === 32 || c === 9) {
      columns += c === 9 ? 4 - (columns % 4) : 1;
      continue;
    }
    const marker = markerLength(source, i);
    if (marker === 0) {
      atPrefix = false;
      continue;
    }
    depth += c === 62 ? 1 : 2;
    markers++;
    // The levels so far, the lists the indentation can hold, and a paragraph and its text inside.
    if (depth + 2 * Math.floor(Math.max(0, columns - markers + 1) / 2) + 2 > MAX_NESTING) return line;
    i += marker - 1;
  }
  return undefined;
}

/**
 * The line (1-based) where the document opens its (MAX_TOP_LEVEL_CONTAINERS + 1)th block quote or
 * list at the top level: a line starting (indented less than four columns) with `>` or a list
 * marker after a blank line or a line that does not. An upper bound (a loose list's items count
 * one each), linear in the input.
 */
export function tooManyContainersLine(source: string): number | undefined {
  let opened = 0;
  let line = 1;
  let previousOpens = false;
  for (let start = 0; start < source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    let i = start;
    while (i < end && i - start < 4 && source.charCodeAt(i) === 32) i++;
    const opens = i < end && i - start < 4 && markerLength(source, i) > 0;
    if (opens && !previousOpens && ++opened > MAX_TOP_LEVEL_CONTAINERS) return line;
    previousOpens = opens;
    start = end + 1;
  }
  return undefined;
}

/** Length of the container marker at `i` (`>`, or a list marker followed by a space, tab or line end), else 0. */
export function markerLength(source: string, i: number): number {
  const c = source[i]!;
  const followedBySpace = (at: number) => at >= source.length || source[at] === ' ' || source[at] === '\t' || source[at] === '\n';
  if (c === '>') return 1;
  if ((c === '-' || c === '*' || c === '+') && followedBySpace(i + 1)) return 1;
  let j = i;
  while (j < source.length && j - i < 9 && source.charCodeAt(j) >= 48 && source.charCodeAt(j) <= 57) j++;
  return j > i && (source[j] === '.' || source[j] === ')') && followedBySpace(j + 1) ? j + 1 - i : 0;
}

/** The first node nested deeper than MAX_NESTING levels below the root, found without recursion. */
export function tooDeepNode(root: Root): { position?: { start: { line: number; column: number } } } | undefined {
  type Entry = { node: { children?: unknown[]; position?: { start: { line: number; column: number } } }; depth: number };
  const stack: Entry[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_NESTING) return node;
    for (const child of (node.children ?? []) as Entry['node'][]) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}
