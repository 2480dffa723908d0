/**
 * Islands never lose a visitor's click (issue 16, widgets), in Chromium: a widget clicked
 * before its island has hydrated is, once hydrated, in the state the click asked for (FAQ and
 * ROI moves before any script at all: they are native <details>; the hub filter and the
 * industry selector once the runtime is in: client/hydrate.ts replays the click); and with
 * JavaScript off every FAQ answer and every ROI panel opens and can be read.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type SiteUnderTest } from '../helpers/browser.ts';
import { accessibleNodes, disclosures } from '../helpers/disclosures.ts';
import { openHeldBack, openWithoutJavaScript } from '../helpers/held-back.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await serveSite();
});
afterAll(async () => site?.close());

/** The island's code has taken over: React has attached itself to its first control, or its mount() marked it ready. */
const isHydrated = (page: Page, island: string) =>
  page.evaluate((name) => {
    const root = document.querySelector(`[data-island="${name}"]`);
    const el = root?.querySelector('button, a, summary, ol');
    return !!root?.querySelector('[data-ready]') || (!!el && Object.keys(el).some((k) => k.startsWith('__react')));
  }, island);

/** Wait until the island has hydrated. */
const hydrated = (page: Page, island: string) => expect.poll(() => isHydrated(page, island), { timeout: 15_000 }).toBe(true);

/** The runtime (client/hydrate.ts) has run: DOMContentLoaded waits for module scripts. */
const runtimeRan = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart > 0);

/** Rendered text with runs of white space as one space. */
const text = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim();

/** `open` of every <details> under selector. */
const openStates = (page: Page, selector: string) =>
  page.locator(`${selector} details`).evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));

/** The five ROI toggles as a screen reader hears them when only move `open` (1-5, or 0 for none) is expanded. */
const roiToggles = (open: number) =>
  [1, 2, 3, 4, 5].map((n) => ({ name: `${n === open ? 'Hide' : 'Show'} Implementation Details`, expanded: n === open }));

/** The ROI toggles in Chromium's accessibility tree. */
const roiTogglesNow = (page: Page) => disclosures(page, /Implementation Details$/);

/** Island scripts wait for release(), never for a timer: on a loaded machine a timer could let them through before the click. */
const HELD = { delayMs: 120_000 };

describe('a click before hydration is the state after it', () => {
  it('/demo FAQ: a question opened before any script stays open; then one open at a time, a click on the open one closes all', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/demo`, HELD);
    await page.locator('#faq-q-1').scrollIntoViewIfNeeded();
    expect(await runtimeRan(page)).toBe(false);
    await page.locator('#faq-q-1').click();
    expect(await page.locator('#faq-a-1').isVisible()).toBe(true);
    const faqExpanded = async () => (await disclosures(page, /\?$/)).map((d) => d.expanded);
    expect(await faqExpanded()).toEqual([false, true]);
    release();
    await hydrated(page, 'FaqAccordion');
    expect(await openStates(page, '.faq-accordion')).toEqual([false, true]);
    expect(await faqExpanded()).toEqual([false, true]);
    expect(await page.locator('#faq-a-1').isVisible()).toBe(true);
    await page.locator('#faq-q-0').click();
    expect(await openStates(page, '.faq-accordion')).toEqual([true, false]);
    expect(await faqExpanded()).toEqual([true, false]);
    await page.locator('#faq-q-0').click();
    expect(await openStates(page, '.faq-accordion')).toEqual([false, false]);
    expect(await faqExpanded()).toEqual([false, false]);
    await close();
  });

  it('/salesforce-roi: a panel opened before any script is open under "Hide…" after hydration, the others under "Show…"', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/salesforce-roi`, HELD);
    const label = (n: number) => text(page, `summary[data-move="${n}"]`);
    await page.locator('summary[data-move="3"]').scrollIntoViewIfNeeded();
    expect(await runtimeRan(page)).toBe(false);
    expect(await roiTogglesNow(page)).toEqual(roiToggles(0));
    await page.locator('summary[data-move="3"]').click();
    expect(await label(3)).toBe('Hide Implementation Details');
    expect(await roiTogglesNow(page)).toEqual(roiToggles(3));
    release();
    await hydrated(page, 'RoiMoves');
    expect(await roiTogglesNow(page)).toEqual(roiToggles(3));
    expect(await openStates(page, '.moves')).toEqual([false, false, true, false, false]);
    expect(await Promise.all([1, 2, 3, 4, 5].map(label))).toEqual(
      ['Show', 'Show', 'Hide', 'Show', 'Show'].map((verb) => `${verb} Implementation Details`),
    );
    expect(await page.locator('#move-3 .move__panel').isVisible()).toBe(true);
    await page.locator('summary[data-move="1"]').click();
    expect(await openStates(page, '.moves')).toEqual([true, false, false, false, false]);
    expect([await label(1), await label(3)]).toEqual(['Hide Implementation Details', 'Show Implementation Details']);
    expect(await roiTogglesNow(page)).toEqual(roiToggles(1));
    await page.locator('summary[data-move="1"]').click();
    expect(await roiTogglesNow(page)).toEqual(roiToggles(0));
    await close();
  });

  it('/articles hub filter: the category clicked before the island hydrated is the one shown', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/articles`, HELD);
    expect(await runtimeRan(page)).toBe(false); // before any island script: the inline recorder catches it
    await page.getByRole('button', { name: 'Lead Management' }).click();
    release();
    await hydrated(page, 'ArticleFilter');
    await expect.poll(() => text(page, '#hub-grid-title')).toMatch(/^Lead Management Articles/);
    expect(await page.locator('.hub-filter button[aria-pressed="true"]').allTextContents()).toEqual(['Lead Management']);
    expect(await page.locator('.hub-featured').count()).toBe(0);
    expect(new Set(await page.locator('#hub-grid-title + .grid .card .badge').allTextContents())).toEqual(new Set(['Lead Management']));
    await close();
  });

  it('/articles hub filter: several activations before hydration, mouse then keyboard, are replayed in order', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/articles`, HELD);
    expect(await runtimeRan(page)).toBe(false);
    await page.getByRole('button', { name: 'Data Strategy' }).click();
    await page.getByRole('button', { name: 'Case Study' }).focus();
    await page.keyboard.press('Enter');
    expect(await isHydrated(page, 'ArticleFilter')).toBe(false);
    release();
    await hydrated(page, 'ArticleFilter');
    await expect.poll(() => text(page, '#hub-grid-title')).toMatch(/^Case Study Articles/);
    expect(await page.locator('.hub-filter button[aria-pressed="true"]').allTextContents()).toEqual(['Case Study']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Case Study');
    await close();
  });

  it('/articles hub filter: a click after the runtime ran, while the island’s own code is on its way, is replayed', async () => {
    // Only the island's chunk waits: client/hydrate.ts has run and taken over from the inline recorder.
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/articles`, {
      ...HELD,
      hold: /\/assets\/chunks\/ArticleFilter-[\w-]+\.js$/,
    });
    await expect.poll(() => runtimeRan(page)).toBe(true);
    await page.getByRole('button', { name: 'Sales Operations' }).click();
    expect(await isHydrated(page, 'ArticleFilter')).toBe(false);
    expect(await text(page, '#hub-grid-title')).toMatch(/^All Articles/);
    release();
    await hydrated(page, 'ArticleFilter');
    await expect.poll(() => text(page, '#hub-grid-title')).toMatch(/^Sales Operations Articles/);
    expect(await page.locator('.hub-filter button[aria-pressed="true"]').allTextContents()).toEqual(['Sales Operations']);
    await close();
  });

  it('/dynamic-content industry selector: the industry clicked before the island hydrated is the one selected', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/dynamic-content`, HELD);
    const choice = page.locator('.industry__choice[data-industry="higher-ed"]');
    await choice.scrollIntoViewIfNeeded();
    expect(await runtimeRan(page)).toBe(false);
    await choice.click();
    release();
    await hydrated(page, 'IndustrySelector');
    await expect.poll(() => page.locator('.industry__choice[aria-pressed="true"]').getAttribute('data-industry')).toBe('higher-ed');
    expect(await page.locator('.industry__choice[data-industry="higher-ed"] .industry__check svg').count()).toBe(1);
    expect(await page.locator('.industry [data-field="platform"]').textContent()).toBe('Salesforce Education Cloud');
    expect(await page.locator('.industry [data-field="cta"]').textContent()).toBe('Apply Now');
    await close();
  });

  it('/ai-marketing jump menu: a jump before any script is where the page stays; once hydrated a jump scrolls and focuses', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/ai-marketing`, HELD);
    const top = (id: string) => page.evaluate((s) => document.getElementById(s)!.getBoundingClientRect().top, id);
    await page.locator('.jump-menu a[href="#growth-focus"]').scrollIntoViewIfNeeded();
    expect(await runtimeRan(page)).toBe(false);
    await page.locator('.jump-menu a[href="#growth-focus"]').click();
    await expect.poll(() => top('growth-focus'), { timeout: 5000 }).toBeLessThan(200);
    release();
    await expect.poll(() => runtimeRan(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).hash).toBe('#growth-focus');
    expect(Math.abs(await top('growth-focus'))).toBeLessThan(200);
    await page.locator('.jump-menu').scrollIntoViewIfNeeded();
    await hydrated(page, 'JumpMenu');
    await page.locator('.jump-menu a[href="#data-excellence"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('data-excellence');
    await close();
  });

  it('/what-is-opportunity video: a click on the poster before its script opens the video itself (the facade is a link)', async () => {
    const { page, close } = await openHeldBack(site.browser, `${site.url}/what-is-opportunity`, HELD);
    const facade = page.locator('.video__facade');
    const videoUrl = (await facade.getAttribute('href')) ?? '';
    await page.route(videoUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
    expect(await runtimeRan(page)).toBe(false);
    await facade.click();
    await page.waitForURL(videoUrl);
    expect(await page.title()).toBe('Player');
    await close();
  });

  it('/stop-buying-tools framework highlight: scrolled before hydration, it starts at the card in view', async () => {
    const { page, release, close } = await openHeldBack(site.browser, `${site.url}/stop-buying-tools`, HELD);
    await page.evaluate(() => {
      const box = document.querySelector('.framework')!.getBoundingClientRect();
      window.scrollTo({ top: box.top + window.scrollY + 0.6 * box.height - window.innerHeight / 2, behavior: 'instant' });
    });
    expect(await runtimeRan(page)).toBe(false);
    release();
    await hydrated(page, 'FrameworkHighlight');
    const state = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.framework__card')]
          .map((c) => (c.classList.contains('is-active') ? 'active' : c.classList.contains('is-dimmed') ? 'dimmed' : '-'))
          .join(' '),
      );
    await expect.poll(state).toBe('dimmed dimmed active -');
    await close();
  });
});

describe('with JavaScript off', () => {
  it.for([375, 1280])('/demo at %i px: every FAQ answer opens on a click and can be read', async (width) => {
    const { page, close } = await openWithoutJavaScript(site.browser, `${site.url}/demo`, width);
    await page.waitForLoadState('load');
    expect(await page.locator('.faq-accordion__item').count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const answer = page.locator(`#faq-a-${i}`);
      expect(await answer.isVisible()).toBe(false);
      await page.locator(`#faq-q-${i}`).click();
      expect(await answer.isVisible()).toBe(true);
      expect((await answer.innerText()).length).toBeGreaterThan(40);
    }
    await close();
  });

  it.for([375, 1280])(
    '/salesforce-roi at %i px: every implementation panel opens on a click, reads, and its toggle says "Hide…"',
    async (width) => {
      const { page, close } = await openWithoutJavaScript(site.browser, `${site.url}/salesforce-roi`, width);
      await page.waitForLoadState('load'); // the stylesheet, which shows Show or Hide
      const headings = (await accessibleNodes(page, 'heading', /^\d\./)).map((h) => h.name);
      expect(headings).toHaveLength(5);
      for (const heading of headings) expect(heading).toMatch(/^\d\. \S/); // '1. Build…', not '1.Build…'
      for (const n of [1, 2, 3, 4, 5]) {
        const panel = page.locator(`#move-${n} .move__panel`);
        expect(await panel.isVisible()).toBe(false);
        expect(await text(page, `summary[data-move="${n}"]`)).toBe('Show Implementation Details');
        await page.locator(`summary[data-move="${n}"]`).click();
        expect(await panel.isVisible()).toBe(true);
        expect(await text(page, `summary[data-move="${n}"]`)).toBe('Hide Implementation Details');
        expect(await roiTogglesNow(page)).toEqual(roiToggles(n));
        expect(await panel.locator('li').count()).toBeGreaterThan(2);
        expect(await panel.locator('a').isVisible()).toBe(true);
      }
      await close();
    },
  );
});
