/**
 * Leaf blocks of the fast parser: the lines of paragraphs, fenced code and GFM tables, and the
 * nodes they become when they close. Paragraph lines and table cells go to the inline parser.
 */
import type { TableCell } from 'mdast';
import { append, type BlockState, type Leaf } from './block-state.ts';
import { parseInline } from './inline.ts';
import { rowCells } from './line-starts.ts';
import { decline } from './points.ts';

/** A line of the open paragraph (`pos`: where it starts after its containers' prefixes). */
export function paragraphLine(st: BlockState, leaf: Extract<Leaf, { kind: 'paragraph' }>, pos: number, end: number): void {
  const previous = leaf.lines[leaf.lines.length - 1];
  // Two trailing spaces make a hard break: left to micromark.
  if (previous && previous.lineEnd - previous.end >= 2) decline();
  const { source } = st;
  let start = pos;
  while (source.charCodeAt(start) === 32) start++;
  let last = end;
  while (source.charCodeAt(last - 1) === 32) last--;
  leaf.lines.push({ start, end: last, lineEnd: end, prefixEnd: pos });
}

/** A line inside fenced code: its closing fence, or a line of its value. */
export function fenceLine(
  st: BlockState,
  leaf: Extract<Leaf, { kind: 'fence' }>,
  allMatched: boolean,
  blank: boolean,
  pos: number,
  end: number,
): void {
  if (!allMatched || (blank && st.stack.some((open) => open.kind === 'item'))) decline();
  const line = st.source.slice(pos, end);
  const closing = /^(`+) *$/.exec(line);
  if (closing && closing[1]!.length >= leaf.size) {
    st.leaf = undefined;
    return append(
      st,
      { type: 'code', lang: leaf.lang, meta: leaf.meta, value: leaf.lines.join('\n'), position: st.lines.span(leaf.start, end) },
      end,
    );
  }
  if (/^ {1,3}`{3,} *$/.test(line)) decline();
  leaf.lines.push(line);
}

/** A row of the open table: one cell between each two pipes, its content parsed inline. */
export function tableRow(st: BlockState, leaf: Extract<Leaf, { kind: 'table' }>, pos: number, end: number): void {
  const { source, lines } = st;
  const line = source.slice(pos, end);
  if (rowCells(line) !== leaf.cells) decline();
  const pipes: number[] = [];
  const last = pos + line.trimEnd().length - 1;
  for (let at = pos; at !== -1 && at <= last; at = source.indexOf('|', at + 1)) pipes.push(at);
  const cells: TableCell[] = [];
  for (let i = 0; i < pipes.length - 1; i++) {
    let start = pipes[i]! + 1;
    let stop = pipes[i + 1]!;
    while (start < stop && source.charCodeAt(start) === 32) start++;
    while (stop > start && source.charCodeAt(stop - 1) === 32) stop--;
    const children = start < stop ? parseInline(st, [{ start, end: stop, lineEnd: stop, prefixEnd: start }]) : [];
    cells.push({ type: 'tableCell', children, position: lines.span(pipes[i]!, i === pipes.length - 2 ? end : pipes[i + 1]!) });
  }
  leaf.rows.push({ type: 'tableRow', children: cells, position: lines.span(pos, end) });
  leaf.end = end;
}

/** Close the open leaf, if any: a table or paragraph becomes its node; unclosed fenced code declines. */
export function closeLeaf(st: BlockState): void {
  const leaf = st.leaf;
  if (!leaf) return;
  st.leaf = undefined;
  if (leaf.kind === 'fence') decline(); // never closed
  if (leaf.kind === 'table') {
    return append(st, { type: 'table', align: leaf.align, children: leaf.rows, position: st.lines.span(leaf.start, leaf.end) }, leaf.end);
  }
  const first = leaf.lines[0]!;
  const last = leaf.lines[leaf.lines.length - 1]!;
  const children = parseInline(st, leaf.lines);
  append(st, { type: 'paragraph', children, position: st.lines.span(first.start, last.lineEnd) }, last.lineEnd);
}
