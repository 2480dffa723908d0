/**
 * The shapes of a loaded site in site dev: its options, what it shares with its builder, the
 * state kept in memory between updates, and a rendered page.
 */
import type { ClientBundle } from '../assets/client-bundle.ts';
import type { ContentAssets } from '../assets/content-assets.ts';
import type { SocialImages } from '../assets/social.ts';
import type { ReadFile } from '../content/read-content-file.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { ProjectPaths } from '../engine/project.ts';
import type { LoadedRenderer } from '../render/renderer.ts';
import type { ContentErrorData } from '../content/errors.ts';
import type { ContentReader } from './content-reader.ts';
import type { DevContent } from './dev-content.ts';

/** A file the dev server serves from memory. */
export type ServedFile = string | Uint8Array;

/** Options of a dev site. */
export interface DevSiteOptions {
  contentDir: string;
  projectRoot?: string;
  overlayFile?: string;
  /** Config values merged last (local endpoints). */
  overrides?: Record<string, unknown>;
  /** Render exactly as `site build` does (production bundle, preloads, social cards); tests compare the two. */
  production?: boolean;
  /** Clock for the copyright year and the date checks (tests pin it). */
  now?: Date;
  /** Build draft pages, with their banner (default: yes, unless `production`, which renders as site build does). */
  drafts?: boolean;
}

/** What a dev site shares with its builder. */
export interface DevSiteShared {
  paths: ProjectPaths;
  code: string;
  reader: ContentReader;
  files: Map<string, ServedFile>;
}

/** The state of a loaded site (update() changes the generator bundles, assets and reads as files change). */
export interface DevState {
  options: DevSiteOptions;
  shared: DevSiteShared;
  config: SiteConfig;
  configFiles: string[];
  dev: boolean;
  renderer: LoadedRenderer;
  bundle: ClientBundle;
  assets: ContentAssets;
  reads: Map<string, ReadFile>;
  content: DevContent;
  /** Each page as last rendered (output path → its route path and the site data it read). */
  rendered: Map<string, { path: string; reads: string[] }>;
  /** What changed during failed updates: rendered by the next good one, so no edit is lost. */
  stale: { routes: Set<string>; docs: Set<string>; all: boolean };
  /** Social cards: made in production mode only (site dev pages do without). */
  social?: SocialImages['images'];
}

/** A page rendered by the dev site. */
export interface DevPage {
  outputPath: string;
  path: string;
  html: string;
  reads: string[];
}

/** How a build ended. */
export type Built = { ok: true; rendered: string[]; clientChanged: boolean } | { ok: false; errors: ContentErrorData[] };

/** How an update ended: built (or failed), or asking for a full build. */
export type Outcome = Built | { ok: 'full' };
