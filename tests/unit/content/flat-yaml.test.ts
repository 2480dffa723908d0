/**
 * The flat front-matter fast path (cli/content/flat-yaml.ts) must give exactly the data the
 * `yaml` library gives for every text it accepts, and accept nothing the library rejects: on
 * the front matter of the site, the fixtures and synthetic articles, and on seeded random flat
 * documents built from YAML's tricky spellings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseFlatYaml } from '../../../cli/content/flat-yaml.ts';
import { syntheticArticle } from '../../../scripts/bench/article.ts';
import { seededRandom } from '../../../scripts/bench/random.ts';

/** Parse both ways; when the fast path accepts, the library must agree (and report no error). */
function accepted(text: string): boolean {
  const flat = parseFlatYaml(text);
  if (!flat) return false;
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  expect(doc.errors, JSON.stringify(text)).toEqual([]);
  expect(flat, JSON.stringify(text)).toStrictEqual(doc.toJS() ?? {});
  return true;
}

function frontMatters(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map(
      (entry) =>
        (matter(readFileSync(join(entry.parentPath, entry.name), 'utf8'), { engines: { yaml: () => ({}) } } as never) as { matter: string })
          .matter,
    );
}

describe('parseFlatYaml', () => {
  it("reads every synthetic article card, with the library's data", () => {
    for (let id = 1; id <= 50; id++) {
      const text = (
        matter(syntheticArticle({ id, total: 1000, categories: ['Marketing Strategy', 'Data & Analytics'], covers: ['a'] }), {
          engines: { yaml: () => ({}) },
        } as never) as { matter: string }
      ).matter;
      expect(accepted(text)).toBe(true);
    }
  });

  it("gives the library's data for the site's and the fixtures' front matter it reads", () => {
    const texts = [...frontMatters('content'), ...frontMatters('tests/fixtures')];
    const taken = texts.filter(accepted).length;
    expect(taken).toBeGreaterThan(5);
  });

  it.each([
    [
      'id: 3\ntitle: "Re-engaging Stalled Leads"\nfeatured: false\ntags: [Lead Nurturing, "Salesforce Reports", 7]',
      { id: 3, title: 'Re-engaging Stalled Leads', featured: false, tags: ['Lead Nurturing', 'Salesforce Reports', 7] },
    ],
    [
      '\nreadTime: 9 min read\nimage: /assets/covers/a.svg\nquote: \'He said "no"\'\nempty: []\n',
      { readTime: '9 min read', image: '/assets/covers/a.svg', quote: 'He said "no"', empty: [] },
    ],
    ['title:   Plain with [brackets], {braces} & a#hash  ', { title: 'Plain with [brackets], {braces} & a#hash' }],
    ['published: 2025-03-14\nupdated: "2026-01-02"', { published: '2025-03-14', updated: '2026-01-02' }],
  ])('reads %j', (text, data) => {
    expect(accepted(text)).toBe(true);
    expect(parseFlatYaml(text)).toEqual(data);
  });

  it.each([
    'hero:\n  headline: Nested',
    'tags:\n  - a',
    '# a comment\nid: 1',
    'id: 1 # a comment',
    'a: &anchor x\nb: *anchor',
    'title: "escaped \\" quote"',
    "title: 'it''s'",
    'ratio: 1.5',
    'hex: 0x1F',
    'big: 12345678901234567890',
    'nothing: null',
    'nothing: ~',
    'empty:',
    'flag: yes',
    'flag: True',
    'id: 1\nid: 2',
    'title: "two\n  lines"',
    'time: 2:37',
    'title: a: b',
    'key:value',
    'tags: [a, [b]]',
    'tags: [a, b,]',
    '---\nid: 1',
    'tab:\tx',
  ])('leaves %j to the library', (text) => {
    expect(parseFlatYaml(text)).toBeUndefined();
  });

  it("gives the library's data for random flat documents", () => {
    const values = [
      'plain words',
      'Data & Analytics',
      '"double: quoted # text"',
      "'single'",
      '"with \\"escape"',
      "'it''s'",
      '"unclosed',
      '7 min read',
      '2025-03-14',
      '2025-3-4',
      '2025-03-14T10:00:00Z',
      '20250314',
      '[2025-03-14, 2026-01-02]',
      '7',
      '-7',
      '007',
      '1.5',
      '1e3',
      '0x1F',
      '0o17',
      '+1',
      '.5',
      '.inf',
      'true',
      'false',
      'True',
      'yes',
      'no',
      'null',
      '~',
      '',
      'a: b',
      'a #b',
      'a#b',
      'x]',
      '[a, b]',
      '[ "a, b", c ]',
      '[a, [b]]',
      '[]',
      '[a,]',
      '[1, true, "x"]',
      '@handle',
      '`tick`',
      '-dash',
      '- item',
      '?q',
      '!tag',
      '&anchor',
      '*alias',
      '|',
      '>',
      '%',
      'é ünïcode',
      'trailing   ',
      'a\\b',
      '{a: b}',
      "'",
      '"',
      'x "y" z',
      "it's",
    ];
    const keys = ['id', 'title', 'tags', 'featured', 'readTime', 'a-b', 'snake_case', '1st', 'Title', 'image', 'author', 'subtitle'];
    const random = seededRandom(23);
    let taken = 0;
    for (let run = 0; run < 6000; run++) {
      const lines: string[] = [];
      for (let i = random.int(1, 3); i > 0; i--)
        lines.push(`${random.pick(keys)}:${random.pick([' ', ' ', ' ', '  ', ''])}${random.pick(values)}`);
      if (accepted(lines.join(random.pick(['\n', '\n\n'])))) taken++;
    }
    expect(taken).toBeGreaterThan(400);
  });
});
