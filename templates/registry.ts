/**
 * The one registry of layouts and islands. Plain data (no React), so the CLI can read it: the
 * front-matter schema's `layout` enum, the template map (layouts.ts), the client bundle's island
 * entries, the render bundle's island names and site dev's template dependency map all come from
 * here. Adding a layout or an island is one line here plus its file.
 */

/** Every layout: its page template (templates/pages/<template>.tsx) and whether the shared header and footer frame it. */
export const layoutRegistry = {
  article: { template: 'ArticlePage', frame: true },
  home: { template: 'HomePage', frame: true },
  'knowledge-hub': { template: 'KnowledgeHubPage', frame: true },
  'not-found': { template: 'NotFoundPage', frame: true },
  landing: { template: 'LandingPage', frame: true },
  scorecard: { template: 'ScorecardPage', frame: true },
  briefing: { template: 'BriefingPage', frame: true },
  demo: { template: 'DemoPage', frame: false },
  resources: { template: 'ResourcesPage', frame: true },
} as const;

/** A layout a page can use (front matter `layout:`). */
export type LayoutName = keyof typeof layoutRegistry;

/** Every layout name, in registry order (the schema's enum). */
export const layoutNames = Object.keys(layoutRegistry) as [LayoutName, ...LayoutName[]];

/** The template of a redirect route (not a layout a page can choose). */
const REDIRECT_TEMPLATE = 'RedirectPage';

/** A layout's template file, relative to templates/. */
export function layoutTemplateFile(layout: LayoutName | 'redirect'): string {
  return `pages/${layout === 'redirect' ? REDIRECT_TEMPLATE : layoutRegistry[layout].template}.tsx`;
}

/** Every island: its name, which is its file under client/islands/ (`.tsx`, or `.ts` for a plain DOM island) and its component's name. */
export const islandRegistry = {
  ArticleFilter: 'ArticleFilter.tsx',
  BriefingForm: 'BriefingForm.tsx',
  DemoForm: 'DemoForm.tsx',
  FaqAccordion: 'FaqAccordion.tsx',
  FrameworkHighlight: 'FrameworkHighlight.tsx',
  IndustrySelector: 'IndustrySelector.tsx',
  JumpMenu: 'JumpMenu.tsx',
  LeadCaptureForm: 'LeadCaptureForm.tsx',
  RoiMoves: 'RoiMoves.tsx',
  ScorecardForm: 'ScorecardForm.tsx',
  ScorecardModal: 'ScorecardModal.tsx',
  ScrollTracker: 'ScrollTracker.ts',
  VideoFacade: 'VideoFacade.tsx',
} as const;

/** An island's name. */
export type IslandName = keyof typeof islandRegistry;

/** The site's default social card (a content asset rasterized to PNG), for pages without a cover image. */
export const DEFAULT_SOCIAL_CARD = '/assets/social-card.svg';
