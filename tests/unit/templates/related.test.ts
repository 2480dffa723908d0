/**
 * Related reading is chosen from the content (templates/related.ts): by category and tags, then
 * newest, then route, never the article itself; every article of this site gets three, and every
 * author named on an article has an entry in data/authors.yaml for the author block.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorOf, initials, relatedArticles, relatedScore } from '../../../templates/related.ts';
import type { HubCard, PageFrontMatter, SiteData } from '../../../templates/types.ts';
import { projectRoot } from '../../helpers/fixtures.ts';
import { loadedSite } from '../../helpers/loaded-site.ts';

function card(link: string, category: string, tags: string[], published = '2026-01-01'): HubCard {
  return {
    id: 1,
    title: link,
    subtitle: '',
    description: '',
    category,
    readTime: '',
    author: '',
    image: '',
    imageAlt: '',
    link,
    featured: false,
    tags,
    published,
  };
}

describe('relatedArticles', () => {
  const hub = [
    card('/a', 'Data Strategy', ['Data Quality', 'RevOps']),
    card('/b', 'Data Strategy', ['Integration'], '2026-03-01'),
    card('/c', 'Lead Management', ['Data Quality'], '2026-05-01'),
    card('/d', 'ROI Strategy', ['Attribution'], '2026-09-01'),
    card('/e', 'ROI Strategy', ['Attribution'], '2026-09-01'),
  ];

  it('scores the same category 2, each shared tag 1, a category named as a tag 1', () => {
    expect(relatedScore({ link: '/x', category: 'Data Strategy', tags: ['data quality'] }, hub[0]!)).toBe(3);
    expect(relatedScore({ link: '/x', category: 'Data Quality', tags: [] }, hub[2]!)).toBe(1);
    expect(relatedScore({ link: '/x', tags: ['ROI Strategy'] }, hub[3]!)).toBe(1);
  });

  it('orders by score, then newest, then route, and leaves the article itself out', () => {
    const chosen = relatedArticles({ link: '/a', category: 'Data Strategy', tags: ['Data Quality', 'RevOps'] }, hub);
    // Only /b and /c share anything with /a: no third article is added to them.
    expect(chosen.map((c) => c.link)).toEqual(['/b', '/c']);
    expect(relatedArticles({ link: '/z', tags: ['Attribution'] }, hub).map((c) => c.link)).toEqual(['/d', '/e']);
    // Nothing shared: the two newest fill the list.
    expect(relatedArticles({ link: '/z', tags: ['Nothing'] }, hub).map((c) => c.link)).toEqual(['/d', '/e']);
  });

  it('chooses exactly what ranking every card by relatedScore would, on a random hub', () => {
    // The reference: score every other published card, order by score, newest, route; fill with the newest.
    const reference = (subject: HubCard, cards: HubCard[]) => {
      const byNewest = (a: HubCard, b: HubCard) => b.published.localeCompare(a.published) || a.link.localeCompare(b.link);
      const ranked = cards
        .filter((c) => c.link !== subject.link && !c.draft)
        .map((c) => ({ c, score: relatedScore(subject, c) }))
        .sort((a, b) => b.score - a.score || byNewest(a.c, b.c));
      const sharing = ranked.filter(({ score }) => score > 0).length;
      return ranked.slice(0, Math.min(3, Math.max(sharing, 2))).map(({ c }) => c.link);
    };
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const words = ['Data Strategy', 'data quality', 'RevOps', 'Attribution', 'Lead Management', 'ROI Strategy', 'Integration'];
    const cards: HubCard[] = Array.from({ length: 300 }, (_, i) => ({
      ...card(
        `/p${i}`,
        words[next(words.length)]!,
        Array.from({ length: next(4) }, () => words[next(words.length)]!),
        `2026-0${1 + next(9)}-1${next(9)}`,
      ),
      ...(next(10) === 0 ? { draft: true as const } : {}),
    }));
    for (const subject of cards)
      expect(
        relatedArticles(subject, cards).map((c) => c.link),
        subject.link,
      ).toEqual(reference(subject, cards));
  });

  it('finds an author by the name that opens a byline, and spells the monogram', () => {
    const authors = [{ name: 'Priya Natarajan', role: 'RevOps Strategy Lead', bio: '…' }];
    expect(authorOf('Priya Natarajan, RevOps Strategy Lead', authors)?.role).toBe('RevOps Strategy Lead');
    expect(authorOf('Someone Else, Writer', authors)).toBeUndefined();
    expect(initials('Priya Natarajan')).toBe('PN');
  });
});

describe('this site', () => {
  let site: SiteData;
  let pages: PageFrontMatter[];
  beforeAll(async () => {
    const loaded = await loadedSite(join(projectRoot, 'content'), new Date('2026-11-26T00:00:00Z'));
    site = loaded.site;
    pages = loaded.loaded.content.docs.filter((d) => d.kind === 'page').map((d) => d.frontMatter as PageFrontMatter);
  }, 60_000);

  it('gives every article two or three related articles, led by one sharing a category or tag with it', () => {
    for (const article of site.hub) {
      const chosen = relatedArticles(article, site.hub);
      expect(chosen.length, article.link).toBeGreaterThanOrEqual(2);
      expect(chosen.length, article.link).toBeLessThanOrEqual(3);
      expect(relatedScore(article, chosen[0]!), article.link).toBeGreaterThan(0);
    }
  });

  it('has an author entry for every byline, articles and article-layout pages alike', () => {
    const authors = site.data.authors?.authors ?? [];
    const bylines = [...site.hub.map((c) => c.author), ...pages.flatMap((p) => (p.byline ? [p.byline.author] : []))];
    expect(bylines.length).toBeGreaterThan(16);
    for (const byline of bylines) expect(authorOf(byline, authors), byline).toBeDefined();
  });
});
