/**
 * Markdown → mdast. Most documents take the fast path (fast/parse.ts: the same tree, built by a
 * hand-written parser); the rest go to remark-parse with GFM and directives, switching on only the GFM features a
 * document can use. micromark tries every enabled construct at each character that may start
 * it: GFM autolink literals are tried at every letter and digit, tables at every paragraph. A
 * ~1,300-word article parses about a third faster without the features it cannot contain, and
 * the tree is the same: each feature is enabled whenever the source holds the characters it
 * needs. tests/unit/markdown/parser.test.ts compares it with remark-parse + remark-gfm +
 * remark-directive on real, synthetic, edge-case and random documents, positions included.
 */
import type { Image, Root, Text } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { AUTOLINK_TRIGGER } from './autolink-trigger.ts';
import { parseFast } from './fast/parse.ts';
import { inlineMarkerBudget } from './inline-budget.ts';
import { gfmTableAtHeadRows, withTableHeadRows } from './table-rows.ts';
import { walk } from './walk.ts';

/**
 * The GFM features in remark-gfm's order. `needed` is true whenever the source holds the
 * characters without which the feature's constructs cannot match.
 */
const FEATURES: {
  name: string;
  needed: (source: string) => boolean;
  micromark: typeof gfmTableAtHeadRows;
  mdast: typeof gfmTableFromMarkdown;
}[] = [
  // A literal autolink needs its trigger in the source; one spelled with escapes or character
  // references (`www\.`, `http&#58;//`) is caught after parsing (see parseMarkdown).
  {
    name: 'autolink literal',
    needed: (source) => AUTOLINK_TRIGGER.test(source),
    micromark: gfmAutolinkLiteral,
    mdast: gfmAutolinkLiteralFromMarkdown,
  },
  { name: 'footnote', needed: (source) => source.includes('[^'), micromark: gfmFootnote, mdast: gfmFootnoteFromMarkdown },
  { name: 'strikethrough', needed: (source) => source.includes('~'), micromark: gfmStrikethrough, mdast: gfmStrikethroughFromMarkdown },
  // A delimiter row needs a pipe, or a colon next to a dash (`:-`, `-:`) in a one-column table.
  { name: 'table', needed: (source) => /\||:-|-:/.test(source), micromark: gfmTableAtHeadRows, mdast: gfmTableFromMarkdown },
  // A check `[ ]`, or a failed attempt that reads `[` and a line ending: micromark then reads the
  // line ending again with the next line's container prefix, which moves the text after it.
  {
    name: 'task list item',
    needed: (source) => /\[(?:[\sxX]\]|[\r\n])/.test(source),
    micromark: gfmTaskListItem,
    mdast: gfmTaskListItemFromMarkdown,
  },
];
const AUTOLINK = 1 << FEATURES.findIndex((feature) => feature.name === 'autolink literal');
const TABLE = 1 << FEATURES.findIndex((feature) => feature.name === 'table');

/** The FEATURES entries whose bits are set in `mask`. */
function featuresIn(mask: number): typeof FEATURES {
  return FEATURES.filter((_, index) => mask & (1 << index));
}

const parsers = new Map<number, Processor<Root>>();

/** The parser with the given features (a bit per FEATURES entry), built once. */
function parserWith(mask: number): Processor<Root> {
  let parser = parsers.get(mask);
  if (!parser) {
    const features = featuresIn(mask);
    parser = unified()
      .use(remarkParse)
      .use(function gfmFeatures(this: Processor) {
        const data = this.data();
        // The budget last: micromark tries a later extension's constructs before an earlier one's, and
        // the budget must count each marker before any construct reads it (strikethrough's `~` too).
        (data.micromarkExtensions ??= []).push(...features.map((feature) => feature.micromark()), inlineMarkerBudget());
        (data.fromMarkdownExtensions ??= []).push(features.map((feature) => feature.mdast()));
      })
      .use(remarkDirective)
      .freeze() as unknown as Processor<Root>;
    parsers.set(mask, parser);
  }
  return parser;
}

/** The GFM features a source can use, a bit per FEATURES entry. */
function featureMask(source: string): number {
  let mask = 0;
  FEATURES.forEach((feature, index) => {
    if (feature.needed(source)) mask |= 1 << index;
  });
  return mask;
}

/** Names of the GFM features parseMarkdown switches on for a source (before the autolink re-check). */
export function gfmFeaturesFor(source: string): string[] {
  return featuresIn(featureMask(source)).map((feature) => feature.name);
}

/**
 * Parse a Markdown body with GFM and directives: the tree remark-parse + remark-gfm + remark-directive give.
 * Throws InlineTooCrowded (./inline-budget.ts) for a paragraph, heading or cell with more than MAX_INLINE_MARKERS markers.
 */
export function parseMarkdown(source: string): Root {
  return parseFast(source) ?? parseWithMicromark(source);
}

/** The same tree from micromark alone (every document the fast parser declines). */
function parseWithMicromark(source: string): Root {
  const mask = featureMask(source);
  const parse = () => {
    const tree = parserWith(mask).parse(source);
    // Escapes and character references can spell an address that only the decoded text shows.
    if (!(mask & AUTOLINK) && /[\\&]/.test(source) && spellsAutolink(tree)) return parserWith(mask | AUTOLINK).parse(source);
    return tree;
  };
  // Only a document that can hold a table needs its possible head rows found.
  return mask & TABLE ? withTableHeadRows(source, parse) : parse();
}

function spellsAutolink(tree: Root): boolean {
  let found = false;
  walk(tree, (node) => {
    const value = node.type === 'text' ? (node as Text).value : node.type === 'image' ? ((node as Image).alt ?? '') : '';
    if (AUTOLINK_TRIGGER.test(value)) found = true;
  });
  return found;
}
