/**
 * The page sweep (tests/helpers/page-sweep.ts) waits for every image before its checks. A lazy
 * image that was never requested (a scroll that passed it before the browser looked) would keep
 * decode() waiting for good, and the sweep of that route would end in a timeout: loadImages
 * requests such an image and waits for it.
 */
import { afterAll, expect, it } from 'vitest';
import { serveSite } from '../helpers/browser.ts';
import { loadImages } from '../helpers/page-sweep.ts';

// Built once per run (serveSite with no options).
const site = await serveSite();
afterAll(async () => site.close());

it('loads and decodes the lazy images a page has not requested yet', async () => {
  const page = await site.browser.newPage({ viewport: { width: 375, height: 900 } });
  try {
    await page.goto(`${site.url}/salesforce-roi`);
    await page.waitForLoadState('networkidle');
    const waiting = () => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).length);
    // The related articles' covers below the first screen are lazy and not requested yet.
    expect(await waiting()).toBeGreaterThan(0);
    await page.evaluate(loadImages);
    expect(await waiting()).toBe(0);
  } finally {
    await page.close();
  }
});
