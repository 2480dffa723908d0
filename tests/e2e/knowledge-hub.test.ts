/** The Knowledge Hub filter island and the case-only redirect, in Chromium. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type SiteUnderTest } from '../helpers/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await serveSite();
});
afterAll(async () => site?.close());

describe('/articles in Chromium', () => {
  it('starts on All with the Featured block, and filtering shows only that category', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${site.url}/articles`);
    await page.waitForFunction(
      () => document.querySelector('[data-island="ArticleFilter"] button[aria-pressed="true"]')?.textContent === 'All',
    );

    const pressed = page.locator('.hub-filter button[aria-pressed="true"]');
    await expect(pressed.textContent()).resolves.toBe('All');
    await expect(page.locator('.hub-filter button').allTextContents()).resolves.toEqual([
      'All',
      'Data Strategy',
      'Marketing Strategy',
      'Lead Management',
      'Sales Operations',
      'AI & Marketing',
      'Sales Enablement',
      'Case Study',
      'ROI Strategy',
    ]);
    await expect(page.locator('#hub-featured-title').textContent()).resolves.toBe('Featured Articles');
    await expect(page.locator('.hub-featured .card__title').allTextContents()).resolves.toHaveLength(2);
    await expect(page.locator('#hub-grid-title + .grid .card').count()).resolves.toBe(16);
    // One space between the heading and its count, so a screen reader says "All Articles (16)".
    await expect(page.locator('#hub-grid-title').textContent()).resolves.toBe('All Articles (16)');

    // Wait for the island's code (plain DOM code, no React) to attach its handlers, then a click filters.
    await page.waitForSelector('.hub-browser[data-ready]', { state: 'attached' });
    await page.getByRole('button', { name: 'Lead Management' }).click();
    await expect(page.locator('#hub-grid-title').textContent()).resolves.toMatch(/^Lead Management Articles/);
    await expect(page.locator('.hub-featured').count()).resolves.toBe(0);
    const categories = await page.locator('#hub-grid-title + .grid .card .badge').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Lead Management']));
    await expect(page.locator('#hub-grid-title + .grid .card__title').allTextContents()).resolves.toContain('Re-engaging Stalled Leads');
    await expect(page.getByRole('button', { name: 'Lead Management' }).getAttribute('aria-pressed')).resolves.toBe('true');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.locator('#hub-featured-title').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows every card with JavaScript off', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/articles`);
    await expect(page.locator('#hub-grid-title + .grid .card').count()).resolves.toBe(16);
    await context.close();
  });
});

describe('/Marketing-AirCover', () => {
  it('lands on /marketing-aircover, replacing history (no extra entry)', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/articles`);
    const before = await page.evaluate(() => history.length);
    await page.goto(`${site.url}/Marketing-AirCover`);
    await page.waitForURL(`${site.url}/marketing-aircover`);
    await expect(page.locator('h1').textContent()).resolves.toContain('Air Cover');
    // One entry for the visit; the redirect page replaced itself instead of adding one.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    expect(page.url()).toBe(`${site.url}/articles`);
    await page.close();
  });
});
