/**
 * Every figure the site states (a percentage or a multiple, in any article, page or data file) is
 * one of the product spec's claims or benchmarks, or sits in a paragraph that says it is an
 * illustration or an example (issue 20, item 7: a figure is traced to SPEC or a named source, or
 * it goes). A new figure needs a source in the spec's claim lists below, or an illustration.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/fixtures.ts';

/** The spec's claim and benchmark lists, as the spec words them (SPEC: Numbers and limits; maturity model; demo page). */
const SPEC_FIGURES = [
  '500+ organizations, 100M+ records, 3X pipeline growth, 300+ organizations researched, 78% automation adoption,',
  '17% transformational outcomes, 3.1x lead-to-opportunity, 2.4x pipeline velocity, 47% CAC improvement, 68% higher LTV;',
  'success story: 63% less deployment time, 3x initiatives per quarter; planning time cut up to 31%.',
  'Case study claims: 37% more marketing-sourced pipeline, 52% more marketing-influenced revenue, 99.8% data accuracy,',
  '42% MQL-to-SQL increase, 68% faster response, complaints from 15/week to 3/week, 28% larger deals, 44% shorter cycle.',
  'KPIs: MQL-to-SQL 23%+, SQL-to-opportunity 36%+. Reactivation: rate 5-15%, conversion to SQL 2-5%, email engagement 10-20%.',
  'Five stages with the share of organisations: 42%; 31%; 18%; 7%; 2%.',
  'What You Get: 3x faster campaign launches; 100% Salesforce + Marketing alignment.',
].join(' ');

/** A percentage or a multiple: 31%, 99.8%, 3x, 2.4X. */
const FIGURE = /(?<![\w.])\d+(?:\.\d+)?(?:%|[xX]\b)/g;
/** A paragraph that presents its numbers as made up. */
const ILLUSTRATION = /illustrat|example/i;

const allowed = new Set([...SPEC_FIGURES.matchAll(FIGURE)].map((m) => m[0].toLowerCase()));

/** The figures of a text that are neither a spec figure nor in a paragraph marked as an illustration. */
function unsourcedFigures(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => !ILLUSTRATION.test(paragraph))
    .flatMap((paragraph) => [...paragraph.matchAll(FIGURE)].map((m) => m[0]))
    .filter((figure) => !allowed.has(figure.toLowerCase()));
}

/** Every content file a writer owns that can state a figure. */
async function contentFiles(): Promise<string[]> {
  const content = join(projectRoot, 'content');
  const files: string[] = [];
  for (const folder of ['articles', 'pages', 'data']) {
    for (const name of await readdir(join(content, folder))) if (/\.(md|ya?ml)$/.test(name)) files.push(join(content, folder, name));
  }
  return files;
}

describe('figures', () => {
  it('finds a figure the spec does not hold, and lets an illustration or a spec figure through', () => {
    expect(unsourcedFigures('Teams saw a 45% lift in pipeline.')).toEqual(['45%']);
    expect(unsourcedFigures('Teams saw planning time cut up to 31% and 2.4X velocity.')).toEqual([]);
    expect(unsourcedFigures('As an illustration, say a 25% win rate.\n\nA 12x return.')).toEqual(['12x']);
  });

  it('every figure on the site is a spec claim or benchmark, or part of an illustration', async () => {
    const found: Record<string, string[]> = {};
    for (const file of await contentFiles()) {
      const figures = unsourcedFigures(await readFile(file, 'utf8'));
      if (figures.length > 0) found[file.slice(projectRoot.length + 1)] = figures;
    }
    expect(found).toEqual({});
  });
});
