/**
 * The state of one block parse: the document, its open containers (root, lists, list items,
 * container directives) innermost last, and the open leaf (paragraph, fenced code, table).
 * Made afresh for every document; the block modules take it as their first argument.
 */
import type { List, ListItem, Parent, Root, RootContent, TableRow } from 'mdast';
import { AUTOLINK_TRIGGER } from '../autolink-trigger.ts';
import type { InlineLine } from './inline.ts';
import { LineIndex } from './points.ts';

/** An open container block. */
export interface Container {
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

export type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

/** The open leaf block, with what it has read so far. */
export type Leaf =
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

/** The parse of one document. */
export interface BlockState {
  readonly source: string;
  readonly lines: LineIndex;
  /** The source holds a GFM autolink literal's trigger (no text can hold one when it does not). */
  readonly autolinks: boolean;
  readonly root: Root;
  /** The open containers, the root first and the innermost last. */
  readonly stack: Container[];
  leaf: Leaf | undefined;
}

/** A parse of `source` that has read nothing yet. */
export function blockState(source: string): BlockState {
  const root: Root = { type: 'root', children: [] };
  return {
    source,
    lines: new LineIndex(source),
    autolinks: AUTOLINK_TRIGGER.test(source),
    root,
    stack: [container('root', root, 0)],
    leaf: undefined,
  };
}

/** A container starting at `start` (no width, marker or blank line yet). */
export function container(kind: Container['kind'], node: Container['node'], start: number): Container {
  return { kind, node, start, end: start, width: 0, marker: '', blank: false };
}

/** Add `node`, ending at `end`, to the innermost open container. */
export function append(st: BlockState, node: RootContent, end: number): void {
  const top = st.stack[st.stack.length - 1]!;
  (top.node as Parent).children.push(node);
  top.end = end;
}
