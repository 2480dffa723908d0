/**
 * A budget of the lines on which micromark rearranges its document events: a line that leaves a
 * block quote or list item open without continuing it (a lazy line: `> a` then `b`, or a blank
 * line after a quote), and a line that closes containers nested inside one it continues (a new
 * item after an item holding a quote). micromark copies or searches the events read so far on
 * each such line, so its time grows with their number times the page: 1,500 lines alternating
 * `>>>…> x` and `>` took 22 s, 4,000 items each holding a quote 15 s. A real page has a few dozen.
 * One with more than MAX_CONTAINER_CLOSES, or whose such lines together stand after more than
 * MAX_CLOSE_WORK lines and container markers, is refused at the line past the budget, before parsing.
 */
import { markerLength } from './depth.ts';

/** The most lines per page that close nested block quotes or list items, or continue them lazily. */
export const MAX_CONTAINER_CLOSES = 500;

/**
 * The most work those lines may cost together: for each, the lines and container markers before it
 * (what micromark copies or searches there). A 300-line article with 40 such lines costs about
 * 10,000; 500 of them at the end of a 2,000-line page cost about 1,000,000.
 */
export const MAX_CLOSE_WORK = 2_000_000;

/** An open container: a block quote, or a list item with the column its content starts at. */
type Container = { quote: true } | { quote: false; indent: number };

/**
 * The line (1-based) where the (limit + 1)th such line stands, or where their work passes `work`, else undefined. The
 * count models micromark's containers line by line and errs high (a line counts whenever it may be
 * one), so the budget holds whatever micromark does; linear, since a line never reads past its
 * container prefix and the prefix opens at most as many containers as it has characters.
 */
export function tooManyClosesLine(source: string, limit = MAX_CONTAINER_CLOSES, work = MAX_CLOSE_WORK): number | undefined {
  const open: Container[] = [];
  let counted = 0;
  let read = 0;
  let previousText = false;
  let line = 1;
  for (let start = 0; start < source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const prefix = readPrefix(source, start, end, open);
    const closes = open.length - prefix.continued;
    read += 1 + prefix.continued + prefix.opened.length;
    // A new container after closes is cheap unless containers nested in a continued item close with it.
    const costly = closes > 0 && (prefix.opened.length === 0 || closes > 1);
    if (costly && (++counted > limit || (work -= read) < 0)) return line;
    // A lazy line keeps what it does not continue open; anything else closes it.
    if (prefix.opened.length > 0 || prefix.blank || !previousText) open.length = prefix.continued;
    open.push(...prefix.opened);
    previousText = !prefix.blank;
    start = end + 1;
  }
  return undefined;
}

/** How many of the open containers a line continues, the containers it opens, and whether it is blank after them. */
function readPrefix(source: string, start: number, end: number, open: readonly Container[]) {
  let last = end - 1;
  while (last >= start && (source[last] === ' ' || source[last] === '\t' || source[last] === '\r')) last--;
  // The line is blank from `i` on when its last non-space character stands before `i`.
  let i = start;
  let column = 0;
  const skipSpaces = (most: number) => {
    const from = column;
    while (i < end && column - from < most && (source[i] === ' ' || source[i] === '\t')) {
      column += source[i] === '\t' ? 4 - (column % 4) : 1;
      i++;
    }
  };
  const quoteMarker = () => {
    i++;
    column++;
    if (source[i] === ' ') skipSpaces(1);
  };
  let continued = 0;
  for (const container of open) {
    if (container.quote) {
      skipSpaces(3);
      if (source[i] !== '>') break;
      quoteMarker();
    } else if (last >= i) {
      skipSpaces(container.indent - column);
      if (column < container.indent) break;
    }
    continued++;
  }
  const opened: Container[] = [];
  for (;;) {
    skipSpaces(3);
    const marker = i < end ? markerLength(source, i) : 0;
    if (marker === 0) break;
    if (source[i] === '>') {
      quoteMarker();
      opened.push({ quote: true });
      continue;
    }
    i += marker;
    column += marker;
    const after = column;
    skipSpaces(4);
    // The content column: after the marker and its spaces, or one past the marker (micromark's least).
    opened.push({ quote: false, indent: Math.max(after + 1, column) });
  }
  return { continued, opened, blank: last < i };
}
