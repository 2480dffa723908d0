/**
 * Dates come from the content, never from the clock: the feed, the sitemap, JSON-LD and the
 * article page show each article's published and updated days, and two builds of the same
 * content on different days write the same bytes. (The copyright year in the footer is the one
 * part of the output taken from the build's clock, so the two days are in the same year; a build
 * in another year differs in that line alone.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDay } from '../../../cli/content/dates.ts';
import { buildInMemory, cleanFixtures, fixtureRoot } from '../../helpers/fixtures.ts';

type Files = Map<string, string | Uint8Array>;
let root: string;
let march: Files;

const text = (files: Files, path: string) => String(files.get(path));
const build = async (now: string): Promise<Files> => {
  const { writer, errors } = await buildInMemory(root, { now: new Date(now), cache: false });
  expect(errors).toEqual([]);
  return writer.files;
};
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { '@graph': Record<string, unknown>[] };

beforeAll(async () => {
  root = await fixtureRoot();
  march = await build('2026-03-01T09:00:00Z');
}, 120_000);
afterAll(cleanFixtures);

describe('dates in the output', () => {
  it('gives each feed entry its published and updated day, newest first, and the feed the newest entry’s day', () => {
    const feed = text(march, 'articles/feed.xml');
    const entries = feed.split('<entry>').slice(1);
    expect(entries.map((e) => /<id>[^<]*\/([^/<]+)<\/id>/.exec(e)![1])).toEqual(['beta-guide', 'alpha-guide']);
    expect(entries[0]).toContain('<published>2026-02-03T00:00:00Z</published>\n    <updated>2026-02-20T00:00:00Z</updated>');
    expect(entries[1]).toContain('<published>2026-01-12T00:00:00Z</published>\n    <updated>2026-01-12T00:00:00Z</updated>');
    expect(feed.split('<entry>')[0]).toContain('<updated>2026-02-20T00:00:00Z</updated>');
    expect(feed).not.toContain('2026-03-01');
  });

  it('gives the sitemap a <lastmod> for articles and for pages listing them, none for undated pages', () => {
    const urls = [
      ...text(march, 'sitemap.xml').matchAll(/<url><loc>https:\/\/[^/]+([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    expect(Object.fromEntries(urls.map((m) => [m[1], m[2]]))).toEqual({
      '/': '2026-02-20',
      '/alpha-guide': '2026-01-12',
      '/articles': '2026-02-20',
      '/beta-guide': '2026-02-20',
    });
  });

  it('puts datePublished and dateModified in the article’s JSON-LD', () => {
    const article = (path: string) => jsonLd(text(march, path))['@graph'].find((node) => node['@type'] === 'Article');
    expect(article('beta-guide/index.html')).toMatchObject({ datePublished: '2026-02-03', dateModified: '2026-02-20' });
    expect(article('alpha-guide/index.html')).toMatchObject({ datePublished: '2026-01-12', dateModified: '2026-01-12' });
  });

  it('shows the dates on the article page as <time datetime> elements, "Updated" only when it changed', () => {
    const beta = text(march, 'beta-guide/index.html');
    expect(beta).toContain('<span>Published <time dateTime="2026-02-03">February 3, 2026</time></span>');
    expect(beta).toContain('<span>Updated <time dateTime="2026-02-20">February 20, 2026</time></span>');
    const alpha = text(march, 'alpha-guide/index.html');
    expect(alpha).toContain('<span>Published <time dateTime="2026-01-12">January 12, 2026</time></span>');
    expect(alpha).not.toContain('Updated <time');
  });
});

describe('the same content on another day', () => {
  it('writes byte-identical files on two days of the same year', async () => {
    const november = await build('2026-11-20T23:30:00Z');
    expect([...november.keys()].sort()).toEqual([...march.keys()].sort());
    for (const [path, contents] of march) expect(Buffer.from(november.get(path)!).equals(Buffer.from(contents)), path).toBe(true);
  }, 120_000);

  it('differs in another year only in the copyright line', async () => {
    const next = await build('2027-01-10T12:00:00Z');
    const changed = [...march].filter(([path, contents]) => !Buffer.from(next.get(path)!).equals(Buffer.from(contents)));
    expect(changed.length).toBeGreaterThan(0);
    for (const [path, contents] of changed) {
      expect(text(next, path).replaceAll('© 2027 ', '© 2026 '), path).toBe(String(contents));
    }
  }, 120_000);
});

describe('the build’s day', () => {
  it('is the latest calendar day anywhere on Earth (UTC+14) at the build’s clock', () => {
    expect(buildDay(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(buildDay(new Date('2026-03-01T09:59:59Z'))).toBe('2026-03-01');
    expect(buildDay(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });
});
