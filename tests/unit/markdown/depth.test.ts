/** Nesting beyond MAX_NESTING is a content error at its line, never a crash, a stall or silently lost levels. */
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../cli/content/errors.ts';
import { MAX_NESTING } from '../../../cli/markdown/depth.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';

const options: MarkdownOptions = { file: 'articles/x.md', bodyLine: 5, records: new Set(), linkKeys: [], videoKeys: [] };
const errors = (body: string) => markdownToHast(body, options).errors.map((e) => formatError(e, '/').split('\n')[0]);
const message = `Markdown nested more than ${MAX_NESTING} levels deep (block quotes, lists or inline formatting inside each other)`;

describe('nesting depth', () => {
  it('refuses 10,000 nested block quotes with the line, instead of a RangeError', () => {
    expect(errors(`Intro.\n\n${'>'.repeat(10_000)} deep\n`)).toEqual([`articles/x.md:7:1  ${message}`]);
  });

  it('refuses lists nested 10,000 deep on one line before parsing them', () => {
    expect(errors(`${'- '.repeat(10_000)}x\n`)).toEqual([`articles/x.md:5:1  ${message}`]);
    expect(errors(`${'- '.repeat(2_000)}x\n`)).toEqual([`articles/x.md:5:1  ${message}`]);
    expect(errors(`${'1. '.repeat(2_000)}x\n`)).toEqual([`articles/x.md:5:1  ${message}`]);
  });

  it('refuses lists and quotes nested line after line, at the first line past the limit, before parsing them', () => {
    // Indented two columns a level (the least that nests): a list is two levels (the list and its
    // item), so level 50's paragraph is level 101. 2,000 levels make a 4 MB document that the
    // parsers took over a minute for; the line check refuses it at the same line, unparsed.
    const indented = (levels: number) => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    expect(errors(indented(49))).toEqual([]);
    expect(errors(indented(50))).toEqual([`articles/x.md:54:1  ${message}`]);
    expect(errors(indented(2_000))).toEqual([`articles/x.md:54:1  ${message}`]);
    const tabbed = Array.from({ length: 2_000 }, (_, i) => `${'\t'.repeat(i)}- level ${i + 1}`).join('\n');
    expect(errors(tabbed)).toHaveLength(1);
    const quoted = (levels: number) => Array.from({ length: levels }, (_, i) => `${'>'.repeat(i + 1)} level ${i + 1}`).join('\n');
    expect(errors(quoted(98))).toEqual([]);
    expect(errors(quoted(99))).toEqual([`articles/x.md:103:1  ${message}`]);
    expect(errors(quoted(2_000))).toEqual([`articles/x.md:103:1  ${message}`]);
    // Quotes and indented lists mixed on one line count together.
    expect(errors(`${'> '.repeat(60)}${' '.repeat(60)}- x\n`)).toEqual([`articles/x.md:5:1  ${message}`]);
    expect(errors(`${'> '.repeat(30)}${' '.repeat(20)}- x\n`)).toEqual([]);
  });

  it('refuses inline formatting nested too deep, at the node where it passes the limit', () => {
    const found = errors(`${'*a '.repeat(500)}x${'*'.repeat(500)}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^articles/x\\.md:5:\\d+  ${message.replace(/[()]/g, '\\$&')}$`));
  });

  it('accepts the nesting real pages use', () => {
    const nested = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    expect(errors(`${nested}\n\n> A quote with *emphasis and **strong** text*.\n`)).toEqual([]);
    expect(errors(`${'>'.repeat(40)} forty quotes deep\n`)).toEqual([]);
  });
});
