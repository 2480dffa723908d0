/**
 * Source positions for the fast parser: an offset into the document becomes the unist point
 * micromark reports for it (1-based line and column, 0-based offset, all in UTF-16 code units).
 */
import type { Point, Position } from 'unist';

/** Offsets where each line of a document starts. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(source: string) {
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  /** The point at `offset`. */
  point(offset: number): Point {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  }

  /** The position from `start` to `end` (offsets; `end` exclusive). */
  span(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) };
  }
}

/** Thrown (one shared value) when a document uses syntax the fast parser leaves to micromark. */
export const DECLINE = Symbol('decline');

/** Leave this document to micromark. */
export function decline(): never {
  throw DECLINE;
}
