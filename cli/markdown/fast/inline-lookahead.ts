/**
 * What the inline scanner reads ahead: a code span's closing backticks, a link's `(destination "title")`
 * tail, a reference label's end, and micromark's re-reading of line endings after a failed attempt.
 */
import type { PhrasingContent } from 'mdast';
import type { Flat } from './emphasis.ts';
import { decline } from './points.ts';

/**
 * micromark tries a construct (a code span, a reference label) reading on over line endings; when
 * it fails, it goes back and reads them again, and this time each line ending takes its next
 * line's container prefixes (the tokenizer learnt where they end while reading ahead). So the
 * line endings between `from` and `to` end where the next line's prefixes end.
 */
export function rereadLineEndings(flat: Flat, prefixEnds: ReadonlyMap<number, number>, from: number, to: number): void {
  for (const [index, end] of prefixEnds) if (index > from && index < to) flat.rereadEnds.set(index, end);
}

/** Where micromark's attempt to read a reference label starting at `from` stops. */
export function referenceLabelEnd(s: string, from: number): number {
  let at = from;
  while (at < s.length && at - from <= 999 && s.charCodeAt(at) !== 93 && s.charCodeAt(at) !== 91) at++;
  return at;
}

/** Where the run of exactly `size` backticks closing a code span starts (searching from `from`), or -1. */
export function closingBackticks(s: string, from: number, size: number): number {
  for (let k = s.indexOf('`', from); k !== -1; k = s.indexOf('`', k)) {
    let m = k + 1;
    while (m < s.length && s.charCodeAt(m) === 96) m++;
    if (m - k === size) return k;
    k = m;
  }
  return -1;
}

/** How deep parentheses may nest in a link destination (micromark's `linkResourceDestinationBalanceMax`). */
const DESTINATION_BALANCE_MAX = 32;

/** The `(destination "title")` of an inline link at `p`: undefined when there is none. */
export function linkTail(s: string, p: number): { end: number; url: string; title: string | null } | undefined {
  if (s.charCodeAt(p) !== 40) return undefined;
  let q = skipSpaces(s, p + 1);
  if (s.charCodeAt(q) === 41) return { end: q + 1, url: '', title: null };
  if (s.charCodeAt(q) === 60) decline();
  const start = q;
  let depth = 0;
  for (; q < s.length; q++) {
    const c = s.charCodeAt(q);
    if (c <= 32 || c === 127) break;
    if (c === 92) decline();
    if (c === 40) {
      // micromark allows 32 unclosed parentheses; one more and there is no link.
      if (depth === DESTINATION_BALANCE_MAX) decline();
      depth++;
    } else if (c === 41) {
      if (depth === 0) break;
      depth--;
    }
  }
  if (depth !== 0 || q === start) decline();
  const url = s.slice(start, q);
  if (url.includes('&')) decline();
  const afterUrl = q;
  q = skipSpaces(s, q);
  let title: string | null = null;
  const quote = s.charAt(q);
  if (q > afterUrl && (quote === '"' || quote === "'")) {
    const close = s.indexOf(quote, q + 1);
    if (close === -1) decline();
    // An empty title is no title (mdast-util-from-markdown sees no title string).
    title = close > q + 1 ? s.slice(q + 1, close) : null;
    if (title && /[\n\\&]/.test(title)) decline();
    q = skipSpaces(s, close + 1);
  }
  if (s.charCodeAt(q) !== 41) decline();
  return { end: q + 1, url, title };
}

function skipSpaces(s: string, q: number): number {
  while (s.charCodeAt(q) === 32) q++;
  if (s.charCodeAt(q) === 10) decline();
  return q;
}

/** The text of phrasing content (an image's alt), as mdast-util-to-string gives it. */
export function plainText(nodes: readonly PhrasingContent[]): string {
  let text = '';
  for (const node of nodes) {
    if ('value' in node) text += node.value;
    else if ('children' in node) text += plainText(node.children as PhrasingContent[]);
    else if (node.type === 'image') decline();
  }
  return text;
}
