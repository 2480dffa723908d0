/** Layout name (front matter `layout:`) → page template. Keep in step with schema.ts layoutNames. */
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
import type { LayoutName } from './types.ts';

/** A layout: its template, and whether the shared header and footer frame it. */
export interface LayoutDefinition {
  template: ComponentType<PageProps>;
  frame: boolean;
}

/** Every layout's template. */
export const layouts: Record<LayoutName, LayoutDefinition> = {
  article: { template: ArticlePage, frame: true },
  home: { template: HomePage, frame: true },
  'knowledge-hub': { template: KnowledgeHubPage, frame: true },
  landing: { template: LandingPage, frame: true },
  'not-found': { template: NotFoundPage, frame: true },
  scorecard: { template: ScorecardPage, frame: true },
  briefing: { template: BriefingPage, frame: true },
  demo: { template: DemoPage, frame: false },
  resources: { template: ResourcesPage, frame: true },
};
