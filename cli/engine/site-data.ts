/** Assemble the site-wide data every route renders with (SiteData). */
import { isDeepStrictEqual } from 'node:util';
import type { CollectAssetsOptions, ContentAssets } from '../assets/content-assets.ts';
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ArticleDoc } from '../content/content-doc.ts';
import type { LoadedContent } from '../content/load.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { CaseProof, HubCard, ImageAsset, SiteData } from '../../templates/types.ts';
import { diskImageCache, noImageCache } from '../cache/image-cache.ts';
import { photoCard, type SocialCache, socialImages, type SocialImages } from '../assets/social.ts';
import { DEFAULT_SOCIAL_CARD } from '../../templates/registry.ts';

/** Options of siteData. */
export interface SiteDataOptions {
  /** Year for the copyright line. */
  year: number;
  /** Social (PNG) versions of images, by source path. */
  social?: SiteData['assets']['social'];
}

/** The SiteData for a build. */
export function siteData(
  config: SiteConfig,
  content: LoadedContent,
  bundle: ClientBundle,
  assets: ContentAssets,
  options: SiteDataOptions,
): SiteData {
  return {
    config,
    hub: content.articles.map(hubCard),
    data: content.data,
    assets: {
      css: bundle.css,
      hydrate: bundle.hydrate,
      islands: bundle.islands,
      fonts: bundle.fonts,
      images: assets.images,
      social: options.social ?? {},
    },
    year: options.year,
  };
}

/** Social images for every article cover and the default card; a photo cover is its own card (its 1200 px variant). */
export async function socialImagesFor(
  contentDir: string,
  content: LoadedContent,
  images: Record<string, ImageAsset>,
  cache: SocialCache,
): Promise<SocialImages> {
  const covers = content.articles.map((a) => a.frontMatter.image);
  // Only files the asset stage read inside the content root: a cover path that climbs out
  // (/assets/../../x.svg) or a refused link is never read here.
  const sources = [DEFAULT_SOCIAL_CARD, ...covers].filter((src) => images[src]);
  const social = await socialImages(contentDir, sources, cache);
  for (const cover of covers) {
    const card = images[cover] && photoCard(images[cover]);
    if (card) social.images[cover] = card;
  }
  return social;
}

/**
 * The Knowledge Hub card of an article (id, title, subtitle, description, category, read time,
 * author, cover, tags, featured; link is the article's route). An article read once has one card
 * object, so a site dev update hashes only the cards of the articles it read again (page-keys.ts).
 */
export function hubCard(doc: ArticleDoc): HubCard {
  let card = cards.get(doc);
  if (!card) {
    // An article read again whose card reads the same (a body edit in site dev) keeps its card
    // object, so what is kept by card (the related-reading index, the hub's hash) stays valid.
    const made = newHubCard(doc);
    const last = lastCards.get(doc.file);
    card = last && isDeepStrictEqual(last, made) ? last : made;
    cards.set(doc, card);
    lastCards.set(doc.file, card);
  }
  return card;
}

const cards = new WeakMap<ArticleDoc, HubCard>();
/** The last card made for each article file. */
const lastCards = new Map<string, HubCard>();

function newHubCard(doc: ArticleDoc): HubCard {
  const fm = doc.frontMatter;
  return {
    id: fm.id,
    title: fm.title,
    subtitle: fm.subtitle,
    description: fm.description,
    category: fm.category,
    readTime: fm.readTime,
    author: fm.author,
    image: fm.image,
    imageAlt: fm.imageAlt,
    link: `/${doc.slug}`,
    featured: fm.featured,
    tags: fm.tags,
    published: fm.published,
    ...(fm.updated ? { updated: fm.updated } : {}),
    ...(fm.draft ? { draft: true as const } : {}),
    ...(fm.results || fm.testimonial ? { proof: caseProof(fm) } : {}),
  };
}

/** A results metric that opens with a figure: "37% more …", "3x initiatives …", "$2M in …". */
const FIGURE = /^(\$?\d[\d.,]*(?:%|x|X|[KkMm]\+?|\+)?)\s+(\S.*)$/;

/** A case study's figures (its results metrics that open with one) and its testimonial, for pages that quote it. */
export function caseProof(fm: Pick<ArticleDoc['frontMatter'], 'results' | 'testimonial'>): CaseProof {
  const figures = (fm.results ?? []).flatMap((group) =>
    group.metrics.flatMap((metric) => {
      const match = FIGURE.exec(metric);
      return match ? [{ value: match[1]!, label: match[2]! }] : [];
    }),
  );
  return { figures, ...(fm.testimonial ? { testimonial: fm.testimonial } : {}) };
}

/** The social cards' cache: the image cache of a build's asset options (none with --no-cache), scoped to the content root. */
export function socialCache(assets: Pick<CollectAssetsOptions, 'imageCacheDir' | 'imageCode'>, contentDir: string): SocialCache {
  return {
    cache: assets.imageCacheDir ? diskImageCache(assets.imageCacheDir) : noImageCache,
    scope: `social:${contentDir}`,
    code: assets.imageCode,
  };
}
