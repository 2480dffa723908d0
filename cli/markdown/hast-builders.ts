/** Small builders of hast nodes, shaped as mdast-util-to-hast builds them (to-hast.ts). */
import type { Element, ElementContent, Properties, Text } from 'hast';

export const text = (value: string): Text => ({ type: 'text', value });
export const element = (tagName: string, children: ElementContent[], properties: Properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Line endings between nodes (and around them when `loose`). */
export function wrap(nodes: ElementContent[], loose: boolean): ElementContent[] {
  const result: ElementContent[] = [];
  if (loose) result.push(text('\n'));
  for (let index = 0; index < nodes.length; index++) {
    if (index) result.push(text('\n'));
    result.push(nodes[index]!);
  }
  if (loose && nodes.length > 0) result.push(text('\n'));
  return result;
}
