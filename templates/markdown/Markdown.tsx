/**
 * Turns a page's hast tree into React elements with rehype-react, mapping each directive's
 * element (site-cta, site-promo, …) and a few HTML elements to template components. Runs of
 * plain top-level blocks (paragraphs, headings, lists, quotes) are written as HTML directly
 * (body-html.ts) and put in place after rendering, when the render context collects them.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import { Fragment, type ReactElement } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Components } from 'rehype-react';
import { unified } from 'unified';
import { htmlSlotTag, useHref, useRender } from '../context.tsx';
import { plain, plainHtml } from './body-html.ts';
import { markdownComponents } from './components.tsx';
import { firstImageSrc, LeadImage } from './lead-image.ts';
import { annotateTables } from './table-shape.ts';
import { markApiNames } from './api-names.ts';

const processor = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as Partial<Components>, passNode: false })
  .freeze();

/** Render a page body. */
export function Markdown({ tree }: { tree: Root }): ReactElement {
  const { html, site } = useRender();
  const href = useHref();
  const annotated = annotateTables(markApiNames(tree, site.data['api-names']?.names));
  const body = html ? withHtmlSlots(annotated, html, href) : annotated;
  return <LeadImage.Provider value={firstImageSrc(tree)}>{processor.stringify(body) as ReactElement}</LeadImage.Provider>;
}

/**
 * The tree with each run of plain top-level nodes (from an element to an element: a text at a
 * run's edge stays, as React separates it from a neighbouring text) written into `html` and
 * replaced by its marker.
 */
function withHtmlSlots(tree: Root, html: string[], href: (url: string) => string): Root {
  const children: RootContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    let start = 0;
    let end = run.length;
    while (start < end && run[start]!.type === 'text') start++;
    while (end > start && run[end - 1]!.type === 'text') end--;
    children.push(...run.slice(0, start));
    if (end > start) {
      children.push({ type: 'element', tagName: htmlSlotTag, properties: { dataSlot: String(html.length) }, children: [] });
      html.push(plainHtml(run.slice(start, end), href));
    }
    children.push(...run.slice(Math.max(start, end)));
    run = [];
  };
  for (const node of tree.children) {
    if (node.type !== 'doctype' && plain(node)) run.push(node);
    else {
      flush();
      children.push(node);
    }
  }
  flush();
  return { ...tree, children };
}
