/**
 * Container blocks of the fast parser: opening list items (and the lists around them), and
 * closing lists, list items and container directives. Lists and items end with their last
 * child; a directive ends only at its closing fence.
 */
import type { List, RootContent } from 'mdast';
import { closeLeaf } from './block-leaves.ts';
import { append, type BlockState, container } from './block-state.ts';
import type { LineStart } from './line-starts.ts';
import { decline } from './points.ts';

/** Open a list item at `pos`: in the open list when its marker matches, else in a new list. */
export function openItem(st: BlockState, start: Extract<LineStart, { kind: 'item' }>, pos: number): void {
  const top = st.stack[st.stack.length - 1]!;
  if (top.kind === 'list' && top.marker === start.marker) {
    if (top.blank) (top.node as List).spread = true;
  } else {
    if (top.kind === 'list') closeTop(st);
    st.stack.push({
      ...container('list', { type: 'list', ordered: start.ordered, start: start.start, spread: false, children: [] }, pos),
      marker: start.marker,
    });
  }
  st.stack.push({ ...container('item', { type: 'listItem', spread: false, checked: null, children: [] }, pos), width: start.width });
}

/** Close the innermost container: list items and lists end with their last child; a directive must be closed by its fence. */
export function closeTop(st: BlockState): void {
  const open = st.stack.pop()!;
  if (open.kind === 'directive') decline();
  open.node.position = st.lines.span(open.start, open.end);
  append(st, open.node as RootContent, open.end);
}

/** Close the directive at `depth` of the stack, and everything inside it, at its closing fence (ending at `end`). */
export function closeDirective(st: BlockState, depth: number, end: number): void {
  if (st.leaf?.kind === 'fence') decline(); // the fence would end with the directive
  closeLeaf(st);
  while (st.stack.length - 1 > depth) closeTop(st);
  const open = st.stack.pop()!;
  open.node.position = st.lines.span(open.start, end);
  append(st, open.node as RootContent, end);
}
