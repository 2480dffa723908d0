/**
 * Heading ids, as rehype-slug 6 gives them (GitHub's slugs of each heading's text, numbered
 * when repeated, in document order), worked out in the pipeline's one walk over the hast tree
 * instead of a second one: rehype-slug's unist-util-visit cost about as much as the whole
 * mdast → hast conversion (measured: 0.22 s of 3.8 s per render worker at 1,000 articles).
 * tests/unit/markdown/heading-ids.test.ts proves the ids equal rehype-slug's.
 */
import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString as textOf } from 'hast-util-to-string';

/** A function that gives each heading (h1–h6) without an id its slug; one per document, called in document order. */
export function headingSlugger(): (element: Element) => void {
  const slugs = new GithubSlugger();
  return (element) => {
    if (headingRank(element) && !element.properties.id) element.properties.id = slugs.slug(textOf(element));
  };
}
