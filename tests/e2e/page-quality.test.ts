/**
 * Every built route in Chromium, each page opened once per width for all the checks that read
 * it (tests/helpers/page-sweep.ts), one test per route × width × check:
 * - accessibility: axe-core reports zero WCAG 2.1 A/AA and best-practice violations at 375 and
 *   1280 px (other states, the modal and the keyboard: tests/e2e/accessibility.test.ts);
 * - contrast where axe cannot measure it, at 375 and 1280 px: text over a gradient, an image or a
 *   translucent colour is checked against the worst pixel of what is behind it. Every text is
 *   made transparent, each such text's box is screenshotted, and the pixel with the lowest
 *   contrast against the text colour must still give WCAG AA (4.5:1, large text 3:1). The
 *   measuring is in tests/helpers/contrast-probe.ts;
 * - layout at 375, 768 and 1280 px: no text sticks out of its box unless a scroll container
 *   holds it, main content lines up with the header's inner edge, tables and code blocks fit a
 *   desktop column and prose keeps a measure of 90ch there, no card grid leaves its last card
 *   alone on a row or a column of its only row empty, and on phones every control is at least
 *   44 × 44 px. The rules are in
 *   tests/helpers/layout-probe.ts (shown to fail in tests/e2e/layout.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe.ts';
import { serveSite } from '../helpers/browser.ts';
import { textsOnImages } from '../helpers/contrast-probe.ts';
import { layoutProblems, measureProblems, orphanCardProblems } from '../helpers/layout-probe.ts';
import { builtRoutes, pageSweep } from '../helpers/page-sweep.ts';

const AXE_WIDTHS = [375, 1280];
const CONTRAST_WIDTHS = [375, 1280];
const WIDTHS = [375, 768, 1280] as const;
/** Widths at which the touch-target rule applies. */
const PHONE_MAX = 480;
const MIN_TARGET = 44;
/** Widths at which tables and code blocks must fit their column, and prose keeps its measure. */
const DESKTOP_MIN = 1280;
/** Widest prose line on a desktop, in ch of its font (about 90 characters; see measureProblems). */
const MAX_MEASURE_CH = 90;

// Built once per run (serveSite); the list of routes is the list of built pages, read at collection time.
const site = await serveSite();
afterAll(async () => site.close());
const routes = await builtRoutes(site.outDir);

const findings = pageSweep(site, {
  axe: (width) => AXE_WIDTHS.includes(width),
  contrast: (width) => CONTRAST_WIDTHS.includes(width),
  async layout(page, width) {
    const problems = await page.evaluate(layoutProblems, { targets: width <= PHONE_MAX, minTarget: MIN_TARGET, fit: width >= DESKTOP_MIN });
    if (width >= DESKTOP_MIN) problems.push(...(await page.evaluate(measureProblems, MAX_MEASURE_CH)));
    problems.push(...(await page.evaluate(orphanCardProblems)));
    return problems;
  },
});

it('finds the routes of the built site', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/demo', '/articles', '/dynamic-content', '/what-is-opportunity']));
  expect(routes.length).toBeGreaterThanOrEqual(25);
});

it("finds the dark hero's title of /stop-buying-tools among the texts the contrast probe measures", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${site.url}/stop-buying-tools`);
    const texts = await page.evaluate(textsOnImages);
    expect(texts.map((t) => t.text)).toContain('Stop Buying Tools, Build Systems');
  } finally {
    await page.close();
  }
});

describe.each(WIDTHS)('every built route at %i px', (width) => {
  it.concurrent.for(routes)(
    '%s: text inside its boxes, content on the header edges, controls big enough, prose measure, no orphan card',
    async (route, { expect: check }) => {
      const { layout } = await findings(route, width);
      check(layout, `${route} at ${width}px:\n  ${(layout ?? []).join('\n  ')}`).toEqual([]);
    },
  );

  if (AXE_WIDTHS.includes(width))
    it.concurrent.for(routes)('%s: axe finds no violations', async (route, { expect: check }) => {
      const { axe } = await findings(route, width);
      expectNoViolations(`${route} at ${width}px`, axe ?? [], check);
    });

  if (CONTRAST_WIDTHS.includes(width))
    it.concurrent.for(routes)('%s: text meets AA at every pixel behind it', async (route, { expect: check }) => {
      const { contrast } = await findings(route, width);
      check(contrast, `${route} at ${width}px:\n  ${(contrast ?? []).join('\n  ')}`).toEqual([]);
    });
});
