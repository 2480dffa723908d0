/** The document head: title, description, canonical, Open Graph, font preloads, stylesheet, island scripts. */
import type { HydrationStrategy } from './types.ts';
import type { Root } from 'hast';
import { structuredData } from './structured-data.ts';
import type { ArticleFrontMatter, PageFrontMatter, SiteData } from './types.ts';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.ts';
import { DEFAULT_SOCIAL_CARD } from './registry.ts';

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
  /** The page's front matter and body (social image and structured data). */
  page?: PageFrontMatter | ArticleFrontMatter;
  body?: Root;
}

/** Absolute URL of a site path on the configured origin. */
export function absoluteUrl(site: SiteData, path: string): string {
  return new URL(path, site.config.origin).href;
}

/** Everything inside <head>. Scripts are modules: deferred, never render-blocking. */
export function Head({ site, title, description, path, indexable, islands, canonicalPath, page, body }: HeadProps) {
  const fullTitle = path === '/' ? title : `${title} | ${site.config.name}`;
  const canonical = absoluteUrl(site, canonicalPath ?? path);
  const onLoad = [...islands].filter(([, strategy]) => strategy === 'load').map(([name]) => name);
  const preloads = [...new Set(onLoad.flatMap((name) => site.assets.islands[name] ?? []))];
  const social = site.assets.social[page && 'image' in page ? page.image : DEFAULT_SOCIAL_CARD] ?? site.assets.social[DEFAULT_SOCIAL_CARD];
  const image = social ? absoluteUrl(site, social.url) : undefined;
  const imageAlt = page && 'imageAlt' in page ? page.imageAlt : site.config.tagline;
  const jsonLd = JSON.stringify(structuredData(site, page, body, canonical, image)).replace(/</g, '\\u003c');
  const favicon = site.assets.images['/assets/favicon.svg']?.url;
  const scripts = islands.size > 0 && !!site.assets.hydrate;
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
      {social && image ? (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(social.width)} />
          <meta property="og:image:height" content={String(social.height)} />
          <meta property="og:image:alt" content={imageAlt} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      <link rel="alternate" type="application/atom+xml" title={`${site.config.name} Knowledge Hub`} href="/articles/feed.xml" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is JSON.stringify output with < escaped, not markup */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {favicon ? <link rel="icon" href={favicon} type="image/svg+xml" /> : null}
      {site.assets.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
      ))}
      <link rel="stylesheet" href={site.assets.css} />
      {scripts ? (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its CSP hash */}
          <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
          <script type="module" src={site.assets.hydrate} />
        </>
      ) : null}
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
