/**
 * The head written as a string (headHtml) is the bytes React writes for <Head> on the variants a
 * route can have: with and without islands, hydration script, favicon, social card and an
 * article's cover card, not indexable, the home page's title, another canonical path, and text that
 * needs escaping. (Every route of the site, the fixtures and bench articles is compared whole in
 * tests/unit/render/shared-parts.test.tsx.)
 */
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Head, type HeadProps, headHtml } from '../../../templates/Head.tsx';
import type { HydrationStrategy } from '../../../templates/types.ts';
import { DEFAULT_SOCIAL_CARD } from '../../../templates/registry.ts';
import type { SiteData } from '../../../templates/types.ts';
import { projectRoot } from '../../helpers/fixtures.ts';
import { loadedSite } from '../../helpers/loaded-site.ts';

let site: SiteData;
let article: HeadProps['page'];
let page: HeadProps['page'];
beforeAll(async () => {
  const loaded = await loadedSite(join(projectRoot, 'content'), new Date('2026-11-26T00:00:00Z'));
  site = loaded.site;
  article = loaded.loaded.content.articles[0]!.frontMatter;
  page = loaded.loaded.content.docs.find((doc) => doc.kind === 'page')!.frontMatter;
}, 60_000);

const islands = (entries: [string, HydrationStrategy][]) => new Map(entries);

describe('headHtml', () => {
  it('writes the bytes React writes for <Head>, variant by variant', () => {
    // Social cards as site build draws them: the default one and the article's cover's.
    const card = (name: string) => ({ url: `/assets/social/${name}.0123456789.png`, width: 1200, height: 630 });
    const social = { [DEFAULT_SOCIAL_CARD]: card('default'), [(article as { image: string }).image]: card('cover') };
    const withCards: SiteData = { ...site, assets: { ...site.assets, social } };
    const base: HeadProps = {
      site: withCards,
      title: 'Stop buying tools',
      description: 'What to fix first.',
      path: '/stop-buying-tools',
      indexable: true,
      islands: islands([
        ['ScrollTracker', 'load'],
        ['ScorecardModal', 'pointer'],
      ]),
      page: article,
    };
    const noAssets = (changes: Partial<SiteData['assets']>): SiteData => ({ ...withCards, assets: { ...withCards.assets, ...changes } });
    const variants: [string, HeadProps][] = [
      ['an article with islands', base],
      ['a page', { ...base, page }],
      ['the home page', { ...base, path: '/' }],
      ['not indexable', { ...base, indexable: false }],
      ['another canonical path', { ...base, canonicalPath: '/elsewhere' }],
      ['no islands', { ...base, islands: islands([]) }],
      ['islands hydrated later only', { ...base, islands: islands([['VideoFacade', 'visible']]) }],
      [
        'several islands on load',
        {
          ...base,
          islands: islands([
            ['JumpMenu', 'load'],
            ['FaqAccordion', 'load'],
            ['ScrollTracker', 'load'],
          ]),
        },
      ],
      ['no hydration script', { ...base, site: noAssets({ hydrate: undefined as never }) }],
      ['no favicon', { ...base, site: noAssets({ images: {} }) }],
      ['no social cards', { ...base, site: noAssets({ social: {} }) }],
      ['two fonts', { ...base, site: noAssets({ fonts: ['/assets/a-0123.woff2', '/assets/b-4567.woff2'] }) }],
      ['no fonts', { ...base, site: noAssets({ fonts: [] }) }],
      ['text to escape', { ...base, title: `Q&A: "<b>" & 'quotes'`, description: 'a < b > c & "d" \'e\'' }],
    ];
    for (const [name, props] of variants) expect(headHtml(props), name).toBe(renderToStaticMarkup(<Head {...props} />));
    // The variants differ where they should (the comparison is not of empty or equal strings).
    expect(new Set(variants.map(([, props]) => headHtml(props))).size).toBe(variants.length);
  });
});
