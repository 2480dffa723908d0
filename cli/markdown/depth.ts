/**
 * Nesting is bounded: a document nested deeper than MAX_NESTING (block quotes and lists on one
 * line, or any node inside another) is a content error, never a stack overflow in the hast
 * conversion, a parser stall, or levels React's server renderer silently drops. Both checks are
 * iterative and linear in the input.
 */
import type { Root } from 'mdast';

/** The deepest nesting a page may have: far beyond any real article, far below any crash. */
export const MAX_NESTING = 100;

/** The first line (1-based) whose container prefix (`>`, `-`, `*`, `+`, `1.`, `1)`) nests deeper than MAX_NESTING. */
export function tooDeepLine(source: string): number | undefined {
  let line = 1;
  let depth = 0;
  let atPrefix = true;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      line++;
      depth = 0;
      atPrefix = true;
      continue;
    }
    if (!atPrefix || c === 32 || c === 9) continue;
    const marker = markerLength(source, i);
    if (marker === 0) {
      atPrefix = false;
      continue;
    }
    if (++depth > MAX_NESTING) return line;
    i += marker - 1;
  }
  return undefined;
}

/** Length of the container marker at `i` (`>`, or a list marker followed by a space, tab or line end), else 0. */
function markerLength(source: string, i: number): number {
  const c = source[i]!;
  const followedBySpace = (at: number) => at >= source.length || source[at] === ' ' || source[at] === '\t' || source[at] === '\n';
  if (c === '>') return 1;
  if ((c === '-' || c === '*' || c === '+') && followedBySpace(i + 1)) return 1;
  let j = i;
  while (j < source.length && j - i < 9 && source.charCodeAt(j) >= 48 && source.charCodeAt(j) <= 57) j++;
  return j > i && (source[j] === '.' || source[j] === ')') && followedBySpace(j + 1) ? j + 1 - i : 0;
}

/** The first node nested deeper than MAX_NESTING levels below the root, found without recursion. */
export function tooDeepNode(root: Root): { position?: { start: { line: number; column: number } } } | undefined {
  type Entry = { node: { children?: unknown[]; position?: { start: { line: number; column: number } } }; depth: number };
  const stack: Entry[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_NESTING) return node;
    for (const child of (node.children ?? []) as Entry['node'][]) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}
