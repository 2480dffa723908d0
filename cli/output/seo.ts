/**
 * Files for search engines and feed readers: sitemap.xml, robots.txt and the Knowledge Hub's
 * Atom feed. Every date in them comes from the content (published, updated), never from the
 * clock, so the same content builds the same bytes on any day.
 */
import { lastChanged } from '../content/dates.ts';
import type { Route } from '../content/routes.ts';
import type { LayoutName, SiteConfig } from '../content/schema.ts';
import type { HubCard } from '../../templates/types.ts';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
/** A path of this site as an absolute URL; a plain path (no dot segment, nothing to escape) is joined to the origin without a URL parser. */
const absolute = (config: SiteConfig, path: string) =>
  PLAIN_PATH.test(path) ? `${originOf(config.origin)}${path}` : new URL(path, config.origin).href;
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\/?)*$/;
const origins = new Map<string, string>();
const originOf = (origin: string) => origins.get(origin) ?? origins.set(origin, new URL(origin).origin).get(origin)!;
const atomTime = (day: string) => `${day}T00:00:00Z`;
const newest = (days: readonly (string | undefined)[]) =>
  days.reduce<string | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

/** Path of the Knowledge Hub feed. */
export const FEED_PATH = '/articles/feed.xml';

/** Layouts that list the hub's articles: they change when an article does. */
const LISTS_ARTICLES: ReadonlySet<LayoutName> = new Set(['knowledge-hub', 'home']);

/** The day a route last changed: its own dates, and for pages listing the articles, the newest article's. */
function routeLastmod(route: Route, hubChanged: string | undefined): string | undefined {
  if (route.kind !== 'page') return undefined;
  const own = lastChanged(route.doc.frontMatter);
  return LISTS_ARTICLES.has(route.layout) ? newest([own, hubChanged]) : own;
}

/** sitemap.xml: every indexable page (not the redirect, the 404 or noindex pages), with `<lastmod>` where the page has a date. */
export function sitemapXml(routes: readonly Route[], config: SiteConfig, hub: readonly HubCard[]): string {
  const hubChanged = newest(hub.filter((card) => !card.draft).map(lastChanged));
  const urls = routes
    .filter((r) => r.kind === 'page' && r.indexable)
    .map((r) => {
      const lastmod = routeLastmod(r, hubChanged);
      return `  <url><loc>${xml(absolute(config, r.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt pointing at the sitemap. */
export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(config, '/sitemap.xml')}\n`;
}

/** An Atom feed of the Knowledge Hub's published articles (never a draft), newest first; its `<updated>` is its newest entry's (the epoch when it has none). */
export function atomFeed(hub: readonly HubCard[], config: SiteConfig): string {
  const cards = hub
    .filter((card) => !card.draft)
    .sort((a, b) => (a.published === b.published ? b.id - a.id : a.published < b.published ? 1 : -1));
  const entries = cards.map(
    (card) => `  <entry>
    <title>${xml(card.title)}</title>
    <link href="${xml(absolute(config, card.link))}"/>
    <id>${xml(absolute(config, card.link))}</id>
    <published>${atomTime(card.published)}</published>
    <updated>${atomTime(lastChanged(card)!)}</updated>
    <author><name>${xml(card.author)}</name></author>
    <category term="${xml(card.category)}"/>
    <summary>${xml(card.description)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${xml(`${config.name} Knowledge Hub`)}</title>
  <subtitle>${xml(config.tagline)}</subtitle>
  <link href="${xml(absolute(config, FEED_PATH))}" rel="self"/>
  <link href="${xml(absolute(config, '/articles'))}"/>
  <id>${xml(absolute(config, '/articles'))}</id>
  <updated>${atomTime(newest(cards.map(lastChanged)) ?? '1970-01-01')}</updated>
${entries.join('\n')}
</feed>
`;
}
