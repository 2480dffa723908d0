/**
 * What a Markdown table's component needs and the table cannot say about itself: a caption (the
 * nearest heading before it, else its column names), each cell's column name (for the stacked
 * layout on phones) and its shape. A two-column table (term and value) stays a table at every
 * width; a table of three or more columns becomes one card per row on phones, each value under
 * its column name. Works on a copy: the page's (cached) tree is never changed.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** How a table is laid out on a phone. */
export type TableShape = 'table' | 'stack';

/** Tables with at least this many columns stack on phones. */
export const STACK_FROM_COLUMNS = 3;

/** The text of a hast node. */
export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

const isElement = (node: RootContent | ElementContent, tag?: string): node is Element =>
  node.type === 'element' && (tag === undefined || node.tagName === tag);

/** The header row's cell texts. */
function columnNames(table: Element): string[] {
  const head = table.children.find((c) => isElement(c, 'thead')) as Element | undefined;
  const row = head?.children.find((c) => isElement(c, 'tr')) as Element | undefined;
  return (row?.children ?? []).filter((c) => isElement(c)).map((cell) => textOf(cell).trim());
}

/** Label every body cell with its column's name (`data-label`). */
function labelCells(node: Element, names: readonly string[]): Element {
  if (node.tagName === 'tr') {
    let column = 0;
    return {
      ...node,
      children: node.children.map((cell) =>
        isElement(cell) ? { ...cell, properties: { ...cell.properties, dataLabel: names[column++] ?? '' } } : cell,
      ),
    };
  }
  return { ...node, children: node.children.map((child) => (isElement(child) ? labelCells(child, names) : child)) };
}

/** A table with its caption, shape and (when it stacks) labelled cells, as properties its component reads. */
function annotate(table: Element, heading: string | undefined, used: Set<string>): Element {
  const names = columnNames(table);
  const shape: TableShape = names.length >= STACK_FROM_COLUMNS ? 'stack' : 'table';
  // Each table's name is unique on its page (two tables under one heading add their columns).
  let caption = heading ?? names.join(', ');
  if (used.has(caption)) caption = `${caption}: ${names.join(', ')}`;
  for (let n = 2; used.has(caption); n++) caption = `${heading ?? names.join(', ')} (${n})`;
  used.add(caption);
  const body = table.children.map((child) => (isElement(child, 'tbody') && shape === 'stack' ? labelCells(child, names) : child));
  return { ...table, properties: { ...table.properties, dataCaption: caption, dataShape: shape }, children: body };
}

const HEADING = /^h[2-6]$/;

/** Annotate every table of a page body (see the module comment); other nodes are shared, not copied. */
export function annotateTables(tree: Root): Root {
  // The last heading seen: its text is worked out only for a table under it (most pages have none).
  let heading: Element | undefined;
  const used = new Set<string>();
  const visit = <T extends Root | Element>(node: T): T => {
    let children: (RootContent | ElementContent)[] | undefined;
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i]!;
      if (child.type !== 'element') continue;
      if (HEADING.test(child.tagName)) heading = child;
      const next = child.tagName === 'table' ? annotate(child, heading && textOf(heading).trim(), used) : visit(child);
      if (next !== child) (children ??= [...node.children])[i] = next;
    }
    return children ? ({ ...node, children } as T) : node;
  };
  return visit(tree);
}
