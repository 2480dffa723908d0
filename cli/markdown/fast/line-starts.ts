/**
 * What a line starts, for the fast parser: an ATX heading, a code fence, a directive, a list
 * item, a table head, or nothing (paragraph text). Lines that would start a construct the fast
 * parser leaves to micromark (block quotes, HTML, thematic breaks, setext underlines, indented
 * code, empty or task list items, `~~~` fences, labels on directives) decline the document.
 */
import { parseDirectiveLine, type DirectiveLine } from './directive-line.ts';
import { decline } from './points.ts';

/** A block that starts at a line. */
export type LineStart =
  | { kind: 'heading'; depth: number; contentStart: number; contentEnd: number }
  | { kind: 'fence'; size: number; lang: string | null; meta: string | null }
  | ({ kind: 'leaf-directive' } & DirectiveLine)
  | ({ kind: 'container-directive'; size: number } & DirectiveLine)
  | { kind: 'item'; ordered: boolean; marker: string; start: number | null; width: number }
  | { kind: 'table'; cells: number };

/**
 * What a line starts at `pos` (its containers' prefixes, `pos - begin` columns, are behind it;
 * it ends at `end`). `interrupting`: the line would otherwise continue a paragraph.
 */
export function lineStart(source: string, begin: number, pos: number, end: number, interrupting: boolean): LineStart | undefined {
  const line = source.slice(pos, end);
  const first = line.charAt(0);
  if (first === ' ') return indented(line, interrupting);
  if (/^(?:[-=]+|([-*_])(?: *\1){2,}) *$/.test(line)) decline(); // setext underline or thematic break
  if (/^[ |:-]*$/.test(line) && line.includes('-') && /[|:]/.test(line)) decline(); // a delimiter row outside a table (linear: no split to try)
  switch (first) {
    case '#':
      return heading(line, pos);
    case '`':
      return fence(line);
    case ':':
      if (line.startsWith(':::')) {
        const size = /^:+/.exec(line)![0].length;
        return { kind: 'container-directive', size, ...parseDirectiveLine(line.slice(size)) };
      }
      if (line.startsWith('::')) return { kind: 'leaf-directive', ...parseDirectiveLine(line.slice(2)) };
      return undefined;
    case '-':
    case '*':
    case '+':
      return bulletItem(line);
    case '|':
      return tableHead(source, line, pos - begin, end);
    case '>':
    case '<':
    case '~':
    case '\t':
      return decline();
    default:
      return first >= '0' && first <= '9' ? orderedItem(line, interrupting) : undefined;
  }
}

/** Characters that can start a block (after up to three spaces of indentation). */
const BLOCK_CHARACTER = /^[-#`:*+0-9|><=_~]/;

/** A line of paragraph text can begin with spaces; any other indented block is left to micromark. */
function indented(line: string, interrupting: boolean): undefined {
  const rest = line.trimStart();
  if (rest === '') return undefined;
  // Four spaces: paragraph continuation, or indented code.
  if (line.length - rest.length >= 4) return interrupting ? undefined : decline();
  return BLOCK_CHARACTER.test(rest) ? decline() : undefined;
}

function heading(line: string, pos: number): LineStart | undefined {
  const match = /^(#{1,6})(?: +|$)/.exec(line);
  if (!match) return undefined;
  const content = line.slice(match[0].length).trimEnd();
  if (content === '' || content.endsWith('#')) decline(); // empty, or a closing sequence
  const contentStart = pos + match[0].length;
  return { kind: 'heading', depth: match[1]!.length, contentStart, contentEnd: contentStart + content.length };
}

function fence(line: string): LineStart | undefined {
  const match = /^(`{3,})(.*)$/.exec(line);
  if (!match) return undefined;
  const info = match[2]!.trim();
  if (/[`\\&\t]/.test(info)) decline();
  const space = info.indexOf(' ');
  const lang = space === -1 ? info : info.slice(0, space);
  const meta = space === -1 ? '' : info.slice(space).trimStart();
  return { kind: 'fence', size: match[1]!.length, lang: lang || null, meta: meta || null };
}

function bulletItem(line: string): LineStart | undefined {
  if (line.length === 1) decline(); // an empty item
  if (line.charAt(1) !== ' ') return undefined;
  if (/^. *$/.test(line) || line.charAt(2) === ' ' || /^. \[([ xX]|$)/.test(line)) decline(); // empty, wider or (maybe) task item
  return { kind: 'item', ordered: false, marker: line.charAt(0), start: null, width: 2 };
}

function orderedItem(line: string, interrupting: boolean): LineStart | undefined {
  const match = /^(\d{1,9})([.)])( |$)/.exec(line);
  if (!match) return undefined;
  const rest = line.slice(match[0].length);
  if (rest.trim() === '') return interrupting ? undefined : decline();
  // Only a list starting at `1` (one digit: not `01`) can interrupt a paragraph.
  if (interrupting && match[1] !== '1') return undefined;
  const start = Number(match[1]);
  if (rest.startsWith(' ') || /^\[([ xX]|$)/.test(rest)) decline();
  return { kind: 'item', ordered: true, marker: match[2]!, start, width: match[0].length };
}

/** A table head: a row of cells followed by a delimiter row with as many cells (same indentation). */
function tableHead(source: string, line: string, indent: number, end: number): LineStart | undefined {
  const cells = rowCells(line);
  if (cells === undefined) return undefined;
  if (end >= source.length) return undefined;
  const nextEnd = source.indexOf('\n', end + 1);
  const next = source.slice(end + 1, nextEnd === -1 ? source.length : nextEnd);
  if (!next.startsWith(' '.repeat(indent)) || next.charAt(indent) === ' ') return undefined;
  const delimiter = delimiterAligns(next.slice(indent));
  if (!delimiter) return undefined;
  if (delimiter.length !== cells) decline();
  return { kind: 'table', cells };
}

/** How many cells a `| … | … |` row has (undefined when it is not one). */
export function rowCells(line: string): number | undefined {
  const row = line.trimEnd();
  if (row.length < 2 || !row.startsWith('|') || !row.endsWith('|')) return undefined;
  let count = 0;
  for (let at = row.indexOf('|'); at !== row.length - 1; at = row.indexOf('|', at + 1)) count++;
  return count;
}

/** The alignments of a delimiter row (`| --- | :-: |`), or undefined. */
export function delimiterAligns(line: string): ('left' | 'right' | 'center' | null)[] | undefined {
  const row = line.trimEnd();
  if (!/^\|(?: *:?-+:? *\|)+$/.test(row)) return undefined;
  return row
    .slice(1, -1)
    .split('|')
    .map((cell) => {
      const c = cell.trim();
      const left = c.startsWith(':');
      const right = c.endsWith(':');
      return left && right ? 'center' : left ? 'left' : right ? 'right' : null;
    });
}
