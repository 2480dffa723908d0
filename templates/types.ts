/**
 * Types shared by cli/ (which prepares render input), templates/ (which renders it) and
 * client/ (islands receive parts of it as props). Plain data only: everything here can be
 * serialized to JSON and sent to a worker.
 */
import type { Root as HastRoot } from 'hast';
import type { ArticleFrontMatter, DataFiles, LayoutName, PageFrontMatter, SiteConfig } from '../cli/content/schema.ts';

export type { ArticleFrontMatter, DataFiles, LayoutName, PageFrontMatter, SiteConfig };

/** When an island's code is fetched and hydrated (templates/Island.tsx marks it, client/hydrate.ts acts on it). */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'pointer';

/** A Knowledge Hub card (an article's card fields; link is the article's route). */
export interface HubCard {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  category: string;
  readTime: string;
  author: string;
  image: string;
  imageAlt: string;
  link: string;
  featured: boolean;
  tags: string[];
  /** YYYY-MM-DD: when the article went out, and its last real change (the feed's dates). */
  published: string;
  updated?: string;
  /** Present (true) only on a draft, in the builds that show drafts. */
  draft?: true;
  /** A case study's proof, for pages that quote it (the home page): its figures and its testimonial. */
  proof?: CaseProof;
}

/** What a case study proves: each results metric that opens with a figure, split, and the study's testimonial. */
export interface CaseProof {
  /** "37% more marketing-sourced pipeline" → { value: '37%', label: 'more marketing-sourced pipeline' }. */
  figures: { value: string; label: string }[];
  testimonial?: { quote: string; name?: string; role: string; company: string };
}

/** A hub card ready to render anywhere (image resolved to its hashed URL and size; the dates stay with the feed). */
export interface CardView extends Omit<HubCard, 'image' | 'published' | 'updated' | 'draft' | 'proof'> {
  image: ImageAsset;
  /** A draft's card carries the Draft label to show beside its category. */
  draftLabel?: string;
}

/** A content image's hashed URL and intrinsic size; a photo (JPEG, PNG, WebP) also has its responsive variants. */
export interface ImageAsset {
  /** The file (an SVG as written; for a photo its widest fallback variant). */
  url: string;
  width?: number;
  height?: number;
  /** A photo's fallback variants ("/assets/x-480.<hash>.jpg 480w, …"). */
  srcset?: string;
  /** A photo's modern formats, best first: AVIF, then WebP (unless the source is WebP). */
  sources?: ImageSource[];
}

/** One `<source>` of a `<picture>`: a MIME type and its srcset. */
export interface ImageSource {
  type: string;
  srcset: string;
}

/** Hashed URLs of the build's client assets and content images. */
export interface AssetManifest {
  /** The stylesheet every page links. */
  css: string;
  /** The islands runtime (absent when no page has islands). */
  hydrate?: string;
  /** Island name → chunk URLs to preload when the island hydrates on load. */
  islands: Record<string, string[]>;
  /** The web fonts the stylesheet loads (woff2), preloaded by every page. */
  fonts: string[];
  /** Source path (/assets/covers/x.svg) → { url, width, height }. */
  images: Record<string, ImageAsset>;
  /** Source path → its PNG social card (Open Graph, Twitter); '/assets/social-card.svg' is the default. */
  social: Record<string, { url: string; width: number; height: number }>;
}

/** Site-wide data every route renders with. */
export interface SiteData {
  config: SiteConfig;
  hub: HubCard[];
  data: DataFiles;
  assets: AssetManifest;
  /** Year for the copyright line (the build's year: the only part of the output that comes from the clock). */
  year: number;
}

/** One route to render: a content page, or a redirect. */
export type RenderInput =
  | {
      kind: 'page';
      path: string;
      layout: LayoutName;
      frontMatter: PageFrontMatter | ArticleFrontMatter;
      /** The page body as a hast tree. */
      body: HastRoot;
      indexable: boolean;
    }
  | { kind: 'redirect'; path: string; to: string };

/** A briefing submission's form columns (the columns of table maturity_briefing_submissions, supabase/migrations/). */
export interface BriefingSubmission {
  first_name: string;
  work_email: string;
  challenge: string | null;
  for_team: boolean;
  team_member_name: string | null;
  team_member_email: string | null;
  return_url: string;
}

/** What renderRoute returns: the HTML document and the islands it contains. */
export interface RenderOutput {
  html: string;
  islands: string[];
  /** Site data read while rendering: 'hub', 'config', 'assets', 'data.<file>' (the dev dependency map). */
  reads: string[];
}
