/**
 * The fast path of the Markdown parser: a hand-written parser for the Markdown writers use most
 * (paragraphs, ATX headings, lists, fenced code, GFM tables, directives; emphasis, code, inline
 * links and images) that builds exactly the mdast remark-parse + remark-gfm + remark-directive
 * build, positions included, in a fraction of micromark's time. A document using anything else
 * is declined, and parser.ts gives it to micromark. tests/unit/markdown/fast-parser.test.ts
 * compares the two on real, synthetic, edge-case and random documents.
 */
import type { Root } from 'mdast';
import { parseBlocks } from './blocks.ts';
import { DECLINE } from './points.ts';

/** Characters the fast parser never handles: tabs, carriage returns, NUL, a byte-order mark, astral characters. */
const UNHANDLED = /[\t\r\0\uFEFF\uD800-\uDFFF]|\]:/;

/** The document's mdast, or undefined when micromark must parse it. */
export function parseFast(source: string): Root | undefined {
  if (UNHANDLED.test(source)) return undefined; // `]:` may be a link reference definition
  try {
    return parseBlocks(source);
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}
