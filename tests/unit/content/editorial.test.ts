/**
 * Editorial rules over this site's built articles (issue 20, item 7): an article asks the reader
 * to act at most three times, and each shared advice list lives on one page that the others
 * link to, so the lists cannot drift apart.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/engine/build.ts';
import { callToActionTargets } from '../../../cli/check/page-facts.ts';
import { loadConfig } from '../../../cli/content/config.ts';
import { loadContent } from '../../../cli/content/load.ts';
import { memoryWriter } from '../../../cli/output/write.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

const contentDir = join(projectRoot, 'content');
/** Route → the text of the page's <main>, for every article-like page. */
const articles = new Map<string, string>();
let ctaTargets: string[] = [];
let leadCaptureEndpoint = '';

beforeAll(async () => {
  const loaded = await loadConfig({ contentDir });
  const content = await loadContent(contentDir, loaded.config!);
  expect(content.errors).toEqual([]);
  ctaTargets = callToActionTargets(loaded.config!);
  leadCaptureEndpoint = loaded.config!.endpoints.leadCaptureForm;
  const writer = memoryWriter();
  await build({ contentDir, projectRoot, writer, now: new Date('2026-11-20T12:00:00Z') });
  const articleLike = content.docs.filter(
    (d) => d.kind === 'article' || (!['index', '404', 'articles'].includes(d.slug) && (d.frontMatter.layout ?? 'article') === 'article'),
  );
  for (const doc of articleLike) {
    const html = String(writer.files.get(`${doc.slug}/index.html`));
    articles.set(`/${doc.slug}`, /<main[\s>][\s\S]*<\/main>/.exec(html)![0]);
  }
}, 120_000);

/**
 * The calls to action in a page's main content: each link to the scorecard, a briefing or the
 * demo, and each lead-capture form. Links inside one exclusive <details name> group count once,
 * because the reader can only ever have one of those panels open.
 */
function callsToAction(main: string): string[] {
  const found: string[] = [];
  const groups = new Set<string>();
  const detailsGroup = (index: number) => {
    const before = main.slice(0, index);
    const open = before.lastIndexOf('<details');
    if (open === -1 || before.lastIndexOf('</details>') > open) return undefined;
    return /^<details[^>]*\sname="([^"]+)"/.exec(main.slice(open))?.[1];
  };
  for (const match of main.matchAll(/<a\s[^>]*href="([^"]*)"|<form\s[^>]*action="([^"]*)"/g)) {
    const [, href, action] = match;
    if (action !== undefined) {
      if (action === leadCaptureEndpoint) found.push('lead-capture form');
      continue;
    }
    if (href === undefined) continue;
    if (!ctaTargets.some((t) => href === t || href.startsWith(`${t}#`) || href.startsWith(`${t}?`))) continue;
    const group = detailsGroup(match.index);
    if (group !== undefined) {
      if (groups.has(group)) continue;
      groups.add(group);
    }
    found.push(href);
  }
  return found;
}

/** The visible text of some HTML. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('calls to action per article', () => {
  it('finds the articles', () => {
    expect(articles.size).toBeGreaterThanOrEqual(18);
  });

  it('asks at most three times (hero or body, lead-capture block, closing call to action)', () => {
    const over = [...articles].map(([route, main]) => [route, callsToAction(main)] as const).filter(([, ctas]) => ctas.length > 3);
    expect(Object.fromEntries(over)).toEqual({});
  });

  it('counts one exclusive <details> group once and every other link, so the limit bites', () => {
    const scorecard = ctaTargets[0]!;
    const link = `<a class="btn" href="${scorecard}">Go</a>`;
    const panels = `<details name="g"><summary>1</summary>${link}</details><details name="g"><summary>2</summary>${link}</details>`;
    expect(callsToAction(`<main>${panels}${link}</main>`)).toHaveLength(2);
    expect(callsToAction(`<main>${link}${link}${link}${link}</main>`)).toHaveLength(4);
  });
});

describe('each shared advice list lives on one page', () => {
  /** A list is on a page when `min` of its markers occur within one stretch of WINDOW characters of its text. */
  const WINDOW = 500;
  const lists = [
    {
      name: 'rejection reasons',
      home: '/lead-quality',
      min: 6,
      markers: ['No budget', 'Not ICP', 'Bad data', 'Went cold', 'Duplicate', 'Wrong timing', 'Not decision maker', 'Competitor'],
    },
    {
      name: 'SLA tiers',
      home: '/lead-quality',
      min: 3,
      markers: ['100+ score', '75+', '4 hours', /3 touches in 5 days|three touches in five days/],
    },
    {
      name: 'follow-up speed ratings',
      home: '/lead-quality',
      min: 2,
      markers: [/under (1|one) hour[^.|]{0,30}excellent/i, /(1|one)-24 hours[^.|]{0,30}good/i, /over 24 hours[^.|]{0,30}poor/i],
    },
    {
      name: 'reactivation benchmarks',
      home: '/stalled-leads',
      min: 3,
      markers: ['5-15%', '2-5%', '10-20%', '3-7 days'],
    },
  ];

  /** Where each marker occurs in the text. */
  const positions = (body: string, marker: string | RegExp) => {
    const pattern =
      typeof marker === 'string'
        ? new RegExp(marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
        : new RegExp(marker.source, `${marker.flags}g`);
    return [...body.matchAll(pattern)].map((m) => m.index);
  };

  /** Whether `min` different markers occur within one window of the text. */
  const holdsList = (body: string, markers: readonly (string | RegExp)[], min: number) => {
    const found = markers.map((m) => positions(body, m));
    return found.flat().some((start) => found.filter((at) => at.some((p) => p >= start && p < start + WINDOW)).length >= min);
  };

  it('recognizes a list only when its items sit together', () => {
    const reasons = lists[0]!.markers;
    expect(holdsList('Use these values: No budget, Not ICP, Bad data, Went cold, Duplicate, Competitor.', reasons, 6)).toBe(true);
    expect(holdsList(`No budget, Not ICP, Bad data. ${'x'.repeat(WINDOW)} Went cold, Duplicate, Competitor.`, reasons, 6)).toBe(false);
  });

  for (const list of lists) {
    it(`${list.name}: only on ${list.home}`, () => {
      const pages = [...articles].filter(([, main]) => holdsList(text(main), list.markers, list.min)).map(([route]) => route);
      expect(pages).toEqual([list.home]);
    });
  }
});
