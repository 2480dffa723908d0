/**
 * One sweep over the built pages (tests/e2e/page-quality.test.ts): each route is opened once per
 * width, scrolled through (lazy images, islands that wait to be seen), and every check that reads
 * that page runs on it: axe at the bottom, as a reader leaves it, then the layout rules and the
 * contrast probe back at the top (the probe hides all text, so it comes last). Each test awaits
 * the one visit of its route and width and asserts its own part, so a failure names the route,
 * the width and the check.
 */
import type { Page } from 'playwright-core';
import { axeViolations, settle } from './axe.ts';
import type { SiteUnderTest } from './browser.ts';
import { scrollToEnd } from './browser.ts';
import { HIDE_TEXT_CSS, probedTextBox, textsOnImages, worstContrast } from './contrast-probe.ts';
import { htmlFiles, routeOf } from './html-files.ts';

/** What one visit found: one line per problem, per check (`null`: the check does not run at this width). */
export interface SweepFindings {
  axe: string[] | null;
  contrast: string[] | null;
  layout: string[] | null;
}

/** Which checks run at a width, and the layout rules (run in the page) when they do. */
export interface SweepPlan {
  axe(width: number): boolean;
  contrast(width: number): boolean;
  layout?(page: Page, width: number): Promise<string[]> | null;
}

/** Every page of the built site, except the redirect page (it navigates away at once). */
export async function builtRoutes(outDir: string): Promise<string[]> {
  return (await htmlFiles(outDir)).map((file) => routeOf(outDir, file)).filter((route) => route !== '/Marketing-AirCover');
}

/** Text over a gradient, an image or a translucent colour that misses AA at its worst pixel, one line each. */
export async function contrastFailures(page: Page): Promise<string[]> {
  const texts = await page.evaluate(textsOnImages);
  await page.addStyleTag({ content: HIDE_TEXT_CSS });
  const failures: string[] = [];
  for (const text of texts) {
    const box = await page.evaluate(probedTextBox, text.id);
    if (!box) continue;
    const png = (await page.screenshot({ clip: box })).toString('base64');
    const worst = await page.evaluate(worstContrast, { png, color: text.color });
    const needed = text.large ? 3 : 4.5;
    if (worst.ratio < needed)
      failures.push(
        `"${text.text}": ${worst.ratio.toFixed(2)}:1 against rgb(${worst.pixel.join(' ')}) (needs ${needed}:1; text rgba(${text.color.join(' ')}))`,
      );
  }
  return failures;
}

/**
 * Wait for every image of the page to be decoded. A lazy image the scroll passed too quickly for
 * the browser to request it is requested now (loading="eager"): its decode() would otherwise wait
 * for a load that never starts. Bounded, so an image that never arrives fails the checks that
 * see it, not the whole sweep by a timeout.
 */
export function loadImages(): Promise<unknown> {
  const waits = [...document.images].map((img) => {
    if (img.complete) return null;
    img.loading = 'eager';
    return img.decode().catch(() => null);
  });
  return Promise.race([Promise.all(waits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Open the route at the width once and run every planned check on it. */
async function visit(site: SiteUnderTest, plan: SweepPlan, route: string, width: number): Promise<SweepFindings> {
  // bypassCSP: axe is injected as a script.
  const page = await site.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  try {
    // Nothing leaves the machine: any other host answers with an empty page.
    await page.route(
      (url) => url.origin !== new URL(site.url).origin,
      (r) => r.fulfill({ status: 204, body: '' }),
    );
    await page.goto(`${site.url}${route}`);
    await scrollToEnd(page);
    await page.evaluate(loadImages);
    await settle(page);
    const axe = plan.axe(width) ? await axeViolations(page) : null;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    await settle(page);
    const layout = (await plan.layout?.(page, width)) ?? null;
    const contrast = plan.contrast(width) ? await contrastFailures(page) : null;
    return { axe, contrast, layout };
  } finally {
    await page.close();
  }
}

/** The findings of a route at a width, visited at most once however many tests ask. */
export function pageSweep(site: SiteUnderTest, plan: SweepPlan): (route: string, width: number) => Promise<SweepFindings> {
  const visits = new Map<string, Promise<SweepFindings>>();
  return (route, width) => {
    const key = `${width} ${route}`;
    let found = visits.get(key);
    if (!found) {
      found = visit(site, plan, route, width);
      visits.set(key, found);
    }
    return found;
  };
}
