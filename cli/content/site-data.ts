/** Assemble the site-wide data every route renders with (SiteData). */
import type { ContentAssets } from '../assets/content-assets.ts';
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ArticleDoc, LoadedContent } from './load.ts';
import type { SiteConfig } from './schema.ts';
import type { HubCard, SiteData } from '../../templates/types.ts';
import { join } from 'node:path';
import type { ProjectPaths } from '../engine/project.ts';
import { DEFAULT_SOCIAL_CARD, socialImages, type SocialImages } from '../assets/social.ts';

/** Options of siteData. */
export interface SiteDataOptions {
  /** Year for the copyright line. */
  year: number;
  /** Development build: pages do not preload island chunks (their names change as code changes). */
  dev?: boolean;
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
      islands: options.dev ? {} : bundle.islands,
      images: assets.images,
      social: options.social ?? {},
    },
    year: options.year,
  };
}

/** Social images for every article cover and the default card. */
export function socialImagesFor(contentDir: string, content: LoadedContent, paths: ProjectPaths): Promise<SocialImages> {
  return socialImages(contentDir, [DEFAULT_SOCIAL_CARD, ...content.articles.map((a) => a.frontMatter.image)], join(paths.cache, 'social'));
}

/** The Knowledge Hub card of an article (id, title, subtitle, description, category, read time, author, cover, tags, featured; link is the article's route). */
export function hubCard(doc: ArticleDoc): HubCard {
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
  };
}
