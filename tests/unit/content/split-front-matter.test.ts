/**
 * cli/content/split-front-matter.ts replaces gray-matter at run time (gray-matter loads a YAML
 * engine the generator never calls). It must split exactly as gray-matter 4 does, kept here as
 * the reference: every Markdown file of the site and the fixtures, synthetic articles, and the
 * edge cases of its delimiter rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../cli/content/split-front-matter.ts';
import { syntheticArticle } from '../../../scripts/bench/article.ts';

/** gray-matter's split with an engine that parses nothing (what the generator used). */
function reference(text: string): { matter: string; body: string } {
  const file = matter(text, { engines: { yaml: () => ({}) } } as never) as { matter?: string; content: string };
  // For an empty text gray-matter returns no `matter` at all: no front matter, as ''.
  return { matter: file.matter ?? '', body: file.content };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('splitFrontMatter', () => {
  it('splits every Markdown file of the site and the fixtures as gray-matter does', () => {
    const texts = [...markdownFiles('content'), ...markdownFiles('tests/fixtures')];
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(splitFrontMatter(text)).toEqual(reference(text));
  });

  it('splits synthetic articles as gray-matter does', () => {
    for (let id = 1; id <= 20; id++) {
      const text = syntheticArticle({ id, total: 100, categories: ['Marketing Strategy'], covers: ['a'] });
      const split = splitFrontMatter(text);
      expect(split.matter).toContain('title:');
      expect(split).toEqual(reference(text));
    }
  });

  it.each([
    ['no front matter', '# Title\n\nBody\n'],
    ['an empty file', ''],
    ['a byte-order mark', '\uFEFF---\ntitle: A\n---\nBody\n'],
    ['CRLF line ends', '---\r\ntitle: A\r\n---\r\nBody\r\n'],
    ['a longer rule first', '----\ntitle: A\n---\nBody\n'],
    ['a language name', '---yaml\ntitle: A\n---\nBody\n'],
    ['a language name with spaces', '--- yaml \ntitle: A\n---\nBody\n'],
    ['no closing delimiter', '---\ntitle: A\nBody\n'],
    ['nothing after the closing delimiter', '---\ntitle: A\n---'],
    ['an empty block', '---\n---\nBody\n'],
    ['a comment-only block', '---\n# note\n---\nBody\n'],
    ['a closing line with more dashes', '---\ntitle: A\n-----\nBody\n'],
    ['a blank line after the block', '---\ntitle: A\n---\n\nBody\n'],
    ['only the opening delimiter', '---'],
    ['a delimiter later in the body', '---\ntitle: A\n---\nBody\n\n---\n\nMore\n'],
    ['text before the delimiter', 'x\n---\ntitle: A\n---\n'],
  ])('splits %s as gray-matter does', (_name, text) => {
    expect(splitFrontMatter(text)).toEqual(reference(text));
  });
});
