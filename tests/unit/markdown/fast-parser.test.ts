/**
 * The fast parser (cli/markdown/fast/) must build exactly the tree remark-parse + remark-gfm +
 * remark-directive build, positions included, for every document it accepts, and decline the
 * rest. Proven on the site's documents, synthetic bench articles, edge cases of micromark's
 * behaviour, and seeded random documents of three kinds (block structure, inline syntax, both).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseFast } from '../../../cli/markdown/fast/parse.ts';
import { syntheticArticle } from '../../../scripts/bench/article.ts';
import { seededRandom, type Random } from '../../../scripts/bench/random.ts';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

/** Parse with the fast parser; when it accepts, its tree must be the reference tree. */
function accepted(source: string): boolean {
  const tree = parseFast(source);
  if (!tree) return false;
  expect(tree, JSON.stringify(source)).toStrictEqual(JSON.parse(JSON.stringify(reference.parse(source))));
  return true;
}

function bodies(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(readFileSync(join(dir, name), 'utf8')).content);
}

/** Documents the fast parser must accept, each probing a rule of micromark's it follows. */
const acceptedCases = [
  'Hello *em* and **strong**, ***both***, _under_ and __strong__ with snake_case_words.',
  'x *a **b** c* and **a *b* c** and *a*b* and **a**b** and *(a)* and a*"b"*c.',
  '`code` ``with ` inside`` ` spaced ` and ` ` and an unmatched ` backtick.',
  '[a *b*](/x "title") ![alt *text*](/i.png) [c]( /y ) [d](/e \'t\') [nested [brackets]](/n) [no link] (x).',
  'Line one\nline two \n  line three',
  '- a\n- b\n  continued\nlazy\n\n1. x\n2. y\n\n3) z',
  '- a\n  - b\n    c\n- d',
  '- a\n\n- b\n\n\n- c',
  '- a\n2. b',
  'a\n2. b\n1. c',
  '1. x\n   y`\n   [z](q)',
  '- a` x\n  y\n  *b*',
  '- a\n  *b*\n  ` x\n  y\n  *c*',
  '- [a][b\n  c] *d*\n  e\n  *f*',
  '- [..\n"][**__\n  **(**: ***: "',
  '| a![);](/y "T")_.)*]*****"**_( _|](/x);*!',
  'para\n| a | b |\n| - | :-: |\n| 1 | `2` |\n|  | *e* |\n\nafter',
  '| a |\n| --: |\n\n| b | c |  \n|:--|---|\n| x |  |',
  '# Head *ing*  \n\n## Two\n\n###### Six',
  '```js meta here\ncode *not*\n\n  kept\n```\n\n````\n```\n````',
  '- item\n  ```sh\n  run\n  ```\n- next',
  '::cta{a="b" #x .y .z c=d e}\n\n::promo\n\n:::callout{title="T: a}b"}\nInside **bold**.\n\n- a list\n:::',
  '::::section{#outer}\n:::callout\nx\n:::\n::::',
  'para\n::cta-inline{text="Go" href="links.scorecard"}\npara\n:::callout\nx\n:::',
  '- a\n  :::callout\n  inside\n  :::\n- b',
  'Ratios like 3: 4 and a: b are text, and so is |pipe| and #hash.',
  'Unicode: café — × ÷ “quotes” *é*.',
  // An empty title is no title.
  '[a](b "") and ![c](d \'\')',
  // A container that interrupts a paragraph makes every container after it on its line interrupt too.
  'a\n- 2. b',
  '- a\n  - 0. ok',
  '- a\n  - 10) foo',
  'a\n01. b\n- 1. c',
];

/** Documents the fast parser must leave to micromark. */
const declinedCases = [
  '> a quote',
  'raw <b>html</b>',
  'hard  \nbreak',
  'back\\\nslash break',
  'see www.example.com or ops@example.com',
  'struck ~~out~~',
  'a claim[^1]\n\n[^1]: source',
  'escaped \\*star',
  'AT&amp;T',
  'Time 10:30',
  'a :name directive',
  '***',
  'Title\n===',
  'Title\n---',
  '    indented code',
  '- [ ] task',
  '- a\n\n  loose item',
  '```\nunclosed fence',
  ':::callout\nunclosed directive',
  '[ref]: /x\n\n[ref]',
  'tab\there',
  'carriage\r\nreturn',
  '- \n- empty item',
  '::cta[label]{a="b"}',
  '- a\n  :::callout\n\n  x\n  :::',
  // 33 nested parentheses in a destination: micromark stops at 32 and makes no link.
  `[a](${'('.repeat(33)}b${')'.repeat(33)})`,
];

describe('parseFast', () => {
  it('takes the fast path for nearly every document of the site, with the same tree', () => {
    const site = [...bodies('content/articles'), ...bodies('content/pages')];
    const taken = site.filter(accepted).length;
    expect(site.length).toBeGreaterThan(20);
    // The rest use syntax it leaves to micromark (an @mention reads as a possible email autolink).
    expect(taken).toBeGreaterThanOrEqual(site.length - 2);
  });

  it('takes the fast path for every synthetic bench article, with the same tree', () => {
    for (let id = 1; id <= 40; id++) {
      const source = matter(
        syntheticArticle({ id, total: 1000, categories: ['Marketing Strategy', 'Data & Analytics'], covers: ['a'] }),
      ).content;
      expect(accepted(source)).toBe(true);
    }
  });

  it.each(acceptedCases)('accepts %j with the same tree', (source) => {
    expect(accepted(source)).toBe(true);
  });

  it.each(declinedCases)('leaves %j to micromark', (source) => {
    expect(parseFast(source)).toBeUndefined();
  });

  it.each([
    ['block structure', blockDocument],
    ['inline syntax', inlineDocument],
    ['blocks with inline syntax', mixedDocument],
  ])('gives the same tree for random documents of %s', (_kind, generate) => {
    const random = seededRandom(11);
    let taken = 0;
    for (let run = 0; run < 2500; run++) if (accepted(generate(random))) taken++;
    // The generators mostly write what the fast parser handles: the comparison is not vacuous.
    expect(taken).toBeGreaterThan(400);
  });
});

const WORDS = ['lead', 'score', '*x*', '**y**', '`c`', '[l](/u)', 'a_b', '1.', '-', '|', '#', ':', 'é'];
/** Lines and short runs of lines; `P` is replaced by a random phrase. */
const LINES = [
  'P',
  'P',
  'P',
  'P',
  '',
  '',
  '',
  'P ',
  '  P',
  '- P',
  '- P',
  '* P',
  '+ P',
  '1. P',
  '2. P',
  '1) P',
  '# P',
  '## P',
  '- P\n  P',
  '- P\nP',
  '- P\n  - P\n    P',
  '1. P\n   - P',
  '- - P',
  '1. - P',
  '- # P',
  '- P\n  ```\n  P\n  ```',
  '```\nP\n\nP\n```',
  '```js\nP\n```',
  ':::callout\nP\n:::',
  ':::callout{#a}\n- P\n- P\n:::',
  '::::section\n:::note\nP\n:::\n::::',
  '- P\n  :::note\n  P\n  :::',
  '::cta{a="b"}',
  '- ::cta',
  '| P | P |\n|---|:-:|\n| P | P |',
  'P\n| P |\n| - |',
  '- | P |\n  |---|\n  | P |',
  '    P',
  '  - P',
  '- [ ] P',
  '---',
  '> P',
];
const INLINE = [
  'a',
  'b',
  'é',
  '×',
  ' ',
  ' ',
  '*',
  '*',
  '**',
  '***',
  '_',
  '__',
  '`',
  '``',
  '[',
  ']',
  '](/x)',
  '](/y "T")',
  "](/z 'q')",
  '![',
  '(',
  ')',
  '.',
  '!',
  '"',
  "'",
  '-',
  '\n',
  '\n  ',
  '|',
  '#',
  ': ',
  '&',
  ';',
  '1',
];

function phrase(random: Random, pieces: readonly string[], count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += random.pick(pieces);
  return text;
}

/** Lines of block syntax with short, simple phrases. */
function blockDocument(random: Random): string {
  const lines: string[] = [];
  for (let i = random.int(2, 12); i > 0; i--)
    lines.push(random.pick(LINES).replace(/P/g, () => phrase(random, [...WORDS.map((w) => `${w} `)], random.int(1, 4)).trim()));
  return lines.join('\n');
}

/** One block of dense inline syntax. */
function inlineDocument(random: Random): string {
  return random.pick(['', '# ', '- ', '1. ', '| ']) + random.pick(['a', '*', '_', '[', '`']) + phrase(random, INLINE, random.int(1, 25));
}

/** Several blocks, each with dense inline syntax. */
function mixedDocument(random: Random): string {
  const blocks: string[] = [];
  for (let i = random.int(1, 5); i > 0; i--) {
    const text = () => phrase(random, INLINE, random.int(1, 8)).trim() || 'x';
    blocks.push(
      random.pick([
        () => `## ${text().replace(/\n/g, ' ')}`,
        () => text(),
        () => `- ${text()}\n- ${text()}\n  ${text()}`,
        () => `1. ${text()}\n   - ${text()}`,
        () => `| ${text().replace(/[\n|]/g, ' ')} | b |\n|:--|--:|\n| ${text().replace(/[\n|]/g, ' ')} |  |`,
        () => `:::callout{title="T"}\n${text()}\n:::`,
        () => `\`\`\`text\n${text()}\n\`\`\``,
      ])(),
    );
  }
  return blocks.join(random.pick(['\n', '\n\n']));
}
