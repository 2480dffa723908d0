/**
 * The page's first image loads at once (eager, high priority); every later one is lazy. An
 * article's cover is its first image, so in an article every body image is lazy; on other pages
 * the body's first image is the lead.
 */
import type { Element, Root, RootContent } from 'hast';
import { createContext } from 'react';

/** The src of the body's first image, provided by Markdown.tsx to the image component. */
export const LeadImage = createContext<string | undefined>(undefined);

/** The src of the first `<img>` in a body, in document order. */
export function firstImageSrc(tree: Root): string | undefined {
  const search = (nodes: readonly RootContent[]): string | undefined => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const element = node as Element;
      if (element.tagName === 'img' && typeof element.properties.src === 'string') return element.properties.src;
      const inner = search(element.children);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return search(tree.children);
}
