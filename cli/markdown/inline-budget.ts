/**
 * A budget of inline markers per stretch of inline content (a paragraph, a heading, a table
 * cell). micromark's inline resolvers look back over everything before each closing `*`, `_`,
 * `~` or `]` that finds no partner, so one paragraph dense with them parses in time that grows
 * with its square (a 5 MB one took minutes). No real paragraph holds a thousand of them; one
 * that does is a content error at the marker past the budget, found while micromark reads the
 * paragraph and before it resolves anything, so every parse stays linear in its input. The fast
 * parser declines any paragraph with more such characters than the budget (it counts characters,
 * micromark places, never more), so micromark alone decides and both paths give the same answer.
 */
import type { Construct, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Point } from 'unist';

/** The most inline markers (places where `*`, `_`, `~`, `[` or `]` can start a construct) one stretch of inline content may hold. */
export const MAX_INLINE_MARKERS = 1000;

/**
 * Character codes of the inline markers. Backticks are not among them: a code span's search is
 * not what grows with the square, and a construct tried before micromark's code span breaks it.
 */
export const INLINE_MARKER_CODES = [42, 95, 126, 91, 93] as const;

/** Thrown by the parse when a stretch of inline content holds more than MAX_INLINE_MARKERS markers. */
export class InlineTooCrowded extends Error {
  constructor(readonly point: Point) {
    super(`more than ${MAX_INLINE_MARKERS} inline markers at ${point.line}:${point.column}`);
  }
}

/** A micromark extension that counts the markers of each stretch of inline content and throws InlineTooCrowded past the budget. */
export function inlineMarkerBudget(): Extension {
  const seen = new WeakMap<TokenizeContext, { offset: number; count: number }>();
  const budget: Construct = {
    name: 'inlineMarkerBudget',
    tokenize(_effects, _ok, nok): State {
      const now = this.now();
      let state = seen.get(this);
      if (!state) seen.set(this, (state = { offset: -1, count: 0 }));
      // Constructs may be tried more than once at one place: count each place once.
      if (now.offset > state.offset) {
        state.offset = now.offset;
        if (++state.count > MAX_INLINE_MARKERS) throw new InlineTooCrowded({ line: now.line, column: now.column, offset: now.offset });
      }
      return nok;
    },
  };
  const text: Record<number, Construct> = {};
  for (const code of INLINE_MARKER_CODES) text[code] = { ...budget, add: 'before' };
  return { text };
}
