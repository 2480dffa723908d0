/** Files for search engines and feed readers: sitemap.xml, robots.txt and the Knowledge Hub's Atom feed. */
import type { SiteConfig } from '../content/schema.ts';
import type { Route } from '../content/routes.ts';
import type { HubCard } from '../../templates/types.ts';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const absolute = (config: SiteConfig, path: string) => new URL(path, config.origin).href;

/** Path of the Knowledge Hub feed. */
export const FEED_PATH = '/articles/feed.xml';

/** sitemap.xml: every indexable page (not the redirect, the 404 or noindex pages). */
export function sitemapXml(routes: readonly Route[], config: SiteConfig): string {
  const urls = routes
    .filter((r) => r.kind === 'page' && r.indexable)
    .map((r) => `  <url><loc>${xml(absolute(config, r.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt pointing at the sitemap. */
export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(config, '/sitemap.xml')}\n`;
}

/** An Atom feed of the Knowledge Hub, newest id first. `updated` is the build date. */
export function atomFeed(hub: readonly HubCard[], config: SiteConfig, updated: Date): string {
  const stamp = `${updated.toISOString().slice(0, 10)}T00:00:00Z`;
  const entries = [...hub]
    .sort((a, b) => b.id - a.id)
    .map(
      (card) => `  <entry>
    <title>${xml(card.title)}</title>
    <link href="${xml(absolute(config, card.link))}"/>
    <id>${xml(absolute(config, card.link))}</id>
    <updated>${stamp}</updated>
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
  <updated>${stamp}</updated>
${entries.join('\n')}
</feed>
`;
}
