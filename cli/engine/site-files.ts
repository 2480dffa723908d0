/**
 * The files of a build besides its pages: the client bundle, content assets and social cards,
 * site's marker, the host's _redirects and _headers, sitemap.xml, robots.txt and the feed.
 */
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ContentAssets } from '../assets/content-assets.ts';
import type { SocialImages } from '../assets/social.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { Route } from '../content/routes.ts';
import { headersFile, inlineScripts, redirectsFile } from '../output/deploy.ts';
import { OUT_MARKER, OUT_MARKER_TEXT } from '../output/out-folder.ts';
import { atomFeed, FEED_PATH, robotsTxt, sitemapXml } from '../output/seo.ts';
import type { Writer } from '../output/write.ts';
import { hashOf } from '../cache/hash.ts';
import { lastChanged } from '../content/dates.ts';
import type { SharedParts } from './page-keys.ts';
import type { SiteData } from '../../templates/types.ts';

/** What the site files are made from. */
export interface SiteFilesInput {
  config: SiteConfig;
  routes: readonly Route[];
  site: SiteData;
  bundle: ClientBundle;
  assets: ContentAssets;
  social: SocialImages;
}

/** Paths of the asset files a build writes (what page links to /assets/ may point at). */
export function assetPaths({ bundle, assets, social }: Pick<SiteFilesInput, 'bundle' | 'assets' | 'social'>): Set<string> {
  return new Set([...bundle.files, ...assets.files, ...social.files].map((f) => f.path));
}

/**
 * Write every file that is not a page. `parts` are the hashes of the shared data (page-keys.ts):
 * the sitemap and the feed, which list every page and article, are made again only when what
 * they are made from changed since the last build of this process (a site dev update).
 */
export async function writeSiteFiles(writer: Writer, input: SiteFilesInput, parts: SharedParts): Promise<void> {
  const { config, routes, site, bundle, assets, social } = input;
  await Promise.all([...bundle.files, ...assets.files, ...social.files].map((file) => writer.write(file.path, file.contents)));
  await writer.write(OUT_MARKER, OUT_MARKER_TEXT);
  await writer.write('_redirects', redirectsFile(config));
  await writer.write('_headers', headersFile(config, inlineScripts(config)));
  const shared = [parts.get('config') ?? '', parts.get('hub') ?? ''];
  const pages = routes.map((r) => (r.kind === 'page' ? `${r.path} ${r.layout} ${r.indexable} ${lastChanged(r.doc.frontMatter)}` : r.path));
  await writer.write(
    'sitemap.xml',
    made('sitemap', [...shared, ...pages], () => sitemapXml(routes, config, site.hub)),
  );
  await writer.write('robots.txt', robotsTxt(config));
  await writer.write(
    FEED_PATH.slice(1),
    made('feed', shared, () => atomFeed(site.hub, config)),
  );
}

/** The text `make` gives, kept with the hash of its inputs: made again only when they changed. */
function made(name: string, inputs: readonly string[], make: () => string): string {
  const key = hashOf(inputs);
  const last = lastMade.get(name);
  if (last?.key === key) return last.text;
  const text = make();
  lastMade.set(name, { key, text });
  return text;
}

const lastMade = new Map<string, { key: string; text: string }>();
