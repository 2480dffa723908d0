/**
 * Layout (issue 20) in Chromium over every built route at 375, 768 and 1280 px: no text sticks
 * out of its box unless a scroll container holds it, main content lines up with the header's
 * inner edge, tables and code blocks fit a desktop column, and on phones every control is at least 44 × 44 px (links inside a line of text
 * are exempt, as WCAG 2.5.8 exempts inline targets). The rules are in tests/helpers/layout-probe.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from '../helpers/browser.ts';
import { htmlFiles, routeOf } from '../helpers/html-files.ts';
import { layoutProblems } from '../helpers/layout-probe.ts';

const WIDTHS = [375, 768, 1280] as const;
/** Widths at which the touch-target rule applies. */
const PHONE_MAX = 480;
const MIN_TARGET = 44;
/** Widths at which tables and code blocks must fit their column. */
const DESKTOP_MIN = 1280;

// Built at collection time: the list of routes is the list of built pages.
const site = await serveSite();
afterAll(async () => site.close());
/** Every page of out/, except the redirect page (it navigates away at once). */
const routes = (await htmlFiles(site.outDir)).map((file) => routeOf(site.outDir, file)).filter((route) => route !== '/Marketing-AirCover');

/** Scroll to the bottom a screen at a time (lazy images, visible islands), back to the top, and let it settle. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let before = -1; window.scrollY !== before; await frame()) {
      before = window.scrollY;
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
}

describe('layout on every built route', () => {
  it('finds the routes of the built site', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/demo', '/articles', '/what-is-opportunity']));
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    it.concurrent.for(routes)(
      '%s: text inside its boxes, content on the header edges, controls big enough',
      async (route, { expect: check }) => {
        const page = await site.browser.newPage({ viewport: { width, height: 900 } });
        try {
          // Nothing leaves the machine: any other host answers with an empty page.
          await page.route(
            (url) => url.origin !== new URL(site.url).origin,
            (r) => r.fulfill({ status: 204, body: '' }),
          );
          await page.goto(`${site.url}${route}`);
          await scrollThrough(page);
          const problems = await page.evaluate(layoutProblems, {
            targets: width <= PHONE_MAX,
            minTarget: MIN_TARGET,
            fit: width >= DESKTOP_MIN,
          });
          check(problems, `${route} at ${width}px:\n  ${problems.join('\n  ')}`).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });
});
