/** The document head: title, description, canonical, Open Graph, stylesheet, island scripts. */
import type { HydrationStrategy } from './Island.tsx';
import type { SiteData } from './types.ts';

/** Props of Head. */
export interface HeadProps {
  site: SiteData;
  title: string;
  description: string;
  path: string;
  indexable: boolean;
  /** Islands on the page; chunks of those hydrated on load are preloaded. */
  islands: ReadonlyMap<string, HydrationStrategy>;
  /** A canonical path other than the page's own (redirect pages). */
  canonicalPath?: string;
}

/** Absolute URL of a site path on the configured origin. */
export function absoluteUrl(site: SiteData, path: string): string {
  return new URL(path, site.config.origin).href;
}

/** Everything inside <head>. Scripts are modules: deferred, never render-blocking. */
export function Head({ site, title, description, path, indexable, islands, canonicalPath }: HeadProps) {
  const fullTitle = path === '/' ? title : `${title} | ${site.config.name}`;
  const canonical = absoluteUrl(site, canonicalPath ?? path);
  const onLoad = [...islands].filter(([, strategy]) => strategy === 'load').map(([name]) => name);
  const preloads = [...new Set(onLoad.flatMap((name) => site.assets.islands[name] ?? []))];
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.config.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {site.assets.images['/assets/favicon.svg'] ? <link rel="icon" href={site.assets.images['/assets/favicon.svg'].url} type="image/svg+xml" /> : null}
      <link rel="stylesheet" href={site.assets.css} />
      {islands.size > 0 && site.assets.hydrate ? <script type="module" src={site.assets.hydrate} /> : null}
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
