/**
 * The parser switches GFM features on per document (cli/markdown/parser.ts). Whatever it
 * switches off, its tree must equal the one remark-parse + remark-gfm + remark-directive give,
 * positions included: on every Markdown file of the site and the fixtures, on synthetic bench
 * articles, on edge cases for each feature, and on random documents built from Markdown's
 * special characters.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmFeaturesFor, parseMarkdown } from '../../../cli/markdown/parser.ts';
import { syntheticArticle } from '../../../scripts/bench/article.ts';
import { seededRandom } from '../../../scripts/bench/random.ts';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function expectSameTree(source: string) {
  expect(parseMarkdown(source)).toEqual(reference.parse(source));
}

/** Documents that use, nearly use, or spell each GFM feature in an unusual way. */
const edgeCases = [
  'Write to ops@example.com or visit www.example.com and https://example.com/a?b#c.',
  'WWW.EXAMPLE.COM and HTTPS://EXAMPLE.COM in capitals, mailto:a@b.co and xmpp:a@b.co/r.',
  'Spelled with escapes: www\\.example.com, http\\://example.com, ops\\@example.com.',
  'Spelled with references: www&#46;example.com, http&#58;//example.com, ops&#64;example.com, &#119;ww.example.com.',
  '![a diagram at www.example.com](/assets/a.png) and [www.example.com](/x) and <https://example.com>.',
  'A link [text](https://example.com "title www.example.com") and `www.example.com` in code.',
  '| a | b |\n| - | -: |\n| 1 | 2 |',
  'a\n:-',
  'a\n-:\nb',
  'a | b\n- | -',
  'No table: ratio 3:4 and a dash - here.',
  '~~struck~~ and ~single~ and ~~~not a fence',
  '```\n~~~\n```',
  'A claim[^1] and a second[^note].\n\n[^1]: The source.\n[^note]: Another.',
  'A call [^missing] with no definition, and ![ ^1] spaced.\n\n[^1]: Defined.',
  '- [ ] open\n- [x] done\n- [X] done too\n- [\t] tab',
  '* [ ]\n* [y] not a task',
  '- [\n  *f*',
  `${'-'.repeat(32_000)}\n\n|${'-'.repeat(32_000)}|`,
  'Text [ ] not in a list, and [x] mid-sentence.',
  ':::callout{title="Note"}\nInside with www.example.com and | pipes |.\n:::',
  '::cta-inline{text="Go to https://example.com" button="Go" href="links.scorecard"}',
  'Time 10:30, ratio a:b, and :word text directive.',
  '> | quoted | table |\n> | --- | --- |\n> | 1 | 2 |',
  'A paragraph line\n| a | b |\n| - | - |\n| 1 | 2 |\nlazy after',
  '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n- next',
  '> | a |\n> | - |\n| lazy |\n> | row |',
  'a | b\n-- | --\nc | d\ne\n\nf',
  ':::callout\n| a |\n|:-:|\n| 1 |\n:::',
  '| a |\n| - |\n\n| b |\n| - |\n| 2 |',
  '| a |\r\n| - |\r\n| 1 |\r\nafter\r\n\r\nx | y\r-|-\r1 | 2',
  '1. | a |\n   | - |\n   | 1 |',
  '| a | b |\n| - |\n| count mismatch |',
  '    | indented | code |\n    | - | - |',
  '1. item with a@b.co\n2. item ~~old~~ new',
  '# Title with www.example.com\n\nSetext\n======',
  'Entities &amp; &copy; &#x40; and escapes \\* \\_ \\[ \\].',
];

describe('parseMarkdown', () => {
  it("gives remark-gfm's tree for every Markdown file of the site and the fixtures", () => {
    const files = [...markdownFiles('content'), ...markdownFiles('tests/fixtures')];
    expect(files.length).toBeGreaterThan(30);
    // The whole file: front matter parses as Markdown too, and fixtures may hold broken YAML on purpose.
    for (const file of files) expectSameTree(readFileSync(file, 'utf8'));
  });

  it("gives remark-gfm's tree for synthetic bench articles", () => {
    for (let id = 1; id <= 20; id++) {
      expectSameTree(
        matter(syntheticArticle({ id, total: 1000, categories: ['Marketing Strategy', 'Data & Analytics'], covers: ['a'] })).content,
      );
    }
  });

  it.each(edgeCases)("gives remark-gfm's tree for %j", (source) => {
    expectSameTree(source);
  });

  it("gives remark-gfm's tree for random documents of Markdown syntax", () => {
    const pieces = [
      'lead',
      'score',
      ' ',
      ' ',
      '\n',
      '\n\n',
      '\t',
      'www.',
      'www',
      '.',
      'http',
      'https',
      '://',
      ':',
      '/',
      '@',
      'a@b.co',
      'ops',
      '|',
      ' | ',
      '-',
      '---',
      ':-',
      '-:',
      '~',
      '~~',
      '[',
      ']',
      '[^',
      '^',
      '[^1]',
      '[^1]: ',
      '[ ]',
      '[x]',
      '(',
      ')',
      '!',
      '*',
      '_',
      '`',
      '\\',
      '&#64;',
      '&#46;',
      '&amp;',
      '- ',
      '1. ',
      '> ',
      '# ',
      '::',
      ':::',
      'cta',
      '{',
      '}',
      '"',
      '=',
      '<',
      '>',
      '#',
      '| a | b |\n',
      '| - | - |\n',
      '|:-|\n',
      '\n> ',
      '\n  ',
      '\r\n',
      '\r',
    ];
    const random = seededRandom(7);
    for (let run = 0; run < 1500; run++) {
      let source = '';
      for (let i = random.int(1, 40); i > 0; i--) source += random.pick(pieces);
      expectSameTree(source);
    }
  });

  it('switches on only the features a document can use', () => {
    expect(gfmFeaturesFor('Plain prose with a [link](/articles) and **bold** text.')).toEqual([]);
    expect(gfmFeaturesFor('Mail ops@example.com')).toEqual(['autolink literal']);
    expect(gfmFeaturesFor('See [^1].\n\n[^1]: Source.')).toEqual(['footnote']);
    expect(gfmFeaturesFor('~~old~~')).toEqual(['strikethrough']);
    expect(gfmFeaturesFor('a\n:-')).toEqual(['table']);
    expect(gfmFeaturesFor('- [x] done')).toEqual(['task list item']);
  });
});
