/**
 * Block structure for the fast parser, by CommonMark's line algorithm: each line first continues
 * the open containers (list items by indentation, container directives until their closing
 * fence), then either continues the open leaf (paragraph, fenced code, table) or starts new
 * blocks. Positions are those micromark gives: a block ends where its last line ends, trailing
 * spaces included. Loose list items and anything lineStart leaves to micromark decline.
 * Containers open and close in block-containers.ts, leaves read their lines in block-leaves.ts.
 */
import type { Root } from 'mdast';
import { closeDirective, closeTop, openItem } from './block-containers.ts';
import { closeLeaf, fenceLine, paragraphLine, tableRow } from './block-leaves.ts';
import { append, type BlockState, blockState, container } from './block-state.ts';
import { parseInline } from './inline.ts';
import { delimiterAligns, lineStart, type LineStart } from './line-starts.ts';
import { decline } from './points.ts';

const CLOSING_DIRECTIVE = /^(:{3,}) *$/;

/** Parse a document's blocks (and through them its inline content) into mdast. */
export function parseBlocks(source: string): Root {
  const st = blockState(source);
  for (let begin = 0; ; ) {
    const newline = source.indexOf('\n', begin);
    blockLine(st, begin, newline === -1 ? source.length : newline);
    if (newline === -1) break;
    begin = newline + 1;
  }
  return finish(st);
}

/** Read the line from `begin` to `end` (its line ending left out). */
function blockLine(st: BlockState, begin: number, end: number): void {
  const { source, stack } = st;
  let pos = begin;
  let matched = 0;
  for (let k = 1; k < stack.length; k++) {
    const open = stack[k]!;
    if (open.kind === 'list') matched = k;
    else if (open.kind === 'item') {
      if (isBlank(source, pos, end)) matched = k;
      else if (indentation(source, pos, end) >= open.width) {
        pos += open.width;
        matched = k;
      } else break;
    } else {
      const rest = source.slice(pos, end);
      if ((CLOSING_DIRECTIVE.exec(rest)?.[1]?.length ?? 0) >= open.width) return closeDirective(st, k, end);
      if (/^ {1,3}:{3}/.test(rest)) decline();
      matched = k;
    }
  }
  const allMatched = matched === stack.length - 1;
  const leaf = st.leaf;
  const blank = isBlank(source, pos, end);
  if (leaf?.kind === 'fence') return fenceLine(st, leaf, allMatched, blank, pos, end);
  if (leaf?.kind === 'table' && leaf.awaitingDelimiter) {
    const align = allMatched ? delimiterAligns(source.slice(pos, end)) : undefined;
    if (!align || align.length !== leaf.cells) decline();
    leaf.align = align;
    leaf.awaitingDelimiter = false;
    leaf.end = end;
    return;
  }
  if (blank) {
    // A blank line in a directive inside a list item spreads the item: left to micromark.
    const item = stack.findIndex((open) => open.kind === 'item');
    if (item !== -1 && stack.some((open, k) => k > item && open.kind === 'directive')) decline();
    closeLeaf(st);
    for (let k = 1; k <= matched; k++) stack[k]!.blank = true;
    return;
  }
  // Content after a blank line inside a list item makes it loose: left to micromark.
  for (let k = 1; k <= matched; k++) if (stack[k]!.kind === 'item' && stack[k]!.blank) decline();
  if (leaf?.kind === 'table') {
    if (!allMatched || source.charCodeAt(pos) !== 124) decline();
    return tableRow(st, leaf, pos, end);
  }
  // micromark interrupts the paragraph with every container this line opens, not just the first.
  const interrupting = allMatched && leaf?.kind === 'paragraph';
  let start = lineStart(source, begin, pos, end, interrupting);
  if (!start && leaf?.kind === 'paragraph') {
    // Paragraph continuation; lazy when list items did not continue.
    for (let k = matched + 1; k < stack.length; k++) if (stack[k]!.kind === 'directive') decline();
    return paragraphLine(st, leaf, pos, end);
  }
  // micromark starts no table on a line that could be a lazy paragraph line.
  if (start?.kind === 'table' && !allMatched && leaf?.kind === 'paragraph') decline();
  closeLeaf(st);
  while (stack.length - 1 > matched) closeTop(st);
  while (start?.kind === 'item') {
    openItem(st, start, pos);
    pos += start.width;
    start = lineStart(source, begin, pos, end, interrupting);
  }
  if (stack[stack.length - 1]!.kind === 'list') closeTop(st);
  open(st, start, pos, end);
}

/** Close everything still open; the root, spanning the whole document. */
function finish(st: BlockState): Root {
  closeLeaf(st);
  while (st.stack.length > 1) closeTop(st);
  st.root.position = st.lines.span(0, st.source.length);
  return st.root;
}

/** Start the block a line's content begins with at `pos` (a paragraph when `start` is undefined). */
function open(st: BlockState, start: LineStart | undefined, pos: number, end: number): void {
  const span = (from: number) => st.lines.span(from, end);
  if (!start) {
    st.leaf = { kind: 'paragraph', lines: [] };
    return paragraphLine(st, st.leaf, pos, end);
  }
  switch (start.kind) {
    case 'heading': {
      const children = parseInline(st, [{ start: start.contentStart, end: start.contentEnd, lineEnd: end, prefixEnd: pos }]);
      return append(st, { type: 'heading', depth: start.depth as 1, children, position: span(pos) }, end);
    }
    case 'leaf-directive':
      return append(st, { type: 'leafDirective', name: start.name, attributes: start.attributes, children: [], position: span(pos) }, end);
    case 'container-directive':
      st.stack.push({
        ...container('directive', { type: 'containerDirective', name: start.name, attributes: start.attributes, children: [] }, pos),
        width: start.size,
      });
      return;
    case 'fence':
      st.leaf = { kind: 'fence', start: pos, size: start.size, lang: start.lang, meta: start.meta, lines: [] };
      return;
    case 'table':
      st.leaf = { kind: 'table', start: pos, end, cells: start.cells, align: [], rows: [], awaitingDelimiter: true };
      return tableRow(st, st.leaf, pos, end);
  }
}

function isBlank(source: string, from: number, end: number): boolean {
  for (let at = from; at < end; at++) if (source.charCodeAt(at) !== 32) return false;
  return true;
}

function indentation(source: string, from: number, end: number): number {
  let at = from;
  while (at < end && source.charCodeAt(at) === 32) at++;
  return at - from;
}
