/**
 * The figures and quote the home page and /demo cite come from the case studies' own results and
 * testimonial (templates/home-proof.ts), never retyped: each one this site names is found, and its
 * text is the study's metric word for word. The font the stylesheet loads is listed for preloading.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseProof } from '../../../cli/engine/site-data.ts';
import { citedFigures, citedTestimonial } from '../../../templates/home-proof.ts';
import type { PageFrontMatter, SiteData } from '../../../templates/types.ts';
import { projectRoot } from '../../helpers/fixtures.ts';
import { loadedSite } from '../../helpers/loaded-site.ts';

let site: SiteData;
let pages: Map<string, PageFrontMatter>;
let metrics: Map<string, string[]>;
beforeAll(async () => {
  const loaded = await loadedSite(join(projectRoot, 'content'), new Date('2026-11-26T00:00:00Z'));
  site = loaded.site;
  pages = new Map(loaded.loaded.content.docs.filter((d) => d.kind === 'page').map((d) => [d.slug, d.frontMatter as PageFrontMatter]));
  metrics = new Map(
    loaded.loaded.content.articles.map((a) => [`/${a.slug}`, (a.frontMatter.results ?? []).flatMap((group) => group.metrics)]),
  );
}, 60_000);

describe('caseProof', () => {
  it('keeps the results metrics that open with a figure, split into value and label, and the testimonial', () => {
    const testimonial = { quote: 'It ships.', role: 'CRO', company: 'B2B SaaS client' };
    const results = [
      { category: 'Pipeline', metrics: ['37% more marketing-sourced pipeline', 'Original lead source preserved'] },
      { category: 'Output', metrics: ['3x initiatives launched per quarter', '$250K in recovered pipeline', '500+ accounts scored'] },
    ];
    expect(caseProof({ results, testimonial })).toEqual({
      figures: [
        { value: '37%', label: 'more marketing-sourced pipeline' },
        { value: '3x', label: 'initiatives launched per quarter' },
        { value: '$250K', label: 'in recovered pipeline' },
        { value: '500+', label: 'accounts scored' },
      ],
      testimonial,
    });
  });
});

describe('the figures this site cites', () => {
  it.for(['index', 'demo'])('pages/%s.md: every figure is found, worded as its case study words it', (slug) => {
    const page = pages.get(slug)!;
    const wanted = slug === 'index' ? page.home!.proof.figures : page.caseFigures!;
    const cited = citedFigures(site.hub, wanted);
    expect(cited.map((f) => `${f.study.link} ${f.value}`)).toEqual(wanted.map((w) => `${w.study} ${w.figure}`));
    for (const f of cited) expect(metrics.get(f.study.link)).toContain(`${f.value} ${f.label}`);
  });

  it("the home page's testimonial is the case study's, with its attribution", () => {
    const route = pages.get('index')!.home!.proof.testimonial;
    expect(citedTestimonial(site.hub, route)?.testimonial).toMatchObject({ role: 'Chief Revenue Officer', company: 'B2B SaaS client' });
  });

  it('leaves out a figure or quote whose study the build does not have', () => {
    expect(citedFigures(site.hub, [{ study: '/no-such-study', figure: '37%' }])).toEqual([]);
    expect(citedFigures(site.hub, [{ study: '/case-study_029', figure: '99x' }])).toEqual([]);
    expect(citedTestimonial(site.hub, '/no-such-study')).toBeUndefined();
  });

  it('lists the woff2 the stylesheet loads, for every page to preload', () => {
    expect(site.assets.fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-\w+\.woff2$/)]);
  });
});
