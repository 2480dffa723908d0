/**
 * The state of one inline scan (the flat text, the items so far, the open brackets and the
 * current run of literal text) and the constructs that need no bracket matching: literal text,
 * runs of `*` and `_` (delimiters for emphasis.ts) and code spans.
 */
import { classifyCharacter } from 'micromark-util-classify-character';
import { DELIMITER, flatSpan, NODE, TEXT, type Flat, type Item } from './emphasis.ts';
import { closingBackticks, rereadLineEndings } from './inline-lookahead.ts';
import { decline } from './points.ts';

/** An open `[` or `![` a later `]` may match (inline-links.ts). */
export interface Bracket {
  /** Index of the bracket's own text item. */
  index: number;
  /** Where `[` (or the `!` of `![`) is in the flat text. */
  at: number;
  image: boolean;
  active: boolean;
}

/** The state of one scan: the flat text, the items so far, the open brackets and the current run of literal text. */
export interface Scan {
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
export function flush(st: Scan, end: number): void {
  if (st.run !== -1) st.items.push({ kind: TEXT, start: st.run, end });
  st.run = -1;
}

/** Characters start..end are literal text; returns `end`. */
export function literal(st: Scan, start: number, end: number): number {
  if (st.run === -1) st.run = start;
  return end;
}

/** A run of `*` or `_`: a delimiter for the emphasis algorithm, with whether it can open and close. */
export function delimiterRun(st: Scan, i: number, code: number): number {
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
export function codeSpan(st: Scan, i: number): number {
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
