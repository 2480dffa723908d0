/**
 * Emphasis and strong for the fast parser: the delimiter runs of one stretch of inline content
 * matched exactly as micromark's attention resolver matches them (closers left to right, each
 * with the nearest usable opener before it, the rule of three on the runs' remaining lengths,
 * the runs inside a new node matched again), then turned into mdast with adjacent text merged.
 */
import type { PhrasingContent } from 'mdast';
import { AUTOLINK_TRIGGER } from '../autolink-trigger.ts';
import { decline, type LineIndex } from './points.ts';

/**
 * Inline content flattened: its text (lines joined by '\n'), one segment per line saying where
 * its characters are in the source, and the line endings micromark read again (rereadEnds: the
 * text index of a line ending → where it ends instead of one past it).
 */
export interface Flat {
  text: string;
  segments: readonly Segment[];
  rereadEnds: Map<number, number>;
  lines: LineIndex;
  /** The document holds a GFM autolink literal's trigger somewhere (InlineDocument). */
  autolinks: boolean;
}

/** One line of a Flat: `length` characters from text index `at`, which are the source's from `start`; the '\n' after them stands for the line ending at `lineEnd`. */
export interface Segment {
  at: number;
  start: number;
  length: number;
  lineEnd: number;
}

export const TEXT = 0;
export const NODE = 1;
export const DELIMITER = 2;

/** A piece of scanned inline content; `start`/`end` index `Flat.text`. */
export type Item =
  | { kind: typeof TEXT; start: number; end: number }
  | { kind: typeof NODE; node: PhrasingContent }
  | { kind: typeof DELIMITER; marker: number; start: number; length: number; open: boolean; close: boolean };

type Delimiter = Extract<Item, { kind: typeof DELIMITER }>;

/** The position of `Flat.text` from `start` to `end` (exclusive) in the source. */
export function flatSpan(flat: Flat, start: number, end: number) {
  return { start: flat.lines.point(sourceStart(flat, start)), end: flat.lines.point(sourceEnd(flat, end - 1)) };
}

/** Where the character at text index `i` starts in the source. */
function sourceStart(flat: Flat, i: number): number {
  const segment = segmentOf(flat.segments, i);
  const k = i - segment.at;
  return k < segment.length ? segment.start + k : segment.lineEnd;
}

/** Where the character at text index `i` ends in the source. */
function sourceEnd(flat: Flat, i: number): number {
  const segment = segmentOf(flat.segments, i);
  const k = i - segment.at;
  return k < segment.length ? segment.start + k + 1 : (flat.rereadEnds.get(i) ?? segment.lineEnd + 1);
}

/** The segment holding text index `i` (its line ending included): the last one starting at or before it. */
function segmentOf(segments: readonly Segment[], i: number): Segment {
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (segments[middle]!.at <= i) low = middle;
    else high = middle - 1;
  }
  return segments[low]!;
}

/** Match the delimiter runs among `items` and build their mdast. */
export function resolveEmphasis(flat: Flat, items: Item[]): PhrasingContent[] {
  // No opener of a marker lies below its first opening run: closers stop looking there (a
  // paragraph of closers alone is then linear). Each splice moves the bounds above it.
  const bottom = { 42: firstOpener(items, 42), 95: firstOpener(items, 95) };
  const spliced = (at: number, removed: number) => {
    if (bottom[42] > at) bottom[42] = Math.max(at, bottom[42] - removed);
    if (bottom[95] > at) bottom[95] = Math.max(at, bottom[95] - removed);
  };
  for (let c = 0; c < items.length; c++) {
    const closer = items[c]!;
    if (closer.kind !== DELIMITER || !closer.close) continue;
    let o = c - 1;
    while (closer.length > 0 && o >= bottom[closer.marker as 42 | 95]) {
      const opener = items[o]!;
      if (!usable(opener, closer)) {
        o--;
        continue;
      }
      const use = opener.length > 1 && closer.length > 1 ? 2 : 1;
      opener.length -= use;
      const start = opener.start + opener.length;
      const end = closer.start + use;
      closer.start += use;
      closer.length -= use;
      // As micromark does, the runs inside are matched again with their remaining lengths (the
      // rule of three can now pair runs it kept apart before).
      const node = {
        type: use > 1 ? 'strong' : 'emphasis',
        children: resolveEmphasis(flat, items.slice(o + 1, c)),
        position: flatSpan(flat, start, end),
      } as PhrasingContent;
      items.splice(o + 1, c - o - 1, { kind: NODE, node });
      spliced(o + 1, c - o - 2);
      c = o + 2;
      if (opener.length === 0) {
        items.splice(o, 1);
        spliced(o, 1);
        c--;
      }
      // The rest of the closer looks again, from just before the new node.
      o = c - 2;
    }
    if (closer.length === 0) {
      items.splice(c, 1);
      spliced(c, 1);
      c--;
    }
  }
  return toPhrasing(flat, items);
}

/** Index of the first run of `marker` that can open, or Infinity. */
function firstOpener(items: readonly Item[], marker: number): number {
  const index = items.findIndex((item) => item.kind === DELIMITER && item.marker === marker && item.open);
  return index === -1 ? Number.POSITIVE_INFINITY : index;
}

function usable(opener: Item, closer: Delimiter): opener is Delimiter {
  if (opener.kind !== DELIMITER || !opener.open || opener.marker !== closer.marker || opener.length === 0) return false;
  return !((opener.close || closer.open) && closer.length % 3 && !((opener.length + closer.length) % 3));
}

/** Items as mdast: delimiters left over are text, and adjacent text is one node. */
function toPhrasing(flat: Flat, items: readonly Item[]): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let start = -1;
  let end = -1;
  const flush = () => {
    if (start === -1) return;
    const value = flat.text.slice(start, end);
    // GFM autolink literals are left to micromark.
    if (flat.autolinks && AUTOLINK_TRIGGER.test(value)) decline();
    nodes.push({ type: 'text', value, position: flatSpan(flat, start, end) });
    start = -1;
  };
  for (const item of items) {
    if (item.kind === NODE) {
      flush();
      nodes.push(item.node);
      continue;
    }
    const itemEnd = item.kind === TEXT ? item.end : item.start + item.length;
    if (itemEnd === item.start) continue;
    if (start === -1) start = item.start;
    end = itemEnd;
  }
  flush();
  return nodes;
}
