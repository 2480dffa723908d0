/**
 * Checks over rendered pages (every page leads the reader on to the scorecard, a briefing or
 * the demo): every internal link and #anchor resolves, every image has alt text, every page has
 * exactly one h1, a title and a meta description of sensible length, and every page but the
 * redirect and 404 carries a call to action in its main content, over the facts of each page
 * (./page-facts.ts).
 */
import { at, catalogue, type ContentErrorData, nearest } from '../content/errors.ts';
import { imageUrlProblem, linkUrlProblem } from '../markdown/url-policy.ts';
import { type HrefLocator, hrefLocator, type PageLocator, type SourcePlace } from './locate-href.ts';
import type { PageFacts } from './page-facts.ts';

/** Sensible lengths (characters) for titles and meta descriptions. */
export const checkLimits = { title: [10, 90], description: [50, 200] } as const;

/** Check every page against the others (link targets, anchors) and the rules; a broken link is named at its line in the page's source (`locate`). */
export function checkPages(
  pages: readonly PageFacts[],
  files: ReadonlySet<string>,
  locate: HrefLocator & PageLocator = hrefLocator(),
): ContentErrorData[] {
  const errors: ContentErrorData[] = [];
  const byPath = new Map(pages.map((p) => [p.path, p]));
  /** A page's problem, at `where` in its source when known (a link, a front-matter field, the body's end). */
  const failAt: FailAt = (page, where, code, message, hint) =>
    errors.push(at({ file: page.source, ...where }, { code, message: `${page.path}: ${message}`, hint }));
  const fail = (page: PageFacts, code: string, message: string, hint: string, link?: string) =>
    failAt(page, link === undefined ? undefined : locate(page.source, link), code, message, hint);
  for (const page of pages) {
    const failLink = (href: string, code: string, message: string, hint: string) => fail(page, code, message, hint, href);
    for (const href of new Set(page.links)) {
      if (href.startsWith('#')) {
        const anchor = href.slice(1);
        if (anchor && !page.ids.includes(anchor))
          failLink(href, 'check-anchor', `link "${href}" points at no element on this page${nearestIds(anchor, page)}`, anchorHint(anchor));
        continue;
      }
      const problem = linkUrlProblem(href, { allowHttp: true }); // site.yaml and overlays may name http: endpoints
      if (problem) {
        failLink(href, 'check-url', `link "${href}" ${problem}`, catalogue.unsafeUrl('link', href, problem).hint);
        continue;
      }
      if (!href.startsWith('/')) continue;
      const [pathPart, anchor] = href.split('#') as [string, string | undefined];
      const path = pathPart.split('?')[0]!;
      if (path.startsWith('/assets/')) {
        if (!files.has(path.slice(1)))
          failLink(href, 'check-asset', `link "${href}" points at a file this build does not write`, assetHint);
        continue;
      }
      const target = byPath.get(path);
      if (!target)
        failLink(
          href,
          'check-route',
          `link "${href}" points at a route that does not exist`,
          'Fix the link, or add the page it should lead to.',
        );
      else if (anchor && !target.ids.includes(anchor))
        failLink(
          href,
          'check-anchor',
          `link "${href}": ${path} has no element with id "${anchor}"${nearestIds(anchor, target)}`,
          anchorHint(anchor),
        );
    }
    for (const src of new Set(page.images)) {
      const problem = imageUrlProblem(src);
      if (problem) fail(page, 'check-url', `image "${src}" ${problem}`, catalogue.unsafeUrl('image', src, problem).hint);
      else if (!files.has(src.split(/[?#]/)[0]!.slice(1)))
        fail(page, 'check-asset', `image "${src}" is not a file this build writes`, assetHint);
    }
    for (const src of page.imagesWithoutAlt)
      fail(
        page,
        'check-alt',
        `image ${src} has no alt text`,
        'Write ![what the image shows](…) in Markdown; in a template give the <img> an alt (alt="" when it only decorates).',
      );
    checkPageRules(page, locate, failAt);
  }
  return errors;
}

const assetHint = 'Put the file under content/assets/ and link to /assets/<file>, or fix the path.';

/** The message's tail naming the ids in the page's main content nearest to `anchor` (up to 3). */
function nearestIds(anchor: string, page: PageFacts): string {
  const near = nearest(anchor, [...new Set(page.contentIds ?? page.ids)]);
  return near.length > 0 ? `; nearest: ${near.map((id) => `"${id}"`).join(', ')}` : '; the page has no ids';
}

function anchorHint(anchor: string): string {
  return `Link to an id the page has, or wrap the target in :::section{#${anchor}} … ::: (docs/writing.md).`;
}

/** Reports a page's problem at a place in its source (undefined: the file alone). */
type FailAt = (page: PageFacts, where: SourcePlace | undefined, code: string, message: string, hint: string) => void;

/** The rules over a page as a whole: one h1, the title's and description's lengths, a call to action (an article's at its end). */
function checkPageRules(page: PageFacts, locate: PageLocator, failAt: FailAt): void {
  if (page.h1 !== 1)
    failAt(
      page,
      undefined,
      'check-h1',
      `has ${page.h1} h1 headings; a page needs exactly one`,
      "The page's title is its h1: start the body's sections at ##, and give a template of its own exactly one <h1>.",
    );
  // The title and the description, each at its front-matter value (the title quoted: it is short).
  for (const [key, label, text] of [
    ['title', 'title', page.title],
    ['description', 'meta description', page.description],
  ] as const) {
    const [min, max] = checkLimits[key];
    if (text.length < min || text.length > max) {
      const quoted = key === 'title' ? ` ("${text}")` : '';
      failAt(
        page,
        locate.field(page.source, key),
        `check-${key}`,
        `${label} is ${text.length} characters${quoted}; keep it between ${min} and ${max}`,
        `Rewrite the ${key} in ${min} to ${max} characters: search results cut a longer one, and a shorter one says too little.`,
      );
    }
  }
  if (!page.exempt && !page.hasCta)
    failAt(
      page,
      locate.end(page.source),
      'check-cta',
      'has no call to action leading to the scorecard, a briefing or the demo',
      'Add a :::cta block, ::promo or ::cta-inline pointing at links.scorecard, links.briefing or links.demo.',
    );
  if (page.article && page.endsWithCta === false)
    failAt(
      page,
      undefined,
      'check-cta-last',
      'the article does not end with a call to action',
      'End every article with a :::cta block (headline, button, href) leading to the scorecard, a briefing or the demo.',
    );
}

/** How much a check covered: pages, links (each distinct link of a page once), the links with an #anchor, and images. */
export interface CheckCounts {
  pages: number;
  links: number;
  anchors: number;
  images: number;
}

/** Count what checkPages checks over these pages. */
export function countChecks(pages: readonly PageFacts[]): CheckCounts {
  const counts: CheckCounts = { pages: pages.length, links: 0, anchors: 0, images: 0 };
  for (const page of pages) {
    const links = new Set(page.links);
    counts.links += links.size;
    for (const href of links) if (/#./.test(href) && (href.startsWith('#') || href.startsWith('/'))) counts.anchors++;
    counts.images += new Set(page.images).size;
  }
  return counts;
}
