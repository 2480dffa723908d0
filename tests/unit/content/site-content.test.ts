/** This site's own content: the Knowledge Hub's 16 articles and the site's routes. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/content/config.ts';
import { loadContent, type LoadedContent } from '../../../cli/content/load.ts';
import { buildRoutes, type Route } from '../../../cli/content/routes.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

const contentDir = join(projectRoot, 'content');
let content: LoadedContent;
let routes: Route[];

beforeAll(async () => {
  const loaded = await loadConfig({ contentDir });
  expect(loaded.errors).toEqual([]);
  content = await loadContent(contentDir, loaded.config!);
  expect(content.errors).toEqual([]);
  routes = buildRoutes(content, loaded.config!, loaded.locate!).routes;
});

describe('the Knowledge Hub content', () => {
  it('lists the 16 article routes in hub order', () => {
    expect(content.articles.map((a) => `/${a.slug}`)).toEqual([
      '/data-strategy',
      '/marketing-aircover',
      '/stalled-leads',
      '/velocity-tracking',
      '/ai-marketing',
      '/handoff-guide',
      '/case-study_029',
      '/salesforce-roi',
      '/lead-quality',
      '/hard-things',
      '/marketing-automation-maturity',
      '/dynamic-content',
      '/prove-roi',
      '/hidden-marketing-data',
      '/case-study_037',
      '/connect-what-you-own',
    ]);
    expect(content.articles.map((a) => a.frontMatter.id)).toEqual([...Array(16).keys()].map((i) => i + 1));
  });

  it('features every article except ids 3 and 4', () => {
    expect(content.articles.filter((a) => !a.frontMatter.featured).map((a) => a.frontMatter.id)).toEqual([3, 4]);
  });
});

describe('the route table', () => {
  it('includes the redirect from /Marketing-AirCover to /marketing-aircover, written as a file that cannot collide', () => {
    const redirect = routes.find((r) => r.kind === 'redirect');
    expect(redirect).toEqual({
      kind: 'redirect',
      path: '/Marketing-AirCover',
      outputPath: 'Marketing-AirCover.html',
      to: '/marketing-aircover',
      indexable: false,
    });
  });

  it('writes the home page, the hub, 404 and every page route', () => {
    const paths = routes.map((r) => r.path);
    for (const path of ['/', '/articles', '/404', '/data-strategy', '/stop-buying-tools', '/what-is-opportunity'])
      expect(paths).toContain(path);
  });
});
