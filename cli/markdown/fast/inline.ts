/**
 * Inline Markdown for the fast parser: text, emphasis and strong, code spans, inline links and
 * images, built as micromark + mdast-util-from-markdown build them. Escapes, character
 * references, HTML, autolinks (<…> and GFM literals), text directives, strikethrough, footnote
 * calls and multi-line code spans decline the document. This file flattens a block's lines and
 * reads what each character starts; literal text, delimiter runs and code spans are read in
 * inline-scan.ts, links and images in inline-links.ts.
 */
import type { PhrasingContent } from 'mdast';
import { classifyCharacter } from 'micromark-util-classify-character';
import { INLINE_MARKER_CODES, MAX_INLINE_MARKERS } from '../inline-budget.ts';
import { resolveEmphasis, type Flat, type Segment } from './emphasis.ts';
import { closeBracket, openBracket } from './inline-links.ts';
import { codeSpan, delimiterRun, flush, literal, type Scan } from './inline-scan.ts';
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

/** What the inline parser reads a block from: the document, its line index, and whether it holds a GFM autolink literal's trigger anywhere. */
export interface InlineDocument {
  readonly source: string;
  readonly lines: LineIndex;
  readonly autolinks: boolean;
}

/** Parse the inline content of one block (its lines, leading and trailing spaces already left out). */
export function parseInline(doc: InlineDocument, parts: readonly InlineLine[]): PhrasingContent[] {
  const { source, lines, autolinks } = doc;
  // Over the budget micromark refuses the document: leave it to micromark, before any scan
  // (a block no longer than the budget cannot hold more markers than it allows).
  let length = parts.length - 1;
  for (const part of parts) length += part.end - part.start;
  if (length > MAX_INLINE_MARKERS && markerCount(source, parts) > MAX_INLINE_MARKERS) decline();
  const prefixEnds = new Map<number, number>();
  const segments: Segment[] = [];
  let text = '';
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      text += '\n';
      const lineEnd = parts[index - 1]!.lineEnd;
      if (part.prefixEnd !== lineEnd + 1) prefixEnds.set(at, part.prefixEnd);
      at++;
    }
    text += source.slice(part.start, part.end);
    segments.push({ at, start: part.start, length: part.end - part.start, lineEnd: part.lineEnd });
    at += part.end - part.start;
  });
  return scan({ text, segments, rereadEnds: new Map(), lines, autolinks }, prefixEnds);
}

/** How many characters that can be inline markers (`*` `_` `~` `[` `]`) the lines hold: never fewer than micromark counts. */
function markerCount(source: string, parts: readonly InlineLine[]): number {
  let count = 0;
  for (const part of parts) for (let at = part.start; at < part.end; at++) if (MARKER[source.charCodeAt(at)] === 1) count++;
  return count;
}

const MARKER = new Uint8Array(128);
for (const code of INLINE_MARKER_CODES) MARKER[code] = 1;

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
    default: {
      // Plain text up to the next character the cases above read: one literal run, not a step per character.
      let j = i + 1;
      for (; j < n; j++) {
        const c = s.charCodeAt(j);
        if (c < 128 && STEP_CHARACTER[c] === 1) break;
      }
      return literal(st, i, j);
    }
  }
}

/** The characters `step` reads as something other than plain text (by char code; 1: read). */
const STEP_CHARACTER = (() => {
  const table = new Uint8Array(128);
  for (const c of '*_`![]\\<~&:') table[c.charCodeAt(0)] = 1;
  return table;
})();
