/**
 * GFM tables, tried only where one can start. micromark tries the table construct at the start
 * of every block and every paragraph line, and it reads the whole line as a head row before the
 * next line shows there is no delimiter row: about a third of an article's parse time. Here a
 * head row is tried only on a line followed by one that can be a delimiter row (pipes, colons,
 * dashes, spaces and container markers only), and body rows exactly as before, after a table
 * head or row. The tree is the same (tests/unit/markdown/parser.test.ts).
 */
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Extension, TokenizeContext, Tokenizer } from 'micromark-util-types';

/** A line that can be a delimiter row, with its blockquote or list prefix: at least a dash, and a pipe or a colon. */
const DELIMITER_ROW = /^[ \t>|:+*.)0-9-]*$/;

/** Lines (1-based) of the document being parsed that are followed by a possible delimiter row. */
let headRowLines: ReadonlySet<number> = new Set();

/** Lines of `source` a table head row can start on. */
function findHeadRowLines(source: string): Set<number> {
  const lines = source.split(/\r\n|\r|\n/);
  const found = new Set<number>();
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    // lines[index] is line index + 1; the head row would be the line before it.
    if (line.includes('-') && (line.includes('|') || line.includes(':')) && DELIMITER_ROW.test(line)) found.add(index);
  }
  return found;
}

/** Run a parse of `source` with the table construct limited to its possible head rows. */
export function withTableHeadRows<T>(source: string, parse: () => T): T {
  headRowLines = findHeadRowLines(source);
  try {
    return parse();
  } finally {
    headRowLines = new Set();
  }
}

/** Whether the last block before this point is a table head or row (the next line may be a body row). */
function afterTableRow(context: TokenizeContext): boolean {
  let index = context.events.length - 1;
  while (index > -1 && (context.events[index]![1].type === 'lineEnding' || context.events[index]![1].type === 'linePrefix')) index--;
  const tail = index > -1 ? context.events[index]![1].type : null;
  return tail === 'tableHead' || tail === 'tableRow';
}

/** gfmTable with its construct tried only at possible head rows and after table rows; use inside withTableHeadRows. */
export function gfmTableAtHeadRows(): Extension {
  const table = gfmTable().flow!.null as Construct;
  const tokenize: Tokenizer = function (effects, ok, nok) {
    return headRowLines.has(this.now().line) || afterTableRow(this) ? table.tokenize.call(this, effects, ok, nok) : nok;
  };
  return { flow: { null: { ...table, tokenize } } };
}
