/**
 * Every Markdown parse is linear, or refused before it is slow. Each hostile shape is converted at
 * two sizes, n and 4n, and the larger may take at most a small multiple of the smaller's CPU time
 * (linear is four times, a parse whose time grows with the square sixteen); no absolute time is
 * asserted. The limits checked on the source (directive nesting, lines that close or lazily
 * continue containers) are refused at their line and column without the parser being called.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatError } from '../../../cli/content/errors.ts';
import { MAX_CONTAINER_CLOSES } from '../../../cli/markdown/container-closes.ts';
import { MAX_DIRECTIVE_NESTING } from '../../../cli/markdown/directive-depth.ts';
import { parseFast } from '../../../cli/markdown/fast/parse.ts';
import { InlineTooCrowded, MAX_INLINE_MARKERS } from '../../../cli/markdown/inline-budget.ts';
import { parseMarkdown } from '../../../cli/markdown/parser.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';

vi.mock('../../../cli/markdown/parser.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../cli/markdown/parser.ts')>();
  return { ...actual, parseMarkdown: vi.fn(actual.parseMarkdown) };
});

const options: MarkdownOptions = { file: 'articles/x.md', bodyLine: 5, records: new Set(), linkKeys: [], videoKeys: [] };
const convert = (body: string) => markdownToHast(body, options);
const errors = (body: string) => convert(body).errors.map((e) => formatError(e, '/').split('\n')[0]);
const r = (text: string, times: number) => text.repeat(times);
const lines = (count: number, line: (i: number) => string) => `${Array.from({ length: count }, (_, i) => line(i)).join('\n')}\n`;

/** CPU time (ms) of one conversion of `body`: CPU, not wall-clock, so other processes weigh little. */
function cpuTime(body: string): number {
  const before = process.cpuUsage();
  convert(body);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The least CPU times of converting `small` and `large`, each measured five times, in turns (after a
 * conversion of each to warm up), so a collection or a compilation in the background weighs on neither.
 */
function leastTimes(small: string, large: string): [number, number] {
  convert(small);
  convert(large);
  let [leastSmall, leastLarge] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let run = 0; run < 5; run++) {
    leastSmall = Math.min(leastSmall, cpuTime(small));
    leastLarge = Math.min(leastLarge, cpuTime(large));
  }
  return [leastSmall, leastLarge];
}

/** Hostile shapes, each built at a size where its parse took long enough to measure. */
const shapes: [name: string, build: (n: number) => string, n: number][] = [
  ['a line of n stars, x, n stars', (n) => `${r('*', n)}x${r('*', n)}\n`, 2_000],
  ['a line of n underscores, x, n underscores', (n) => `${r('_', n)}x${r('_', n)}\n`, 2_000],
  ['a line of n tildes, x, n tildes', (n) => `${r('~', n)}x${r('~', n)}\n`, 2_000],
  ['tildes opening and closing', (n) => `${r('~a a~~ ', n)}\n`, 500],
  ['closing stars', (n) => `${r('a* ', n)}\n`, 500],
  ['container directives nested n deep', (n) => `${r(':::callout\n', n)}x\n${r(':::\n', n)}`, 200],
  ['container directives opened by shorter and shorter fences', (n) => lines(n, (i) => `${r(':', 3 + ((n - i) % 50))}callout`), 200],
  ['quotes deepening and shallowing line after line', (n) => lines(n, (i) => `${r('>', (i % 90) + 1)} x`), 1_000],
  ['quotes deepening, each line followed by a bare >', (n) => lines(n, (i) => `${r('>', (i % 90) + 1)} x\n>`), 500],
  ['list items each holding a quote', (n) => lines(n, () => '- x\n  > y'), 1_000],
  ['a quote continued by lazy lines', (n) => `> a\n${r('lazy line\n', n)}`, 2_000],
  ['lists nested by indentation and back', (n) => lines(n, (i) => `${r('  ', i % 40)}- x`), 1_000],
  ['a run of [', (n) => `${r('[', n)}x\n`, 4_000],
  ['a run of ]', (n) => `x${r(']', n)}\n`, 4_000],
  ['a run of ![', (n) => `${r('![', n)}x\n`, 2_000],
  ['a run of backticks', (n) => `${r('`', n)}x\n`, 4_000],
  ['backtick runs of every length', (n) => `${lines(n, (i) => `${r('`', (i % 50) + 1)} x`)}`, 1_000],
  ['a link destination of open parentheses', (n) => `[a](${r('(', n)}x\n`, 4_000],
  ['unclosed links', (n) => `${r('[a](b ', n)}\n`, 500],
  ['a directive with n attributes', (n) => `::video{${r('a=b ', n)}}\n`, 2_000],
  ['a directive whose attributes never close', (n) => `::video{${r('a=b ', n)}\n`, 2_000],
  ['a table of n rows', (n) => `| a | b |\n| - | - |\n${r('| *x* | y |\n', n)}`, 1_000],
  ['a table of n columns', (n) => `|${r(' a |', n)}\n|${r(' - |', n)}\n|${r(' x |', n)}\n`, 1_000],
  ['link reference definitions', (n) => r('[a]: /b\n', n), 250],
  ['footnote calls', (n) => `${r('[^a]', n)}\n\n[^a]: x\n`, 240],
  ['text directives', (n) => `${r(':a', n)}\n`, 2_000],
  ['less-than signs', (n) => `${r('<a ', n)}\n`, 1_000],
];

describe('parse bounds', () => {
  it.each(shapes)('parses %s at 4n in at most ten times the CPU time of n', (_name, build, n) => {
    const [small, large] = leastTimes(build(n), build(4 * n));
    // Linear is 4; the square 16. Below 5 ms, timer and collector noise would decide the ratio.
    expect(large / Math.max(small, 5)).toBeLessThan(10);
  });

  it('refuses container directives nested too deep at the fence past the limit, without parsing', () => {
    vi.mocked(parseMarkdown).mockClear();
    const message = `container directives (:::) nested more than ${MAX_DIRECTIVE_NESTING} deep; the Markdown parser reads the whole page again for each level`;
    expect(errors(`Intro.\n\n${r(':::callout\n', 2_000)}x\n${r(':::\n', 2_000)}`)).toEqual([
      `articles/x.md:${6 + MAX_DIRECTIVE_NESTING + 1}:1  ${message}`,
    ]);
    // Inside a quote, the fence stands after its prefix.
    expect(errors(`${r('> :::callout\n', MAX_DIRECTIVE_NESTING + 1)}> x\n`)).toEqual([
      `articles/x.md:${4 + MAX_DIRECTIVE_NESTING + 1}:3  ${message}`,
    ]);
    // A shorter fence closes nothing: `::::::a` then `:::` nests one more each time.
    expect(errors(r('::::::callout\n:::\n', 20))).toEqual([`articles/x.md:${4 + 2 * MAX_DIRECTIVE_NESTING + 1}:1  ${message}`]);
    expect(parseMarkdown).not.toHaveBeenCalled();
  });

  it('accepts directives nested to the limit, each closed by its own fence, as often as a page likes', () => {
    vi.mocked(parseMarkdown).mockClear();
    const nested = (depth: number) => `${r(':::callout\n', depth)}x\n${r(':::\n', depth)}`;
    expect(errors(r(nested(MAX_DIRECTIVE_NESTING), 3))).not.toContainEqual(expect.stringContaining('directives'));
    // Longer fences outside, as writers nest them, close the same way.
    const fenced = (depth: number) => `${lines(depth, (i) => `${r(':', 3 + depth - i)}callout`)}x\n${lines(depth, (i) => r(':', 4 + i))}`;
    expect(errors(r(fenced(MAX_DIRECTIVE_NESTING), 3))).not.toContainEqual(expect.stringContaining('directives'));
    expect(parseMarkdown).toHaveBeenCalledTimes(2);
  });

  it('refuses the line past the budget of container closes and lazy lines, without parsing', () => {
    vi.mocked(parseMarkdown).mockClear();
    const message = `more than ${MAX_CONTAINER_CLOSES} lines in one page (fewer in a long page) end a block quote or list nested in another, or continue one without its > or indentation; the Markdown parser's time grows with their number times the page's length`;
    // Item k (from 1) starts on line 2k - 1 and closes the quote of item k - 1.
    const items = lines(4_000, () => '- x\n  > y');
    expect(errors(items)).toEqual([`articles/x.md:${2 * (MAX_CONTAINER_CLOSES + 2) - 1 + 4}:1  ${message}`]);
    // Each lazy line (no >) counts.
    expect(errors(`> a\n${r('lazy line\n', 4_000)}`)).toEqual([`articles/x.md:${MAX_CONTAINER_CLOSES + 2 + 4}:1  ${message}`]);
    expect(parseMarkdown).not.toHaveBeenCalled();
    // At the budget, the page is parsed as usual.
    expect(errors(`> a\n${r('lazy line\n', MAX_CONTAINER_CLOSES)}`)).toEqual([]);
    expect(errors(lines(MAX_CONTAINER_CLOSES + 1, () => '- x\n  > y'))).toEqual([]);
    expect(parseMarkdown).toHaveBeenCalledTimes(2);
  });

  it('keeps a long plain list, and sub-lists and quotes that end now and then, within the budget', () => {
    expect(errors(lines(5_000, (i) => `- item ${i}`))).toEqual([]);
    const article = lines(400, (i) => (i % 4 === 0 ? '- point\n  - detail\n\n> quote\n\nText.' : `Paragraph ${i}.\n`));
    expect(errors(article)).toEqual([]);
  });

  it('stops micromark at the star past the budget in a long run, before it matches any run', () => {
    const line = `${r('*', 16_000)}x${r('*', 16_000)}`;
    // The fast parser declines it (too many markers), so micromark reads it.
    expect(parseFast(line)).toBeUndefined();
    let thrown: unknown;
    try {
      vi.mocked(parseMarkdown).getMockImplementation()!(line);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InlineTooCrowded);
    // Thrown while reading the first run, at its (MAX_INLINE_MARKERS + 1)th star: runs are matched only after the whole paragraph is read.
    expect((thrown as InlineTooCrowded).point).toEqual({ line: 1, column: MAX_INLINE_MARKERS + 1, offset: MAX_INLINE_MARKERS });
    const message = `a paragraph, heading or table cell with more than ${MAX_INLINE_MARKERS} inline markers (* _ ~ [ ]); the Markdown parser's time grows with the square of their number`;
    expect(errors(`Intro.\n\n${line}\n`)).toEqual([`articles/x.md:7:${MAX_INLINE_MARKERS + 1}  ${message}`]);
    // Tildes too (strikethrough reads them before the budget did): the second run starts at column 604.
    expect(errors(`a ${r('~', 600)}x${r('~', 600)}\n`)).toEqual([`articles/x.md:5:${604 + MAX_INLINE_MARKERS - 600}  ${message}`]);
  });
});
