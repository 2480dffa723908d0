/** The structured records of each page are complete: every record a directive renders has the entries and fields its page needs. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/content/config.ts';
import { loadContent, type LoadedContent } from '../../../cli/content/load.ts';
import type { PageFrontMatter } from '../../../cli/content/schema.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

let content: LoadedContent;
const page = (slug: string): PageFrontMatter => {
  const doc = content.docs.find((d) => d.slug === slug);
  if (!doc) throw new Error(`no page ${slug}`);
  return doc.frontMatter;
};

beforeAll(async () => {
  const contentDir = join(projectRoot, 'content');
  const loaded = await loadConfig({ contentDir });
  content = await loadContent(contentDir, loaded.config!);
  expect(content.errors).toEqual([]);
});

describe('page records', () => {
  it('air cover: four plays, each with scenario, strategy, execution list, why and outcome', () => {
    const plays = page('marketing-aircover').plays!;
    expect(plays.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    for (const play of plays) expect(play.execution.length).toBeGreaterThan(0);
  });

  it('stalled leads: four data patterns', () => {
    expect(page('stalled-leads').patterns).toHaveLength(4);
  });

  it('ROI: the five moves in order, each with details', () => {
    const moves = page('salesforce-roi').moves!;
    expect(moves.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(moves.map((m) => m.title.toLowerCase())).toEqual([
      expect.stringContaining('feedback loop'),
      expect.stringContaining('closed-lost'),
      expect.stringContaining('mql handoff'),
      expect.stringContaining('campaign influence'),
      expect.stringContaining('buying committee'),
    ]);
    for (const move of moves) expect(move.details.length).toBeGreaterThan(2);
  });

  it('lead quality: eight numbered strategies', () => {
    expect(page('lead-quality').strategies!.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('maturity model: five stages with their shares, a 5×5 matrix, four 90-day plans', () => {
    const fm = page('marketing-automation-maturity');
    expect(fm.stages!.map((s) => [s.number, s.name, s.share])).toEqual([
      [1, 'Campaign Automation', 42],
      [2, 'Journey Orchestration', 31],
      [3, 'Cross-Channel Coordination', 18],
      [4, 'Data-Driven Optimization', 7],
      [5, 'Adaptive Customer Experience', 2],
    ]);
    expect(fm.dimensions!.map((d) => d.name)).toEqual([
      'Strategy & Planning',
      'Customer Data & Integration',
      'Content & Personalization',
      'Measurement & Optimization',
      'Team Structure & Skills',
    ]);
    for (const d of fm.dimensions!) expect(d.stages).toHaveLength(5);
    expect(fm.plans!.map((p) => p.stage)).toEqual([1, 2, 3, 4]);
    for (const plan of fm.plans!) {
      expect(plan.weeks.map((w) => w.range)).toEqual(['1-2', '3-4', '5-8', '9-10', '11-12']);
      expect(plan.metrics).toHaveLength(4);
    }
  });

  it('dynamic content: b2b, higher-ed and nonprofit with their audience, platform and outcome values', () => {
    expect(page('dynamic-content').industries!.map((i) => [i.id, i.audience, i.platform, i.outcome, i.example, i.cta])).toEqual([
      ['b2b', 'prospects, leads, customers', 'Salesforce CRM', 'pipeline and revenue', 'enterprise accounts', 'Book a Demo'],
      [
        'higher-ed',
        'students, parents, alumni, donors',
        'Salesforce Education Cloud',
        'enrollment and advancement',
        'prospective students',
        'Apply Now',
      ],
      [
        'nonprofit',
        'donors, volunteers, beneficiaries',
        'Salesforce NPSP',
        'mission impact and fundraising',
        'major donors',
        'Donate Today',
      ],
    ]);
  });

  it('systems articles: four framework stages Collect, Categorize, Activate, Optimize', () => {
    for (const slug of ['stop-buying-tools', 'connect-what-you-own']) {
      expect(page(slug).framework!.map((f) => f.stage)).toEqual(['Collect', 'Categorize', 'Activate', 'Optimize']);
    }
  });

  it('AI article: the six jump-menu ids', () => {
    expect(page('ai-marketing').jumpMenu!.map((j) => j.id)).toEqual([
      'strategic-shift',
      'data-excellence',
      'organizational-change',
      'test-learn',
      'resource-allocation',
      'growth-focus',
    ]);
  });

  it('case study: profile, four challenge groups, six benefits, four named phases, four result groups, five factors, a CRO testimonial', () => {
    const fm = page('case-study_029');
    expect(fm.profile!.map((p) => p.value)).toEqual(
      expect.arrayContaining(['50-100 employees', '$50K-$250K', '8-10 sales reps', '10+ years']),
    );
    expect(fm.challenges).toHaveLength(4);
    expect(fm.solution!.benefits).toHaveLength(6);
    expect(fm.phases!.map((p) => p.title)).toEqual([
      'Discovery & Foundation',
      'System Transformation',
      'Process Alignment',
      'Optimization & Growth',
    ]);
    expect(fm.results).toHaveLength(4);
    const metrics = fm.results!.flatMap((r) => r.metrics).join(' ');
    for (const figure of ['37%', '52%', '99.8%', '42%', '68%', '15', '3', '28%', '44%']) expect(metrics).toContain(figure);
    expect(fm.successFactors).toHaveLength(5);
    expect(fm.testimonial!.role).toBe('Chief Revenue Officer');
  });

  it('handoff guide: four contents with two shown, the more label and the three trust stats', () => {
    const fm = page('handoff-guide');
    expect(fm.guide!.contents).toHaveLength(4);
    expect(fm.guide!.shown).toBe(2);
    expect(fm.guide!.moreLabel).toBe('+ 2 more critical insights...');
    expect(fm.stats!.map((s) => s.value)).toEqual(['500+', '100M+', '3X']);
  });

  it('every article ends with its call-to-action block', () => {
    const articleLike = content.docs.filter(
      (d) => d.kind === 'article' || (!['index', '404', 'articles'].includes(d.slug) && (d.frontMatter.layout ?? 'article') === 'article'),
    );
    expect(articleLike.length).toBeGreaterThanOrEqual(18);
    for (const doc of articleLike) {
      const lastBlock = doc.body
        .trimEnd()
        .split(/\n(?=:::cta\{)/)
        .pop()!;
      expect(lastBlock.startsWith(':::cta{'), `${doc.slug} ends with :::cta`).toBe(true);
      expect(lastBlock.trimEnd().endsWith(':::'), `${doc.slug} closes :::cta last`).toBe(true);
    }
  });
});
