/**
 * A depth-first, pre-order walk over an mdast or hast tree. unist-util-visit builds an ancestor
 * list and a test function for every node; for the few checks the pipeline runs on every
 * document, a plain loop over the children costs a fraction of that.
 */

/** A node of any unist tree, as the walk sees it. */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Returned by a visitor to remove the node (with its subtree) from its parent. */
export const REMOVE = Symbol('remove');

/** Call `visit` on `node` and its descendants in document order; a removed node's children are skipped. */
// biome-ignore lint/suspicious/noConfusingVoidType: visitors that return nothing are the common case
export function walk(node: TreeNode, visit: (node: TreeNode) => typeof REMOVE | void): void {
  const children = node.children;
  if (!children) return;
  for (let index = 0; index < children.length; ) {
    const child = children[index]!;
    if (visit(child) === REMOVE) {
      children.splice(index, 1);
      continue;
    }
    walk(child, visit);
    index++;
  }
}
