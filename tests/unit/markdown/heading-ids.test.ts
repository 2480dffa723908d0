/**
 * Heading ids: the pipeline hands rehype-slug a root of the document's headings alone (it would
 * otherwise visit every node to find them). The tree and ids must be exactly those rehype-slug
 * gives when it runs over the whole tree, on every Markdown file of the site and the fixtures
 * and on headings placed where a shortcut could go wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

const options: MarkdownOptions = {
  file: 'articles/x.md',
  bodyLine: 1,
  records: new Set(['plays', 'faq', 'stats']),
  linkKeys: ['scorecard', 'briefing', 'demo'],
  videoKeys: ['intro'],
};

/** Every Markdown file under `dir`. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name));
}

/** The pipeline's result, and the one with rehype-slug run over the whole tree. */
function bothWays(body: string) {
  return { shortcut: markdownToHast(body, options), library: markdownToHast(body, options, true) };
}

const placed = [
  '## Same\n\nText.\n\n## Same\n\n### Same\n\n## Same-1\n',
  ':::section{#inside}\n### Inside\n\n#### Deeper `code` and *emphasis*\n:::\n\n## Inside\n',
  '## Before\n\n:::callout{title="Note"}\n## In a callout\n:::\n\n- a list\n\n  ### not a heading in a list item?\n\n## After [a link](/x)\n',
  '## Café & crème — “quoted” 2024!\n\n###### Six\n\n##### Five\n\n## \n\n## 123\n',
  '| a | b |\n| - | - |\n| 1 | 2 |\n\n## Table above\n\n> ## Quoted heading\n\n```\n## not a heading\n```\n',
];

describe('heading ids', () => {
  it('are those rehype-slug gives over the whole tree, for headings placed anywhere', () => {
    for (const body of placed) {
      const { shortcut, library } = bothWays(body);
      expect(shortcut, body).toEqual(library);
    }
  });

  it('are those rehype-slug gives over the whole tree, on every Markdown file of the site and the fixtures', () => {
    const files = [...markdownFiles(join(projectRoot, 'content')), ...markdownFiles(join(projectRoot, 'tests', 'fixtures'))];
    expect(files.length).toBeGreaterThan(20);
    let headings = 0;
    for (const file of files) {
      const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''); // front matter off (some fixtures' is broken on purpose)
      const { shortcut, library } = bothWays(body);
      expect(shortcut, file).toEqual(library);
      headings += shortcut.ids.length;
    }
    expect(headings).toBeGreaterThan(50);
  });
});
