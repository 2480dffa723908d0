/**
 * The facts the output checks read from one rendered page (links, ids, images, title,
 * description, call to action), found in one pass by a small scanner: the HTML is what our own
 * templates render (React output), so no page is held in memory as a tree.
 */
import type { SiteConfig } from '../content/schema.ts';
import { unescapeHtml } from '../../templates/html-escape.ts';

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
  /** The ids inside <main> (not the layout's own): what a missing anchor's message suggests. */
  contentIds?: string[];
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

/** The attributes the checks read (names compare case-insensitively: React writes srcSet, HTML reads srcset). */
const HREF = /\shref="([^"]*)"/i;
const SRC = /\ssrc="([^"]*)"/i;
const ALT = /\salt="([^"]*)"/i;
const SRCSET = /\ssrcset="([^"]*)"/i;

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
      if (href !== undefined) links.push(unescapeHtml(href));
      if (match.index >= main.start && match.index < main.end) mainLinks.push(unescapeHtml(href ?? ''));
      continue;
    }
    if (match[1] === 'img') {
      const src = SRC.exec(tag)?.[1];
      // alt="" marks a decorative image; a missing alt, or one of spaces only, describes nothing.
      const alt = ALT.exec(tag)?.[1];
      if (alt === undefined || (alt !== '' && !alt.trim())) imagesWithoutAlt.push(src ?? '');
      sources.push(unescapeHtml(src ?? ''));
    }
    for (const candidate of (SRCSET.exec(tag)?.[1] ?? '').split(',')) {
      const url = unescapeHtml(candidate.trim().split(/\s+/)[0] ?? '');
      if (url) candidates.push(url);
    }
  }
  const selfIsTarget = ctaTargets.includes(page.path);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)];
  const mainOpen = html.indexOf('>', main.start);
  return {
    ...page,
    links,
    ids: ids.map((m) => unescapeHtml(m[1]!)),
    contentIds: ids.filter((m) => m.index > mainOpen && m.index < main.end).map((m) => unescapeHtml(m[1]!)),
    imagesWithoutAlt,
    images: [...sources, ...candidates],
    ...(page.article ? { endsWithCta: endsWithCtaBlock(html.slice(main.start, main.end)) } : {}),
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: unescapeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
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
