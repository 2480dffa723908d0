/**
 * Each page's HTML is gzip-weighed where something reads the figure: every page for the route
 * table (small sites) and --json, and on a larger site only a page big enough to come near the
 * HTML budget. Every figure reported is the exact gzip size of the file written; a build with
 * --json after one without weighs the pages it reuses from the page cache.
 */
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import { checkBudgets, htmlGzipFrom, type PageWeight, TABLE_MAX_ROUTES, weighPage } from '../../../cli/check/report.ts';
import { BuildFailure } from '../../../cli/content/errors.ts';
import { build } from '../../../cli/engine/build.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const now = new Date('2026-11-25T00:00:00Z');
const gzipOf = (out: string, page: PageWeight) => gzipSync(readFileSync(join(out, page.outputPath))).length;
const bytesOf = (out: string, page: PageWeight) => readFileSync(join(out, page.outputPath)).length;

let scratch: string;
let root: string;
beforeAll(async () => {
  scratch = await tempDir('site-weights-');
  // 130 articles and the home, hub and 404 pages: past the route table, with a hub over the budgets set below.
  root = syntheticRoot(130, { source: join(projectRoot, 'content'), benchDir: scratch });
  // Written an hour ago: files written just now are not trusted to be unchanged (build-record.ts).
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), hourAgo, hourAgo);
});

/** A configuration overlay with an HTML budget of `htmlKb` (the synthetic root's own budget grows with its articles). */
const overlay = (htmlKb: number) => {
  const file = join(scratch, `budget-${htmlKb}.yaml`);
  writeFileSync(file, `budgets:\n  htmlKb: ${htmlKb}\n`);
  return file;
};

describe('gzip weight of the HTML', () => {
  it('is weighed from a kilobyte under the budget, or for every page when the figures are read page by page', () => {
    expect(htmlGzipFrom(true, 60)).toBe(0);
    expect(htmlGzipFrom(false, 60)).toBe(59 * 1024);
    const bundle = { islands: {} } as never;
    const page = { path: '/p', outputPath: 'p/index.html', html: `<p>${'a'.repeat(3000)}</p>`, islands: [] };
    const small = weighPage(page, bundle, new Map(), 4000);
    expect(small).toMatchObject({ htmlBytes: 3007 });
    expect(small.htmlGzip).toBeUndefined();
    expect(weighPage(page, bundle, new Map(), 3007).htmlGzip).toBe(gzipSync(page.html).length);
    // A page not weighed passes the budget; a weighed one is judged by its gzip size.
    const budgets = { initialJsKb: 10, totalJsKb: 90, cssKb: 20, htmlKb: 4, imageKb: 200 };
    expect(checkBudgets([small], 0, budgets)).toEqual([]);
    expect(checkBudgets([{ ...small, htmlGzip: 5000 }], 0, budgets)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('HTML is 4.9 kB gzip') }),
    ]);
  });

  it('a large site reports its HTML as written unless --json asks for each page, and every figure is exact', async () => {
    const out = join(scratch, 'out');
    const cacheDir = join(scratch, 'cache');
    const configOverlay = overlay(60);
    const first = await build({ contentDir: root, outDir: out, projectRoot, cacheDir, now, configOverlay });
    expect(first.routes).toBeGreaterThan(TABLE_MAX_ROUTES);
    expect(first.totals.htmlGzip).toBeUndefined();
    expect(first.totals.htmlBytes).toBe(first.pages.reduce((sum, p) => sum + bytesOf(out, p), 0));
    const from = htmlGzipFrom(false, 60);
    for (const page of first.pages) {
      expect(page.htmlBytes).toBe(bytesOf(out, page));
      // The articles are far under the budget as written; the hub, listing every article, is not.
      expect(page.htmlGzip).toBe(page.htmlBytes >= from ? gzipOf(out, page) : undefined);
    }
    expect(first.pages.filter((p) => p.htmlGzip === undefined).length).toBe(first.pages.length - 1);
    expect(first.pages.find((p) => p.htmlGzip !== undefined)?.path).toBe('/articles');

    // --json after a build without it: nothing is rendered again, every page is weighed from out/.
    const weighed = await build({ contentDir: root, outDir: out, projectRoot, cacheDir, now, configOverlay, weighEveryPage: true });
    expect(weighed.upToDate).toBeUndefined();
    expect(weighed.rendered).toBe(0);
    for (const page of weighed.pages) expect(page.htmlGzip).toBe(gzipOf(out, page));
    expect(weighed.totals.htmlGzip).toBe(weighed.pages.reduce((sum, p) => sum + p.htmlGzip!, 0));

    // Its record answers the next --json build, with the same figures.
    const again = await build({ contentDir: root, outDir: out, projectRoot, cacheDir, now, configOverlay, weighEveryPage: true });
    expect(again.upToDate).toBe(true);
    expect(again.totals).toEqual(weighed.totals);
  });

  it('judges the HTML budget by the exact gzip size of a page near it', async () => {
    const options = { contentDir: root, outDir: join(scratch, 'out-budget'), projectRoot, cacheDir: join(scratch, 'cache-budget'), now };
    // Every article is over 8 kB as written and under it gzipped: weighed, and it passes (the
    // hub, listing every article, does not).
    const passed = await build({ ...options, configOverlay: overlay(8) }).catch((e: unknown) => e);
    expect(passed).toBeInstanceOf(BuildFailure);
    expect((passed as BuildFailure).errors.map((e) => e.message)).toEqual([expect.stringMatching(/^\/articles: HTML is [\d.]+ kB gzip/)]);
    const weighed = await build({ ...options, configOverlay: overlay(8), check: false });
    const articles = weighed.pages.filter((p) => p.path.startsWith('/bench-article-'));
    expect(articles.length).toBe(130);
    for (const page of articles) {
      expect(page.htmlBytes).toBeGreaterThan(8 * 1024);
      expect(page.htmlGzip).toBe(gzipOf(options.outDir, page));
      expect(page.htmlGzip).toBeLessThan(8 * 1024);
    }
    // Under a budget below their gzip size, each article fails with its exact gzip figure.
    const failure = await build({ ...options, configOverlay: overlay(2) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    const htmlErrors = (failure as BuildFailure).errors.filter((e) => e.message.includes('HTML is'));
    expect(htmlErrors.length).toBeGreaterThanOrEqual(130);
    const first = articles[0]!;
    const figure = `${(first.htmlGzip! / 1024).toFixed(1)} kB gzip`;
    expect(htmlErrors.some((e) => e.message.includes(figure))).toBe(true);
  });
});
