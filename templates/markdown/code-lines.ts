/**
 * A code block split into lines, and each line into the pieces it may wrap between: before a
 * binary operator written with spaces around it (`= × ÷ + − - / * < >`, `&&`, `||`) and after a
 * comma, never inside a "string". On a desktop column a long formula then wraps at its operators
 * with a hanging indent (templates/styles/prose.css), never inside a name; the text, spaces
 * included, is unchanged.
 */

/** One line of a code block: its indentation (in characters) and its unbreakable pieces. */
export interface CodeLine {
  indent: number;
  /** Joined with single spaces, the pieces give the line back. */
  pieces: string[];
}

/** A space where a line may wrap: before an operator that has a space after it, or after a comma. */
const BREAK = / (?=(?:[=×÷+\-−/*<>]=?|&&|\|\|) )|(?<=,) /g;

/** A line's pieces: split at each break outside a "string literal". */
function pieces(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of line.matchAll(BREAK)) {
    const at = match.index;
    if ((line.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1) continue;
    out.push(line.slice(start, at));
    start = at + 1;
  }
  out.push(line.slice(start));
  return out;
}

/** The lines of a code block's text (a final newline ends the last line, it does not add one). */
export function codeLines(text: string): CodeLine[] {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.map((line) => ({ indent: /^ */.exec(line)![0].length, pieces: pieces(line) }));
}
