/**
 * Block structure for the fast parser, by CommonMark's line algorithm: each line first continues
 * the open containers (list items by indentation, container directives until their closing
 * fence), then either continues the open leaf (paragraph, fenced code, table) or starts new
 * blocks. Positions are those micromark gives: a block ends where its last line ends, trailing
 * spaces included. Loose list items and anything lineStart leaves to micromark decline.
 */
import type { List, ListItem, Parent, Root, RootContent, TableCell, TableRow } from 'mdast';
import { parseInline, type InlineLine } from './inline.ts';
import { delimiterAligns, lineStart, rowCells, type LineStart } from './line-starts.ts';
import { decline, LineIndex } from './points.ts';

interface Container {
  kind: 'root' | 'list' | 'item' | 'directive';
  node: Root | List | ListItem | ContainerDirective;
  start: number;
  /** Where its last child ends. */
  end: number;
  /** List items: the columns of their content; directives: the colons of their fence. */
  width: number;
  /** Lists: the bullet, or the ordered list's `.` or `)`. */
  marker: string;
  /** A blank line came since the last content. */
  blank: boolean;
}

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

type Leaf =
  | { kind: 'paragraph'; lines: InlineLine[] }
  | { kind: 'fence'; start: number; size: number; lang: string | null; meta: string | null; lines: string[] }
  | {
      kind: 'table';
      start: number;
      end: number;
      cells: number;
      align: ('left' | 'right' | 'center' | null)[];
      rows: TableRow[];
      awaitingDelimiter: boolean;
    };

const CLOSING_DIRECTIVE = /^(:{3,}) *$/;

/** Parse a document's blocks (and through them its inline content) into mdast. */
export function parseBlocks(source: string): Root {
  const parser = new BlockParser(source);
  for (let begin = 0; ; ) {
    const newline = source.indexOf('\n', begin);
    parser.line(begin, newline === -1 ? source.length : newline);
    if (newline === -1) break;
    begin = newline + 1;
  }
  return parser.finish();
}

class BlockParser {
  private readonly lines: LineIndex;
  private readonly root: Root = { type: 'root', children: [] };
  private readonly stack: Container[];
  private leaf: Leaf | undefined;

  constructor(private readonly source: string) {
    this.lines = new LineIndex(source);
    this.stack = [container('root', this.root, 0)];
  }

  line(begin: number, end: number): void {
    const { source, stack } = this;
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
        if ((CLOSING_DIRECTIVE.exec(rest)?.[1]?.length ?? 0) >= open.width) return this.closeDirective(k, end);
        if (/^ {1,3}:{3}/.test(rest)) decline();
        matched = k;
      }
    }
    const allMatched = matched === stack.length - 1;
    const leaf = this.leaf;
    const blank = isBlank(source, pos, end);
    if (leaf?.kind === 'fence') return this.fenceLine(leaf, allMatched, blank, pos, end);
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
      this.closeLeaf();
      for (let k = 1; k <= matched; k++) stack[k]!.blank = true;
      return;
    }
    // Content after a blank line inside a list item makes it loose: left to micromark.
    for (let k = 1; k <= matched; k++) if (stack[k]!.kind === 'item' && stack[k]!.blank) decline();
    if (leaf?.kind === 'table') {
      if (!allMatched || source.charCodeAt(pos) !== 124) decline();
      return this.tableRow(leaf, pos, end);
    }
    // micromark interrupts the paragraph with every container this line opens, not just the first.
    const interrupting = allMatched && leaf?.kind === 'paragraph';
    let start = lineStart(source, begin, pos, end, interrupting);
    if (!start && leaf?.kind === 'paragraph') {
      // Paragraph continuation; lazy when list items did not continue.
      for (let k = matched + 1; k < stack.length; k++) if (stack[k]!.kind === 'directive') decline();
      return this.paragraphLine(leaf, pos, end);
    }
    // micromark starts no table on a line that could be a lazy paragraph line.
    if (start?.kind === 'table' && !allMatched && leaf?.kind === 'paragraph') decline();
    this.closeLeaf();
    while (stack.length - 1 > matched) this.closeTop();
    while (start?.kind === 'item') {
      this.openItem(start, pos);
      pos += start.width;
      start = lineStart(source, begin, pos, end, interrupting);
    }
    if (stack[stack.length - 1]!.kind === 'list') this.closeTop();
    this.open(start, pos, end);
  }

  finish(): Root {
    this.closeLeaf();
    while (this.stack.length > 1) this.closeTop();
    this.root.position = this.lines.span(0, this.source.length);
    return this.root;
  }

  private open(start: LineStart | undefined, pos: number, end: number): void {
    const span = (from: number) => this.lines.span(from, end);
    if (!start) {
      this.leaf = { kind: 'paragraph', lines: [] };
      return this.paragraphLine(this.leaf, pos, end);
    }
    switch (start.kind) {
      case 'heading': {
        const children = parseInline(this.source, this.lines, [
          { start: start.contentStart, end: start.contentEnd, lineEnd: end, prefixEnd: pos },
        ]);
        return this.append({ type: 'heading', depth: start.depth as 1, children, position: span(pos) }, end);
      }
      case 'leaf-directive':
        return this.append(
          { type: 'leafDirective', name: start.name, attributes: start.attributes, children: [], position: span(pos) },
          end,
        );
      case 'container-directive':
        this.stack.push({
          ...container('directive', { type: 'containerDirective', name: start.name, attributes: start.attributes, children: [] }, pos),
          width: start.size,
        });
        return;
      case 'fence':
        this.leaf = { kind: 'fence', start: pos, size: start.size, lang: start.lang, meta: start.meta, lines: [] };
        return;
      case 'table':
        this.leaf = { kind: 'table', start: pos, end, cells: start.cells, align: [], rows: [], awaitingDelimiter: true };
        return this.tableRow(this.leaf, pos, end);
    }
  }

  private openItem(start: Extract<LineStart, { kind: 'item' }>, pos: number): void {
    const top = this.stack[this.stack.length - 1]!;
    if (top.kind === 'list' && top.marker === start.marker) {
      if (top.blank) (top.node as List).spread = true;
    } else {
      if (top.kind === 'list') this.closeTop();
      this.stack.push({
        ...container('list', { type: 'list', ordered: start.ordered, start: start.start, spread: false, children: [] }, pos),
        marker: start.marker,
      });
    }
    this.stack.push({ ...container('item', { type: 'listItem', spread: false, checked: null, children: [] }, pos), width: start.width });
  }

  private paragraphLine(leaf: Extract<Leaf, { kind: 'paragraph' }>, pos: number, end: number): void {
    const previous = leaf.lines[leaf.lines.length - 1];
    // Two trailing spaces make a hard break: left to micromark.
    if (previous && previous.lineEnd - previous.end >= 2) decline();
    const { source } = this;
    let start = pos;
    while (source.charCodeAt(start) === 32) start++;
    let last = end;
    while (source.charCodeAt(last - 1) === 32) last--;
    leaf.lines.push({ start, end: last, lineEnd: end, prefixEnd: pos });
  }

  private fenceLine(leaf: Extract<Leaf, { kind: 'fence' }>, allMatched: boolean, blank: boolean, pos: number, end: number): void {
    if (!allMatched || (blank && this.stack.some((open) => open.kind === 'item'))) decline();
    const line = this.source.slice(pos, end);
    const closing = /^(`+) *$/.exec(line);
    if (closing && closing[1]!.length >= leaf.size) {
      this.leaf = undefined;
      return this.append(
        { type: 'code', lang: leaf.lang, meta: leaf.meta, value: leaf.lines.join('\n'), position: this.lines.span(leaf.start, end) },
        end,
      );
    }
    if (/^ {1,3}`{3,} *$/.test(line)) decline();
    leaf.lines.push(line);
  }

  private tableRow(leaf: Extract<Leaf, { kind: 'table' }>, pos: number, end: number): void {
    const { source, lines } = this;
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
      const children = start < stop ? parseInline(source, lines, [{ start, end: stop, lineEnd: stop, prefixEnd: start }]) : [];
      cells.push({ type: 'tableCell', children, position: lines.span(pipes[i]!, i === pipes.length - 2 ? end : pipes[i + 1]!) });
    }
    leaf.rows.push({ type: 'tableRow', children: cells, position: lines.span(pos, end) });
    leaf.end = end;
  }

  private closeLeaf(): void {
    const leaf = this.leaf;
    if (!leaf) return;
    this.leaf = undefined;
    if (leaf.kind === 'fence') decline(); // never closed
    if (leaf.kind === 'table') {
      return this.append(
        { type: 'table', align: leaf.align, children: leaf.rows, position: this.lines.span(leaf.start, leaf.end) },
        leaf.end,
      );
    }
    const first = leaf.lines[0]!;
    const last = leaf.lines[leaf.lines.length - 1]!;
    const children = parseInline(this.source, this.lines, leaf.lines);
    this.append({ type: 'paragraph', children, position: this.lines.span(first.start, last.lineEnd) }, last.lineEnd);
  }

  /** Close the innermost container: list items and lists end with their last child; a directive must be closed by its fence. */
  private closeTop(): void {
    const open = this.stack.pop()!;
    if (open.kind === 'directive') decline();
    open.node.position = this.lines.span(open.start, open.end);
    this.append(open.node as RootContent, open.end);
  }

  private closeDirective(depth: number, end: number): void {
    if (this.leaf?.kind === 'fence') decline(); // the fence would end with the directive
    this.closeLeaf();
    while (this.stack.length - 1 > depth) this.closeTop();
    const open = this.stack.pop()!;
    open.node.position = this.lines.span(open.start, end);
    this.append(open.node as RootContent, end);
  }

  private append(node: RootContent, end: number): void {
    const top = this.stack[this.stack.length - 1]!;
    (top.node as Parent).children.push(node);
    top.end = end;
  }
}

function container(kind: Container['kind'], node: Container['node'], start: number): Container {
  return { kind, node, start, end: start, width: 0, marker: '', blank: false };
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
