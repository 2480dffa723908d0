/** Tables and code blocks of a page body: captions, column labels and shape; code lines and where they may wrap. */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { codeLines } from '../../../templates/markdown/code-lines.ts';
import { annotateTables } from '../../../templates/markdown/table-shape.ts';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Element['children'] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const table = (head: string[], rows: string[][]) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        head.map((h) => el('th', [text(h)])),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((cell) => el('td', [text(cell)])),
        ),
      ),
    ),
  ]);

describe('annotateTables', () => {
  it('captions a table with the heading before it and labels each cell of a wide table with its column', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('h2', [text('The custom fields')]),
        el('p', [text('Add these:')]),
        table(['Field', 'API name', 'Type'], [['MQL Date', 'MQL_Date__c', 'Date/Time']]),
      ],
    };
    const out = annotateTables(tree);
    const annotated = out.children[2] as Element;
    expect(annotated.properties).toMatchObject({ dataCaption: 'The custom fields', dataShape: 'stack' });
    const cells = ((annotated.children[1] as Element).children[0] as Element).children as Element[];
    expect(cells.map((c) => c.properties.dataLabel)).toEqual(['Field', 'API name', 'Type']);
    // The input tree (a cached value) is not changed.
    expect((tree.children[2] as Element).properties).toEqual({});
  });

  it('keeps a two-column table a table and names it by its columns when no heading comes before it', () => {
    const out = annotateTables({ type: 'root', children: [el('section', [table(['Metric', 'Benchmark'], [['Rate', '5-15%']])])] });
    const annotated = (out.children[0] as Element).children[0] as Element;
    expect(annotated.properties).toMatchObject({ dataCaption: 'Metric, Benchmark', dataShape: 'table' });
    const cell = ((annotated.children[1] as Element).children[0] as Element).children[0] as Element;
    expect(cell.properties.dataLabel).toBeUndefined();
  });

  it('gives two tables under one heading different names', () => {
    const out = annotateTables({ type: 'root', children: [el('h2', [text('Speed')]), table(['A', 'B'], []), table(['C', 'D'], [])] });
    expect(out.children.slice(1).map((t) => (t as Element).properties.dataCaption)).toEqual(['Speed', 'Speed: C, D']);
  });

  it('returns the same tree when there is no table', () => {
    const tree: Root = { type: 'root', children: [el('p', [text('No table here.')])] };
    expect(annotateTables(tree)).toBe(tree);
  });
});

describe('codeLines', () => {
  it('splits a formula before its operators, keeping names and the text whole', () => {
    const [line] = codeLines('Pipeline velocity = (Qualified opportunities × Win rate) ÷ Sales cycle length (days)\n');
    expect(line!.pieces).toEqual(['Pipeline velocity', '= (Qualified opportunities', '× Win rate)', '÷ Sales cycle length (days)']);
    expect(line!.pieces.join(' ')).toBe('Pipeline velocity = (Qualified opportunities × Win rate) ÷ Sales cycle length (days)');
  });

  it('splits after commas, keeps indentation and empty lines, and never splits inside a name or a string', () => {
    const lines = codeLines('IF(\n  OR(ISNEW(), ISCHANGED(Rejection_Reason__c)),\n\n  ISPICKVAL(Status, "Closed - Not Qualified")\n)');
    expect(lines.map((l) => l.indent)).toEqual([0, 2, 0, 2, 0]);
    expect(lines[1]!.pieces).toEqual(['  OR(ISNEW(),', 'ISCHANGED(Rejection_Reason__c)),']);
    expect(lines[2]!.pieces).toEqual(['']);
    expect(lines[3]!.pieces).toEqual(['  ISPICKVAL(Status,', '"Closed - Not Qualified")']);
  });
});
