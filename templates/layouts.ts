/** Layout name (front matter `layout:`) → page template component, with each layout's frame from the registry (registry.ts). */
import type { ComponentType } from 'react';
import { ArticlePage } from './pages/ArticlePage.tsx';
import { BriefingPage } from './pages/BriefingPage.tsx';
import { DemoPage } from './pages/DemoPage.tsx';
import { ResourcesPage } from './pages/ResourcesPage.tsx';
import { ScorecardPage } from './pages/ScorecardPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { KnowledgeHubPage } from './pages/KnowledgeHubPage.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { PageProps } from './pages/props.ts';
import { type LayoutName, layoutRegistry } from './registry.ts';

/** A layout: its template, and whether the shared header and footer frame it. */
export interface LayoutDefinition {
  template: ComponentType<PageProps>;
  frame: boolean;
}

/** Every layout's template component (the compiler checks there is one per registered layout). */
const templates: Record<LayoutName, ComponentType<PageProps>> = {
  article: ArticlePage,
  home: HomePage,
  'knowledge-hub': KnowledgeHubPage,
  landing: LandingPage,
  'not-found': NotFoundPage,
  scorecard: ScorecardPage,
  briefing: BriefingPage,
  demo: DemoPage,
  resources: ResourcesPage,
};

/** Every layout's template and frame. */
export const layouts = Object.fromEntries(
  Object.entries(layoutRegistry).map(([name, { frame }]) => [name, { template: templates[name as LayoutName], frame }]),
) as Record<LayoutName, LayoutDefinition>;
