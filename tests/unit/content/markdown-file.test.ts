/**
 * parseMarkdownFile splits a Markdown file with gray-matter, whose YAML engine is the `yaml`
 * package with positions: the body and its first line, the front matter's data, and errors at
 * their lines in the file. It never lets gray-matter cache a text (site dev re-reads an edited
 * file) or evaluate a block as JavaScript.
 */
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../cli/content/frontmatter.ts';

const parse = (text: string) => parseMarkdownFile(text, 'page.md');

describe('parseMarkdownFile', () => {
  it.each([
    ['no front matter', '# Title\n\nBody\n', {}, '# Title\n\nBody\n', 1],
    ['an empty file', '', {}, '', 1],
    ['a byte-order mark', '\uFEFF---\ntitle: A\n---\nBody\n', { title: 'A' }, 'Body\n', 4],
    ['CRLF line ends', '---\r\ntitle: A\r\nid: 1\r\n---\r\nBody\r\n', { title: 'A', id: 1 }, 'Body\r\n', 5],
    ['a longer rule first', '----\ntitle: A\n---\nBody\n', {}, '----\ntitle: A\n---\nBody\n', 1],
    ['a language name', '---yaml\ntitle: A\n---\nBody\n', { title: 'A' }, 'Body\n', 4],
    ['a language name with spaces', '--- yaml \ntitle: A\n---\nBody\n', { title: 'A' }, 'Body\n', 4],
    ['no closing delimiter', '---\ntitle: A\nBody: b\n', { title: 'A', Body: 'b' }, '', 4],
    ['nothing after the closing delimiter', '---\ntitle: A\n---', { title: 'A' }, '', 3],
    ['an empty block', '---\n---\nBody\n', {}, 'Body\n', 3],
    ['a comment-only block', '---\n# note\n---\nBody\n', {}, 'Body\n', 4],
    ['a blank line after the block', '---\ntitle: A\n---\n\nBody\n', { title: 'A' }, '\nBody\n', 4],
    ['a delimiter later in the body', '---\ntitle: A\n---\nBody\n\n---\n\nMore\n', { title: 'A' }, 'Body\n\n---\n\nMore\n', 4],
  ])('reads %s', (_name, text, data, body, bodyLine) => {
    const { source, errors } = parse(text);
    expect(errors).toEqual([]);
    expect(source?.frontMatter.data).toEqual(data);
    expect(source?.body).toBe(body);
    expect(source?.bodyLine).toBe(bodyLine);
  });

  it('locates a key and a value at their lines and columns in the file', () => {
    const { source } = parse('---\ntitle: A\ntags:\n  - one\n  - two\n---\nBody\n');
    expect(source?.frontMatter.locate(['tags', 1])).toEqual({ line: 5, column: 5 });
    expect(source?.frontMatter.locate(['title'], 'key')).toEqual({ line: 2, column: 1 });
  });

  it('reports a YAML error at its line in the file', () => {
    const { source, errors } = parse('---\ntitle: A\ntitle: B\n---\nBody\n');
    expect(source).toBeUndefined();
    expect(errors.map((e) => [e.code, e.line])).toEqual([['yaml-syntax', 3]]);
  });

  it('reads a block named json or javascript as YAML, never evaluating it', () => {
    const probe = globalThis as { frontMatterProbe?: number };
    for (const language of ['json', 'js', 'javascript', 'toml']) {
      const { source, errors } = parse(`---${language}\nx: (globalThis.frontMatterProbe = 1)\n---\nBody\n`);
      expect(errors).toEqual([]);
      expect(source?.frontMatter.data).toEqual({ x: '(globalThis.frontMatterProbe = 1)' });
    }
    expect(probe.frontMatterProbe).toBeUndefined();
  });

  it('leaves nothing in gray-matter’s cache, so an edited file is read again', () => {
    const text = '---\ntitle: Cached?\n---\nBody\n';
    expect(parse(text).source?.frontMatter.data).toEqual({ title: 'Cached?' });
    expect(Object.keys((matter as unknown as { cache: object }).cache)).toEqual([]);
    expect(parse(text.replace('Cached?', 'Edited')).source?.frontMatter.data).toEqual({ title: 'Edited' });
  });
});
