/**
 * Types shared by cli/ (which prepares render input) and templates/ (which renders it). The
 * shapes islands in client/ receive too (cards, images, the briefing row) live in types/ and are
 * named here as well. Plain data only: everything here can be serialized to JSON and sent to a
 * worker.
 */
import type { Root as HastRoot } from 'hast';
import type { ArticleFrontMatter, DataFiles, LayoutName, PageFrontMatter, SiteConfig } from '../cli/content/schema.ts';
import type { BriefingSubmission } from '../types/briefing.ts';
import type { CardView, CaseProof, HubCard } from '../types/cards.ts';
import type { ImageAsset, ImageSource } from '../types/images.ts';

export type { ArticleFrontMatter, DataFiles, LayoutName, PageFrontMatter, SiteConfig };
export type { BriefingSubmission, CardView, CaseProof, HubCard, ImageAsset, ImageSource };

/** When an island's code is fetched and hydrated (templates/Island.tsx marks it, client/hydrate.ts acts on it). */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'pointer';

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

/** What renderRoute returns: the HTML document and the islands it contains. */
export interface RenderOutput {
  html: string;
  islands: string[];
  /** Site data read while rendering: 'hub', 'config', 'assets', 'data.<file>' (the dev dependency map). */
  reads: string[];
}
