/**
 * Inline Markdown for the fast parser: text, emphasis and strong, code spans, inline links and
 * images, built as micromark + mdast-util-from-markdown build them. Escapes, character
 * references, HTML, autolinks (<…> and GFM literals), text directives, strikethrough, footnote
 * calls and multi-line code spans decline the document.
 */
import type { Image, Link, PhrasingContent } from 'mdast';
import { classifyCharacter } from 'micromark-util-classify-character';
import { INLINE_MARKER_CODES, MAX_INLINE_MARKERS } from '../inline-budget.ts';
import { DELIMITER, flatSpan, NODE, resolveEmphasis, TEXT, type Flat, type Item } from './emphasis.ts';
import { closingBackticks, linkTail, plainText, referenceLabelEnd, rereadLineEndings } from './inline-lookahead.ts';
import { decline, type LineIndex } from './points.ts';

/**
 * One line of inline content: source offsets of its first character, after its last, and of
 * the line ending after it; `prefixEnd`: where the line's content begins after its containers'
 * prefixes (a line ending before it ends there).
 */
export interface InlineLine {
  start: number;
  end: number;
  lineEnd: number;
  prefixEnd: number;
}

/** Parse the inline content of one block (its lines, leading and trailing spaces already left out). */
export function parseInline(source: string, lines: LineIndex, parts: readonly InlineLine[]): PhrasingContent[] {
  // Over the budget micromark refuses the document: leave it to micromark, before any scan.
  if (markerCount(source, parts) > MAX_INLINE_MARKERS) decline();
  let length = parts.length - 1;
  for (const part of parts) length += part.end - part.start;
  const offsets = new Int32Array(length);
  const ends = new Int32Array(length);
  const prefixEnds = new Map<number, number>();
  let text = '';
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      text += '\n';
      const lineEnd = parts[index - 1]!.lineEnd;
      if (part.prefixEnd !== lineEnd + 1) prefixEnds.set(at, part.prefixEnd);
      offsets[at] = lineEnd;
      ends[at++] = lineEnd + 1;
    }
    text += source.slice(part.start, part.end);
    for (let offset = part.start; offset < part.end; offset++) {
      offsets[at] = offset;
      ends[at++] = offset + 1;
    }
  });
  return scan({ text, offsets, ends, lines }, prefixEnds);
}

/** How many characters that can be inline markers (`*` `_` `~` `[` `]`) the lines hold: never fewer than micromark counts. */
function markerCount(source: string, parts: readonly InlineLine[]): number {
  let count = 0;
  for (const part of parts) for (let at = part.start; at < part.end; at++) if (MARKER[source.charCodeAt(at)] === 1) count++;
  return count;
}

const MARKER = new Uint8Array(128);
for (const code of INLINE_MARKER_CODES) MARKER[code] = 1;

interface Bracket {
  /** Index of the bracket's own text item. */
  index: number;
  /** Where `[` (or the `!` of `![`) is in the flat text. */
  at: number;
  image: boolean;
  active: boolean;
}

/** The state of one scan: the flat text, the items so far, the open brackets and the current run of literal text. */
interface Scan {
  flat: Flat;
  /** For a line ending followed by container prefixes, where they end (by flat index). */
  prefixEnds: ReadonlyMap<number, number>;
  s: string;
  n: number;
  items: Item[];
  brackets: Bracket[];
  /** Where the current run of literal text started (-1: none). */
  run: number;
}

/** End the current run of literal text at `end`. */
function flush(st: Scan, end: number): void {
  if (st.run !== -1) st.items.push({ kind: TEXT, start: st.run, end });
  st.run = -1;
}

/** Characters start..end are literal text; returns `end`. */
function literal(st: Scan, start: number, end: number): number {
  if (st.run === -1) st.run = start;
  return end;
}

/** Scan a block's flat text into phrasing content; `prefixEnds` as in Scan. */
function scan(flat: Flat, prefixEnds: ReadonlyMap<number, number>): PhrasingContent[] {
  const st: Scan = { flat, prefixEnds, s: flat.text, n: flat.text.length, items: [], brackets: [], run: -1 };
  let i = 0;
  while (i < st.n) i = step(st, i);
  flush(st, st.n);
  return resolveEmphasis(flat, st.items);
}

/** Read what starts at `i`; returns where the next step starts. */
function step(st: Scan, i: number): number {
  const { s, n } = st;
  const code = s.charCodeAt(i);
  switch (code) {
    case 42: // *
    case 95: // _
      return delimiterRun(st, i, code);
    case 96: // `
      return codeSpan(st, i);
    case 33: // !
      if (s.charCodeAt(i + 1) !== 91) return literal(st, i, i + 1);
      return openBracket(st, i, true);
    case 91: // [
      if (s.charCodeAt(i + 1) === 94) decline(); // [^ footnote call
      return openBracket(st, i, false);
    case 93: // ]
      return closeBracket(st, i);
    case 92: // \ escapes and hard breaks
    case 60: // < HTML and autolinks
    case 126: // ~ strikethrough
      return decline();
    case 38: // & character references
      if (/[#A-Za-z]/.test(s.charAt(i + 1))) decline();
      return literal(st, i, i + 1);
    case 58: {
      // : a text directive starts at a colon before a name
      const next = i + 1 < n ? s.charCodeAt(i + 1) : null;
      if (next !== null && (next === 58 || classifyCharacter(next) === undefined)) decline();
      return literal(st, i, i + 1);
    }
    default:
      return literal(st, i, i + 1);
  }
}

/** A run of `*` or `_`: a delimiter for the emphasis algorithm, with whether it can open and close. */
function delimiterRun(st: Scan, i: number, code: number): number {
  const { s, n } = st;
  flush(st, i);
  let j = i + 1;
  while (j < n && s.charCodeAt(j) === code) j++;
  const before = classifyCharacter(i === 0 ? null : s.charCodeAt(i - 1));
  const after = classifyCharacter(j === n ? null : s.charCodeAt(j));
  const open = !after || (after === 2 && !!before);
  const close = !before || (before === 2 && !!after);
  st.items.push({
    kind: DELIMITER,
    marker: code,
    start: i,
    length: j - i,
    open: code === 42 ? open : open && (!!before || !close),
    close: code === 42 ? close : close && (!!after || !open),
  });
  return j;
}

/** A code span, or its backticks as text when no run of the same length closes it. */
function codeSpan(st: Scan, i: number): number {
  const { s, n, flat } = st;
  let j = i + 1;
  while (j < n && s.charCodeAt(j) === 96) j++;
  const closing = closingBackticks(s, j, j - i);
  if (closing === -1) {
    rereadLineEndings(flat, st.prefixEnds, i, n);
    return literal(st, i, j);
  }
  flush(st, i);
  let value = s.slice(j, closing);
  if (value.includes('\n')) decline();
  if (value.length > 1 && value.charCodeAt(0) === 32 && value.charCodeAt(value.length - 1) === 32 && /[^ ]/.test(value))
    value = value.slice(1, -1);
  const end = closing + (j - i);
  st.items.push({ kind: NODE, node: { type: 'inlineCode', value, position: flatSpan(flat, i, end) } });
  return end;
}

/** `[` or `![`: text for now, and an opener a later `]` may match. */
function openBracket(st: Scan, i: number, image: boolean): number {
  flush(st, i);
  const width = image ? 2 : 1;
  st.items.push({ kind: TEXT, start: i, end: i + width });
  st.brackets.push({ index: st.items.length - 1, at: i, image, active: true });
  return i + width;
}

/** `]`: a link or image when it matches an active opener and a `(…)` tail follows; text otherwise. */
function closeBracket(st: Scan, i: number): number {
  const { s, flat, items, brackets } = st;
  const opener = brackets.pop();
  const tail = opener?.active ? linkTail(s, i + 1) : undefined;
  if (!opener || !tail) {
    // micromark tries `][label]` as a reference, reading up to the label's `]` (or a `[`).
    if (opener?.active && s.charCodeAt(i + 1) === 91) rereadLineEndings(flat, st.prefixEnds, i, referenceLabelEnd(s, i + 2));
    return literal(st, i, i + 1);
  }
  flush(st, i);
  const children = resolveEmphasis(flat, items.splice(opener.index + 1));
  items.length = opener.index;
  const position = flatSpan(flat, opener.at, tail.end);
  let node: Link | Image;
  if (opener.image) node = { type: 'image', title: tail.title, url: tail.url, alt: plainText(children), position };
  else {
    node = { type: 'link', title: tail.title, url: tail.url, children, position } as Link;
    // No links inside links: earlier `[` can no longer open one.
    for (const bracket of brackets) if (!bracket.image) bracket.active = false;
  }
  items.push({ kind: NODE, node });
  return tail.end;
}
