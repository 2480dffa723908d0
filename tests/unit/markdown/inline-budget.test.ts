/**
 * A paragraph, heading or table cell holds at most MAX_INLINE_MARKERS inline markers: one with
 * more is a content error at the marker past the budget, on either parse path, found before
 * micromark resolves the paragraph (whose time would grow with the square of their number).
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../cli/content/errors.ts';
import { parseFast } from '../../../cli/markdown/fast/parse.ts';
import { InlineTooCrowded, MAX_INLINE_MARKERS } from '../../../cli/markdown/inline-budget.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { parseMarkdown } from '../../../cli/markdown/parser.ts';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const options: MarkdownOptions = { file: 'articles/x.md', bodyLine: 5, records: new Set(), linkKeys: [], videoKeys: [] };
const errors = (body: string) => markdownToHast(body, options).errors.map((e) => formatError(e, '/').split('\n')[0]);
const message = `a paragraph, heading or table cell with more than ${MAX_INLINE_MARKERS} inline markers (* _ ~ [ ]); the Markdown parser's time grows with the square of their number`;

/** A paragraph of `count` closing stars (`a* a* …`), the input micromark resolves in quadratic time. */
const closers = (count: number) => 'a* '.repeat(count).trimEnd();
/** A line the fast parser declines (an escape), so the document goes to micromark. */
const declined = 'An escaped \\* star.';

describe('the inline marker budget', () => {
  it('refuses the marker past the budget, at its line and column, on the fast path and on micromark', () => {
    // The 1,001st star is the 3,003rd character of line 3 of the body (line 7 of the file).
    const at = `articles/x.md:7:${3 * MAX_INLINE_MARKERS + 2}`;
    expect(errors(`Intro.\n\n${closers(MAX_INLINE_MARKERS + 1)}\n`)).toEqual([`${at}  ${message}`]);
    expect(errors(`Intro.\n\n${closers(MAX_INLINE_MARKERS + 1)}\n\n${declined}\n`)).toEqual([`${at}  ${message}`]);
  });

  it('counts each paragraph, heading and table cell on its own', () => {
    const full = closers(MAX_INLINE_MARKERS);
    expect(errors(`${full}\n\n${full}\n\n- ${full}\n- ${full}\n\n## ${full}\n\n| ${full} | ${full} |\n| - | - |\n\n${declined}\n`)).toEqual(
      [],
    );
  });

  it('leaves the tree unchanged up to the budget', () => {
    for (const source of [closers(MAX_INLINE_MARKERS), `${closers(MAX_INLINE_MARKERS)}\n\n${declined}`]) {
      expect(JSON.parse(JSON.stringify(parseMarkdown(source)))).toStrictEqual(JSON.parse(JSON.stringify(reference.parse(source))));
    }
  });

  it('stops micromark at the budget however long the paragraph is', () => {
    // 200,000 markers: micromark would need minutes to resolve them; the parse ends at the 1,001st.
    const paragraph = `${'*a ** `b` [c](/d) _e_ '.repeat(20_000)}\\`;
    let thrown: unknown;
    try {
      parseMarkdown(paragraph);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InlineTooCrowded);
    // micromark counts the places a construct can start (a run of stars once, nothing inside code):
    // past the first 1,000 markers and well before the end of the 460,000-character paragraph.
    const { offset } = (thrown as InlineTooCrowded).point;
    expect(offset).toBeGreaterThan(paragraph.indexOf('*', 0) + 2 * MAX_INLINE_MARKERS);
    expect(offset).toBeLessThan(5 * MAX_INLINE_MARKERS);
  });

  it('has the fast parser decline a paragraph over the budget, before scanning it', () => {
    expect(parseFast(closers(MAX_INLINE_MARKERS))).toBeDefined();
    expect(parseFast(closers(MAX_INLINE_MARKERS + 1))).toBeUndefined();
  });
});
