/**
 * Heading ids are worked out in the pipeline's own walk (cli/markdown/heading-ids.ts) instead of
 * by rehype-slug; on every document of the site, the fixtures and the CommonMark spec, and on
 * headings written to trip a slugger, the trees must be exactly rehype-slug 6's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { headingSlugger } from '../../../cli/markdown/heading-ids.ts';
import { parseMarkdown } from '../../../cli/markdown/parser.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { walk } from '../../../cli/markdown/walk.ts';

const toHast = unified().use(remarkRehype).freeze();
const withRehypeSlug = unified().use(rehypeSlug).freeze();

/** Both trees of one document: ids by rehype-slug, and by headingSlugger in a walk. */
function bothWays(markdown: string): { reference: Root; ours: Root } {
  const hast = () => toHast.runSync(parseMarkdown(markdown)) as Root;
  const reference = withRehypeSlug.runSync(hast()) as Root;
  const ours = hast();
  const slug = headingSlugger();
  walk(ours, (node) => (node.type === 'element' ? slug(node as Element) : undefined));
  return { reference, ours };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));
}

const tricky = [
  '## Same\n\n## Same\n\n## same\n\n### Same-1',
  '## `code` and *emphasis* and [a link](/x)\n\n## Ünïcödé — dashes – and “quotes”',
  '## 😀 emoji, then: punctuation!?\n\n## &amp; entities &copy;\n\n## ',
  '- ## in a list\n\n> ## in a quote\n\n## in a quote',
  ':::note\n## in a directive\n:::\n\n## in a directive',
  '| a |\n|---|\n| b |\n\n## a',
  'Setext\n======\n\nSetext\n------',
];

describe('heading ids', () => {
  const documents = [
    ...[...markdownFiles('content'), ...markdownFiles('tests/fixtures')].map((file) => ({
      name: file,
      markdown: readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
    })),
    ...(createRequire(import.meta.url)('commonmark-spec') as { tests: { number: number; markdown: string }[] }).tests.map((t) => ({
      name: `CommonMark example ${t.number}`,
      markdown: t.markdown,
    })),
    ...tricky.map((markdown, i) => ({ name: `tricky ${i + 1}`, markdown })),
  ];

  it('equal rehype-slug on every document', () => {
    expect(documents.length).toBeGreaterThan(700);
    let headings = 0;
    for (const { name, markdown } of documents) {
      const { reference, ours } = bothWays(markdown);
      expect(ours, name).toEqual(reference);
      walk(reference, (node) => void (/^h[1-6]$/.test((node as Element).tagName ?? '') && headings++));
    }
    expect(headings).toBeGreaterThan(200);
  });

  it('are in the pipeline result and its ids, numbered when repeated', () => {
    const result = markdownToHast('## Next steps\n\nText.\n\n## Next steps\n', {
      file: 'x.md',
      bodyLine: 1,
      records: new Set(),
      linkKeys: [],
      videoKeys: [],
    });
    expect(result.ids).toEqual(['next-steps', 'next-steps-1']);
  });
});
