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
 * An open container directive: its fence length, and where its fence stood: at column 1 (`root`),
 * after a `>` or list marker (`container`), or indented by spaces alone (`indented`, where a
 * line cannot tell a list item's content from the root).
 */
type Fence = { length: number; at: 'root' | 'container' | 'indented' };

/**
 * Where (1-based line and column) the first container directive opens more than `limit` levels
 * deep, else undefined. After a line's container prefix (spaces, `>` and list markers), a fence of
 * three or more colons followed by a name opens one. A fence of colons alone at column 1 closes
 * the innermost one when it opened at column 1 and the fence is at least as long (remark-directive
 * closes the outermost such, with all inside it); one opened after a `>` or list marker is dropped when a line surely
 * ends every block quote and list item (a list marker at column 1, or text there after a blank
 * line). Whatever is unsure stays open, so the count is never below the tree's
 * (tests/unit/markdown/source-limits.test.ts compares them). Linear: one pass, and the open
 * fences never exceed the limit.
 */
export function tooDeepDirective(source: string, limit = MAX_DIRECTIVE_NESTING): { line: number; column: number } | undefined {
  let open: Fence[] = [];
  let line = 1;
  let previousBlank = true;
  for (let start = 0; start < source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const { index, markers } = afterPrefix(source, start, end);
    const blank = index >= end || /^[ \t\r]*$/.test(source.slice(index, end));
    const first = source[start];
    // A list marker at column 1, or text there after a blank line, ends every block quote and list item.
    const endsContainers = markers ? first !== '>' && first !== ' ' && first !== '\t' : index === start && !blank && previousBlank;
    if (endsContainers) open = open.filter((fence) => fence.at !== 'container');
    const at = markers ? 'container' : index === start ? 'root' : 'indented';
    if (source.charCodeAt(index) === 58 && readFence(source, index, end, at, open) && open.length > limit)
      return { line, column: index - start + 1 };
    previousBlank = blank;
    start = end + 1;
  }
  return undefined;
}

/** The index of the first character after the line's container prefix (spaces, tabs, `>` and list markers), and whether it holds a marker. */
function afterPrefix(source: string, start: number, end: number): { index: number; markers: boolean } {
  let i = start;
  let markers = false;
  while (i < end) {
    const c = source.charCodeAt(i);
    if (c === 32 || c === 9) i++;
    else {
      const marker = markerLength(source, i);
      if (marker === 0) break;
      markers = true;
      i += marker;
    }
  }
  return { index: i, markers };
}

/** Reads the fence at `i` into `open` (outermost first); true when it opens a directive. */
function readFence(source: string, i: number, end: number, at: Fence['at'], open: Fence[]): boolean {
  let j = i;
  while (j < end && source.charCodeAt(j) === 58) j++;
  const length = j - i;
  if (length < 3) return false;
  if (/[a-z]/i.test(source[j] ?? '')) {
    open.push({ length, at });
    return true;
  }
  while (j < end && (source[j] === ' ' || source[j] === '\t' || source[j] === '\r')) j++;
  // Only the innermost, and only one: remark-directive closes at least that one (the outermost
  // it is long enough for, and all inside it), while one this scan keeps open by mistake must
  // never take a real one with it.
  const innermost = open.at(-1);
  if (j === end && at === 'root' && innermost?.at === 'root' && innermost.length <= length) open.pop();
  return false;
}
