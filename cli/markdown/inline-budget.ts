/**
 * A budget of inline markers per stretch of inline content (a paragraph, a heading, a table
 * cell). micromark's inline resolvers look back over everything before each closing `*`, `_`,
 * `~` or `]` that finds no partner, so one paragraph dense with them parses in time that grows
 * with its square (a 5 MB one took minutes). No real paragraph holds a thousand of them; one
 * that does is a content error at the marker past the budget, found while micromark reads the
 * paragraph and before it resolves anything, so every parse stays linear in its input. Both count
 * characters (a run of stars counts each star); the fast parser declines any paragraph with more
 * such characters than the budget, even where micromark would not try them (inside code), so
 * micromark alone decides and both paths give the same answer.
 */
import type { Construct, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Point } from 'unist';

declare module 'micromark-util-types' {
  /** The run the budget reads (and gives back) to count its characters. */
  interface TokenTypeMap {
    inlineMarkerBudget: 'inlineMarkerBudget';
  }
}

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

/**
 * A micromark extension that counts the markers of each stretch of inline content and throws InlineTooCrowded past the budget.
 * A run of one marker (`****`) counts each of its characters: micromark takes the run as one place,
 * but matches its characters one or two at a time against the runs before it, each match copying
 * the paragraph's events (a line of 16,000 stars, `x` and 16,000 stars took 34 s). The run is read
 * once more here and given back (nok), so counting stays linear.
 */
export function inlineMarkerBudget(): Extension {
  const seen = new WeakMap<TokenizeContext, { end: number; count: number }>();
  const budget: Construct = {
    name: 'inlineMarkerBudget',
    tokenize(effects, _ok, nok): State {
      const now = this.now();
      let state = seen.get(this);
      if (!state) seen.set(this, (state = { end: -1, count: 0 }));
      // Constructs may be tried more than once at one place, and at each bracket of a run: count each character once.
      if (now.offset < state.end) return nok;
      const counted = state;
      let marker: number | null = null;
      let length = 0;
      const run: State = (code) => {
        marker ??= code;
        if (code !== marker) return done(code);
        length++;
        effects.consume(code);
        return run;
      };
      const done: State = (code) => {
        effects.exit('inlineMarkerBudget');
        counted.end = now.offset + length;
        if (counted.count + length > MAX_INLINE_MARKERS) {
          // The marker past the budget: a run never spans a line ending, so it is on the run's line.
          const past = MAX_INLINE_MARKERS - counted.count;
          throw new InlineTooCrowded({ line: now.line, column: now.column + past, offset: now.offset + past });
        }
        counted.count += length;
        return nok(code);
      };
      return (code) => {
        effects.enter('inlineMarkerBudget');
        return run(code);
      };
    },
  };
  const text: Record<number, Construct> = {};
  for (const code of INLINE_MARKER_CODES) text[code] = { ...budget, add: 'before' };
  return { text };
}
