/**
 * Checks over rendered pages (every page leads the reader on to the scorecard, a briefing or
 * the demo): every internal link and #anchor resolves, every image has alt text, every page has
 * exactly one h1, a title and a meta description of sensible length, and every page but the
 * redirect and 404 carries a call to action in its main content. The HTML is what our own
 * templates render (React output), so a small scanner reads it; no page is held in memory.
 */
import { at, type ContentErrorData } from '../content/errors.ts';
import type { SiteConfig } from '../content/schema.ts';
import { imageUrlProblem, linkUrlProblem } from '../markdown/url-policy.ts';
import { type HrefLocator, hrefLocator } from './locate-href.ts';

/** What the checks need to know about one page. */
export interface PageFacts {
  path: string;
  /** Content file the page came from (errors point at it). */
  source: string;
  /** Redirect and not-found pages are exempt from the call-to-action rule. */
  exempt: boolean;
  /** A Knowledge Hub article: its text must end with its call to action (a :::cta block). */
  article?: boolean;
  /** The article text's last block is a call-to-action block. */
  endsWithCta?: boolean;
  links: string[];
  ids: string[];
  imagesWithoutAlt: string[];
  /** The src of every image and every srcset candidate. */
  images: string[];
  h1: number;
  title: string;
  description: string;
  hasCta: boolean;
}

/** Where a call to action may lead: the scorecard, a briefing or the demo, outbound or on this site. */
export function callToActionTargets(config: Pick<SiteConfig, 'links'>): string[] {
  return [config.links.scorecard, config.links.briefing, config.links.demo, '/scorecard', '/maturity-briefing', '/demo'];
}

/** Sensible lengths (characters) for titles and meta descriptions. */
export const checkLimits = { title: [10, 90], description: [50, 200] } as const;

/** The attributes the checks read (names compare case-insensitively: React writes srcSet, HTML reads srcset). */
const HREF = /\shref="([^"]*)"/i;
const SRC = /\ssrc="([^"]*)"/i;
const ALT = /\salt="([^"]*)"/i;
const SRCSET = /\ssrcset="([^"]*)"/i;
const decode = (s: string) =>
  s.includes('&')
    ? s
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : s;

/** Where <main …> … the last </main> is (the whole page when there is none). */
function mainRange(html: string): { start: number; end: number } {
  const open = /<main[\s>]/.exec(html)?.index ?? -1;
  const close = html.lastIndexOf('</main>');
  return open >= 0 && close > open ? { start: open, end: close + '</main>'.length } : { start: 0, end: html.length };
}

/**
 * Read the facts of one rendered page in one pass over its links, images and sources (each
 * page's facts were a tenth of its check-and-weigh time when each kind had a pass of its own).
 * `ctaTargets` are the URLs and routes that count as a call to action.
 */
export function pageFacts(
  html: string,
  page: { path: string; source: string; exempt: boolean; article?: boolean },
  ctaTargets: readonly string[],
): PageFacts {
  const main = mainRange(html);
  const links: string[] = [];
  const mainLinks: string[] = [];
  const sources: string[] = [];
  const imagesWithoutAlt: string[] = [];
  // Every file an image may load: its src, and each candidate of its and its <source>s' srcset.
  const candidates: string[] = [];
  for (const match of html.matchAll(/<(a|img|source)\s[^>]*>/g)) {
    const tag = match[0];
    if (match[1] === 'a') {
      const href = HREF.exec(tag)?.[1];
      if (href !== undefined) links.push(decode(href));
      if (match.index >= main.start && match.index < main.end) mainLinks.push(decode(href ?? ''));
      continue;
    }
    if (match[1] === 'img') {
      const src = SRC.exec(tag)?.[1];
      if (!ALT.exec(tag)?.[1]?.trim()) imagesWithoutAlt.push(src ?? '');
      sources.push(decode(src ?? ''));
    }
    for (const candidate of (SRCSET.exec(tag)?.[1] ?? '').split(',')) {
      const url = decode(candidate.trim().split(/\s+/)[0] ?? '');
      if (url) candidates.push(url);
    }
  }
  const selfIsTarget = ctaTargets.includes(page.path);
  return {
    ...page,
    links,
    ids: [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)),
    imagesWithoutAlt,
    images: [...sources, ...candidates],
    ...(page.article ? { endsWithCta: endsWithCtaBlock(html.slice(main.start, main.end)) } : {}),
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    hasCta:
      selfIsTarget ||
      mainLinks.some((href) =>
        ctaTargets.some((target) => href === target || href.startsWith(`${target}#`) || href.startsWith(`${target}?`)),
      ),
  };
}

/**
 * Whether the article text (the `.prose` block) ends with a call-to-action block: after the last
 * `cta-block` only closing tags follow before the aside or the end of <main>.
 */
function endsWithCtaBlock(main: string): boolean {
  const prose = main.search(/class="prose[\s"]/);
  const cta = main.lastIndexOf('<aside class="cta-block"');
  if (prose < 0 || cta < prose) return false;
  const after = main.slice(main.indexOf('</aside>', cta) + '</aside>'.length);
  return /^(?:\s*<\/(?:div|section)>)*\s*(?:<aside class="article-aside"|<\/main>)/.test(after);
}

/** Check every page against the others (link targets, anchors) and the rules; a broken link is named at its line in the page's source (`locate`). */
export function checkPages(
  pages: readonly PageFacts[],
  files: ReadonlySet<string>,
  locate: HrefLocator = hrefLocator(),
): ContentErrorData[] {
  const errors: ContentErrorData[] = [];
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const fail = (page: PageFacts, code: string, message: string, hint?: string, link?: string) => {
    const where = link === undefined ? undefined : locate(page.source, link);
    errors.push(at({ file: page.source, ...where }, { code, message: `${page.path}: ${message}`, ...(hint ? { hint } : {}) }));
  };
  for (const page of pages) {
    const failLink = (href: string, code: string, message: string, hint?: string) => fail(page, code, message, hint, href);
    for (const href of new Set(page.links)) {
      if (href.startsWith('#')) {
        if (href.length > 1 && !page.ids.includes(href.slice(1)))
          failLink(href, 'check-anchor', `link "${href}" points at no element on this page`);
        continue;
      }
      const problem = linkUrlProblem(href, { allowHttp: true }); // site.yaml and overlays may name http: endpoints
      if (problem) {
        failLink(href, 'check-url', `link "${href}" ${problem}`);
        continue;
      }
      if (!href.startsWith('/')) continue;
      const [pathPart, anchor] = href.split('#') as [string, string | undefined];
      const path = pathPart.split('?')[0]!;
      if (path.startsWith('/assets/')) {
        if (!files.has(path.slice(1))) failLink(href, 'check-asset', `link "${href}" points at a file this build does not write`);
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
        failLink(href, 'check-anchor', `link "${href}": ${path} has no element with id "${anchor}"`);
    }
    for (const src of new Set(page.images)) {
      const problem = imageUrlProblem(src);
      if (problem) fail(page, 'check-url', `image "${src}" ${problem}`);
      else if (!files.has(src.split(/[?#]/)[0]!.slice(1))) fail(page, 'check-asset', `image "${src}" is not a file this build writes`);
    }
    for (const src of page.imagesWithoutAlt) fail(page, 'check-alt', `image ${src} has no alt text`);
    if (page.h1 !== 1) fail(page, 'check-h1', `has ${page.h1} h1 headings; a page needs exactly one`);
    const [tMin, tMax] = checkLimits.title;
    if (page.title.length < tMin || page.title.length > tMax)
      fail(page, 'check-title', `title is ${page.title.length} characters ("${page.title}"); keep it between ${tMin} and ${tMax}`);
    const [dMin, dMax] = checkLimits.description;
    if (page.description.length < dMin || page.description.length > dMax)
      fail(page, 'check-description', `meta description is ${page.description.length} characters; keep it between ${dMin} and ${dMax}`);
    if (!page.exempt && !page.hasCta)
      fail(
        page,
        'check-cta',
        'has no call to action leading to the scorecard, a briefing or the demo',
        'Add a :::cta block, ::promo or ::cta-inline pointing at links.scorecard, links.briefing or links.demo.',
      );
    if (page.article && page.endsWithCta === false)
      fail(
        page,
        'check-cta-last',
        'the article does not end with a call to action',
        'End every article with a :::cta block (headline, button, href) leading to the scorecard, a briefing or the demo.',
      );
  }
  return errors;
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
