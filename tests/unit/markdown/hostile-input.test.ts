/**
 * Hostile Markdown ends in a page or in a content error at its file and line: never a crash, a
 * stall or a page that silently lost part of its text. These are the inputs the review measured
 * (a 32,000-character line of dashes, lists nested thousands deep, a 5 MB paragraph dense with
 * inline syntax, thousands of nested quotes); the parsers' linear time is kept by the checks
 * these tests reach, and a stall shows as the test's timeout, not as a timed assertion.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '../../../cli/content/errors.ts';
import { MAX_NESTING, MAX_TOP_LEVEL_CONTAINERS } from '../../../cli/markdown/depth.ts';
import { MAX_INLINE_MARKERS } from '../../../cli/markdown/inline-budget.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { buildInMemory, cleanFixtures, fixtureRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const options: MarkdownOptions = { file: 'articles/x.md', bodyLine: 5, records: new Set(), linkKeys: [], videoKeys: [] };
const convert = (body: string) => markdownToHast(body, options);
const errors = (body: string) => convert(body).errors.map((e) => formatError(e, '/').split('\n')[0]);
const nesting = `Markdown nested more than ${MAX_NESTING} levels deep (block quotes, lists or inline formatting inside each other)`;
const tagsOf = (tree: Root, tagName: string) => JSON.stringify(tree).split(`"tagName":"${tagName}"`).length - 1;

describe('hostile Markdown', () => {
  it('turns a 32,000-character line of dashes into a rule, and under a line into a table’s delimiter row', () => {
    const rule = convert(`${'-'.repeat(32_000)}\n`);
    expect(rule.errors).toEqual([]);
    expect(tagsOf(rule.hast, 'hr')).toBe(1);
    const row = convert(`Intro\n|${'-'.repeat(32_000)}|\n`);
    expect(row.errors).toEqual([]);
    expect(tagsOf(row.hast, 'table')).toBe(1);
    expect(hastText(row.hast).trim()).toBe('Intro');
  });

  it('refuses a 5 MB paragraph dense with emphasis, code and links at the marker past the budget', () => {
    const unit = 'Some *emphasis*, **strong**, `code` and [a link](/guides "A guide"), _more_. ';
    const paragraph = unit.repeat(Math.ceil(5_000_000 / unit.length));
    const found = errors(`Intro.\n\n${paragraph}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^articles/x\\.md:7:\\d+  a paragraph, heading or table cell with more than ${MAX_INLINE_MARKERS} inline markers`),
    );
  });

  it('refuses thousands of separate block quotes or lists at the first one past the limit, and keeps one long list whole', () => {
    const crowded = `more than ${MAX_TOP_LEVEL_CONTAINERS} separate block quotes and lists in one page; the Markdown parser's time grows with the square of their number`;
    // Quote n stands on body line 2n - 1; the body starts on line 5 of the file.
    const quotes = Array.from({ length: 4_000 }, (_, i) => `> quote ${i + 1}`).join('\n\n');
    expect(errors(quotes)).toEqual([`articles/x.md:${2 * (MAX_TOP_LEVEL_CONTAINERS + 1) - 1 + 4}:1  ${crowded}`]);
    const lists = Array.from({ length: 4_000 }, (_, i) => `- item ${i + 1}\n\nText ${i + 1}.`).join('\n\n');
    expect(errors(lists)).toEqual([`articles/x.md:${4 * MAX_TOP_LEVEL_CONTAINERS + 1 + 4}:1  ${crowded}`]);
    const allowed = convert(Array.from({ length: MAX_TOP_LEVEL_CONTAINERS }, (_, i) => `> quote ${i + 1}`).join('\n\n'));
    expect(allowed.errors).toEqual([]);
    expect(tagsOf(allowed.hast, 'blockquote')).toBe(MAX_TOP_LEVEL_CONTAINERS);
    const longList = convert(Array.from({ length: 4_000 }, (_, i) => `- item ${i + 1}`).join('\n'));
    expect(longList.errors).toEqual([]);
    expect(tagsOf(longList.hast, 'li')).toBe(4_000);
  });

  it('refuses lists nested 2,000 and 10,000 deep on one line, and quotes and lists nested 10,000 deep line after line', () => {
    expect(errors(`${'- '.repeat(2_000)}x\n`)).toEqual([`articles/x.md:5:1  ${nesting}`]);
    expect(errors(`${'- '.repeat(10_000)}x\n`)).toEqual([`articles/x.md:5:1  ${nesting}`]);
    // 10,000 levels line after line would be hundreds of megabytes; the first lines are enough to refuse.
    const quotes = Array.from({ length: 10_000 }, (_, i) => `${'>'.repeat(Math.min(i + 1, 200))} level ${i + 1}`).join('\n');
    expect(errors(quotes)).toEqual([`articles/x.md:103:1  ${nesting}`]);
    const lists = Array.from({ length: 10_000 }, (_, i) => `${'  '.repeat(Math.min(i, 200))}- level ${i + 1}`).join('\n');
    expect(errors(lists)).toEqual([`articles/x.md:54:1  ${nesting}`]);
  });

  it('renders the deepest nesting it accepts in full, and stops the build at the line of one too deep', async () => {
    const root = await fixtureRoot();
    const file = join(root, 'articles', 'alpha-guide.md');
    const article = await readFile(file, 'utf8');
    const deepQuote = (levels: number) => `${'>'.repeat(levels)} The innermost quote keeps its words.\n\n`;
    await writeFile(file, article.replace('## Why routing matters', `${deepQuote(98)}## Why routing matters`));
    const built = await buildInMemory(root, { cache: false, check: false });
    expect(built.errors).toEqual([]);
    const html = String(built.writer.files.get('alpha-guide/index.html'));
    expect(html.split('<blockquote>').length - 1).toBe(98);
    expect(html).toContain('The innermost quote keeps its words.');

    await writeFile(file, article.replace('## Why routing matters', `${deepQuote(5_000)}## Why routing matters`));
    const line = article.slice(0, article.indexOf('## Why routing matters')).split('\n').length;
    const refused = await buildInMemory(root, { cache: false, check: false });
    // Refused at the line, with nothing else said about the document (its ending is not read).
    expect(refused.errors.map((e) => [e.code, e.file, e.line])).toContainEqual(['nesting-too-deep', file, line]);
    expect(refused.errors).toHaveLength(1);
  });
});
