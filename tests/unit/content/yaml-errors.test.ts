/** A YAML problem is reported where it starts: an unclosed quote or bracket at its opening, an alias bomb at its first alias, as a content error with a hint. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMarkdownFile, parseYaml } from '../../../cli/content/frontmatter.ts';
import { buildInMemory, cleanFixtures, fixtureRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const where = (errors: { line?: number; column?: number; message: string }[]) => errors.map((e) => `${e.line}:${e.column}  ${e.message}`);

describe('YAML syntax errors point at the token that opened the problem', () => {
  const long = 'How assignment rules decide who calls first, and a long tail of words that goes on to the end of the line';

  it('an unclosed double quote at the last line of front matter: its opening quote, not the line’s end', () => {
    const text = `---\nid: 1\ntitle: Alpha\nimageAlt: A circle\nsubtitle: "${long}\n---\nBody\n`;
    expect(where(parseMarkdownFile(text, 'a.md').errors)).toEqual(['5:11  YAML syntax error: Missing closing "quote']);
  });

  it('an unclosed quote followed by more lines, single quotes, and unclosed flow collections', () => {
    expect(where(parseYaml(`a: 1\nb: "${long}\nc: d\n`, 'x.yaml').errors)).toEqual(['2:4  YAML syntax error: Missing closing "quote']);
    expect(where(parseYaml(`a: 1\nb:\n  c: '${long}\n`, 'x.yaml').errors)).toEqual(["3:6  YAML syntax error: Missing closing 'quote"]);
    expect(where(parseYaml('tags: [a, b\nc: d\n', 'x.yaml').errors)).toEqual([
      '1:7  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
    expect(where(parseYaml('a:\n  x: {p: 1\nc: d\n', 'x.yaml').errors)).toEqual([
      '2:6  YAML syntax error: Flow map in block collection must be sufficiently indented and end with a }',
    ]);
    // A quote inside an unclosed bracket: each at its own opening.
    expect(where(parseYaml(`tags: [a, "b\nc: d\n`, 'x.yaml').errors)).toEqual([
      '1:11  YAML syntax error: Missing closing "quote',
      '1:7  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('other errors stay where the library puts them', () => {
    expect(where(parseYaml('a:\n  b: 1\n c: 2\n', 'x.yaml').errors)).toEqual([
      '3:1  YAML syntax error: All mapping items must start at the same column',
    ]);
  });
});

describe('a YAML alias bomb is a content error at its first alias', () => {
  const bomb = [
    'lol1: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    'lol2: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
    'lol3: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
    'lol4: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    'lol5: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    '',
  ].join('\n');
  const message =
    'YAML aliases (*name) here expand to more than 100 copied values; a text that multiplies like this ("billion laughs") is refused';

  it.each([
    ['a data file', 'data/promo.yaml', (text: string) => bomb + text, '2:11'],
    ['front matter', 'articles/alpha-guide.md', (text: string) => text.replace('---\n', `---\n${bomb}`), '3:11'],
    ['site.yaml', 'site.yaml', (text: string) => bomb + text, '2:11'],
  ])('in %s', async (_, rel, plant, position) => {
    const root = await fixtureRoot();
    const file = join(root, rel);
    await writeFile(file, plant(await readFile(file, 'utf8')));
    const { errors } = await buildInMemory(root);
    expect(errors).toEqual([
      expect.objectContaining({ file, code: 'yaml-alias-bomb', message, hint: expect.stringContaining('Write the repeated values out') }),
    ]);
    expect(`${errors[0]?.line}:${errors[0]?.column}`).toBe(position);
  });
});
