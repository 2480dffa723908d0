/**
 * Turns a page's hast tree into React elements with rehype-react, mapping each directive's
 * element (site-cta, site-promo, …) and a few HTML elements to template components.
 */
import type { Root } from 'hast';
import { Fragment, type ReactElement } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Components } from 'rehype-react';
import { unified } from 'unified';
import { useRender } from '../context.tsx';
import { markdownComponents } from './components.tsx';
import { firstImageSrc, LeadImage } from './lead-image.ts';
import { annotateTables } from './table-shape.ts';
import { markApiNames } from './api-names.ts';

const processor = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents as Partial<Components>, passNode: false })
  .freeze();

/** Render a page body. */
export function Markdown({ tree }: { tree: Root }): ReactElement {
  const { site } = useRender();
  const body = annotateTables(markApiNames(tree, site.data['api-names']?.names));
  return <LeadImage.Provider value={firstImageSrc(tree)}>{processor.stringify(body) as ReactElement}</LeadImage.Provider>;
}
