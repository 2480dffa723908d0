/**
 * Accessibility beyond the route sweep (axe on every route at 375 and 1280 px is in
 * tests/e2e/page-quality.test.ts): axe-core reports zero WCAG 2.1 A/AA and best-practice
 * violations with menus, answers and widgets opened and with the scorecard modal open; the skip
 * link, visible focus and the widgets' ARIA states work from the keyboard.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations as expectNone, settle } from '../helpers/axe.ts';
import { serveSite } from '../helpers/browser.ts';

// Built once per run (serveSite with no options).
const site = await serveSite();
afterAll(async () => site.close());

/** A fresh page at a width on a route, handed to `use` and always closed after. The CSP is
 * bypassed so axe can be injected as a script. */
async function withPage(route: string, width: number, use: (page: Page) => Promise<void>): Promise<void> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  try {
    await page.goto(`${site.url}${route}`);
    await use(page);
  } finally {
    await page.close();
  }
}

/** Wait until React has hydrated the element matched by `selector`. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
}

/** Scroll an island into view and wait until its code runs: React has hydrated it, or its mount() marked it ready. */
async function islandReady(page: Page, name: string): Promise<void> {
  const selector = `[data-island="${name}"]`;
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => {
    const island = document.querySelector(s);
    const el = island?.querySelector('button, a, input, summary, ol');
    return !!island?.querySelector('[data-ready]') || (!!el && Object.keys(el).some((k) => k.startsWith('__react')));
  }, selector);
}

/** A page in a state other than the one it loads in: menus, answers and widgets opened. */
interface PageState {
  name: string;
  route: string;
  width: number;
  enter(page: Page): Promise<void>;
}

/** Enter a state by clicking `target` once the island has hydrated. */
const clickIn = (island: string, target: string) => async (page: Page) => {
  await islandReady(page, island);
  await page.locator(target).first().click();
};

const states: PageState[] = [
  { name: 'the mobile menu open', route: '/articles', width: 375, enter: (page) => page.locator('.mobile-nav summary').click() },
  { name: 'a category filtered', route: '/articles', width: 1280, enter: clickIn('ArticleFilter', '.hub-filter li:nth-child(2) button') },
  { name: 'a FAQ answer open', route: '/demo', width: 375, enter: clickIn('FaqAccordion', '#faq-q-0') },
  { name: 'an ROI move open', route: '/salesforce-roi', width: 1280, enter: clickIn('RoiMoves', 'summary[data-move="2"]') },
  {
    name: 'another industry selected',
    route: '/dynamic-content',
    width: 375,
    enter: clickIn('IndustrySelector', '.industry__choice[data-industry="nonprofit"]'),
  },
  { name: 'the team fields shown', route: '/maturity-briefing', width: 1280, enter: clickIn('BriefingForm', '#briefing-for-team') },
  {
    name: 'the prefilled identity confirmation',
    route: '/maturity-briefing?e=ada%40example.com&fn=Ada',
    width: 375,
    enter: (page) => page.locator('.identity-confirm').waitFor(),
  },
  {
    name: 'earlier framework cards dimmed',
    route: '/stop-buying-tools',
    width: 1280,
    enter: async (page) => {
      await islandReady(page, 'FrameworkHighlight');
      await page.evaluate(() => {
        const box = document.querySelector('.framework')!.getBoundingClientRect();
        window.scrollTo({ top: box.top + window.scrollY + 0.9 * box.height - window.innerHeight / 2, behavior: 'instant' });
      });
      await page.waitForSelector('.framework__card.is-dimmed');
    },
  },
];

describe('axe-core on pages in other states', () => {
  describe('in other states', () => {
    it.concurrent.for(states)('$route at $width px with $name has no violations', async (state, { expect: check }) => {
      await withPage(state.route, state.width, async (page) => {
        await state.enter(page);
        await settle(page);
        expectNone(`${state.route} at ${state.width}px with ${state.name}`, await axeViolations(page), check);
      });
    });

    // The modal's code loads on the first pointer movement of a wide screen; once loaded it is
    // checked open at both widths. On /demo the address prefills the identity (its confirmation).
    it.concurrent.for(['/dynamic-content', '/demo?e=ada%40example.com&fn=Ada'])(
      '%s with the scorecard modal open has no violations',
      async (route, { expect: check }) => {
        await withPage(route, 1280, async (page) => {
          await page.mouse.move(400, 300);
          await page.mouse.move(420, 200);
          await hydrated(page, 'dialog.modal');
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 900 });
            await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.modal')!.showModal());
            check(await page.evaluate(() => !!document.activeElement?.closest('dialog.modal'))).toBe(true);
            await settle(page);
            expectNone(`${route} at ${width}px, modal open`, await axeViolations(page), check);
            await page.keyboard.press('Escape');
            check(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.modal')!.open)).toBe(false);
          }
        });
      },
    );
  });
});

/** Press Tab until the focused element matches selector (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element draws an outline (style not 'none', width above 0). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

describe('keyboard', () => {
  it.for(['/articles', '/demo'])(
    '%s: the skip link is the first focusable element, shows on focus and moves focus to #main',
    async (route) => {
      await withPage(route, 1280, async (page) => {
        const link = page.locator('a.skip-link');
        expect(await link.getAttribute('href')).toBe('#main');
        const hidden = await link.boundingBox();
        expect(!hidden || hidden.y + hidden.height <= 0, 'the skip link is off screen until focused').toBe(true);

        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
        const shown = await link.boundingBox();
        expect(
          shown && shown.width > 1 && shown.height > 1 && shown.y >= 0 && shown.x >= 0,
          'the skip link is on screen when focused',
        ).toBe(true);
        await expectVisibleFocus(page);

        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
        expect(new URL(page.url()).hash).toBe('#main');
      });
    },
  );

  it('shows a visible focus outline on a link and on a button', async () => {
    await withPage('/articles', 1280, async (page) => {
      await tabTo(page, '.site-nav a');
      await expectVisibleFocus(page);
      await tabTo(page, '.hub-filter button');
      await expectVisibleFocus(page);
    });
  });

  it('the demo FAQ questions (<summary>) expand and collapse with Enter and Space', async () => {
    await withPage('/demo', 1280, async (page) => {
      await islandReady(page, 'FaqAccordion');
      // A <summary> exposes its expanded state natively: the open of its <details>.
      const expanded = () =>
        page.locator('.faq-accordion details').evaluateAll((d) => d.map((el) => String((el as HTMLDetailsElement).open)));
      expect((await expanded()).every((e) => e === 'false')).toBe(true);
      await tabTo(page, '#faq-q-0');
      await page.keyboard.press('Enter');
      expect((await expanded())[0]).toBe('true');
      expect(await page.locator('#faq-a-0').isVisible()).toBe(true);
      await page.keyboard.press('Space');
      expect((await expanded())[0]).toBe('false');
      expect(await page.locator('#faq-a-0').isVisible()).toBe(false);
      await tabTo(page, '#faq-q-1', 3);
      await page.keyboard.press('Space');
      expect((await expanded()).slice(0, 2)).toEqual(['false', 'true']);
    });
  });

  it('the industry selector on /dynamic-content toggles aria-pressed with Enter and Space', async () => {
    await withPage('/dynamic-content', 1280, async (page) => {
      await islandReady(page, 'IndustrySelector');
      const pressed = () =>
        page
          .locator('.industry__choice')
          .evaluateAll((b) => b.map((el) => `${el.getAttribute('data-industry')}=${el.getAttribute('aria-pressed')}`));
      expect(await pressed()).toEqual(['b2b=true', 'higher-ed=false', 'nonprofit=false']);
      await tabTo(page, '.industry__choice[data-industry="higher-ed"]');
      await page.keyboard.press('Enter');
      expect(await pressed()).toEqual(['b2b=false', 'higher-ed=true', 'nonprofit=false']);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await pressed()).toEqual(['b2b=false', 'higher-ed=false', 'nonprofit=true']);
    });
  });

  it('header nav links carry aria-current="page" on their own page only', async () => {
    await withPage('/articles', 1280, async (page) => {
      const current = await page
        .locator('.site-nav a[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(current).toEqual(['/articles']);
      expect(await page.locator('.mobile-nav a[aria-current="page"]').getAttribute('href')).toBe('/articles');
      await page.goto(`${site.url}/resources`);
      const elsewhere = await page
        .locator('.site-nav a[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(elsewhere).toEqual(['/resources']);
    });
  });

  it('the mobile menu reads Close while open, marks the current page, and closes on a tap on its backdrop', async () => {
    await withPage('/articles', 375, async (page) => {
      const summary = page.locator('.mobile-nav summary');
      expect((await summary.innerText()).trim()).toBe('Menu');
      await summary.click();
      expect((await summary.innerText()).trim()).toBe('Close');
      expect(await page.locator('.mobile-nav__panel a[aria-current="page"]').getAttribute('href')).toBe('/articles');
      const backdrop = await summary.evaluate((s) => {
        const style = getComputedStyle(s, '::before');
        return { position: style.position, background: style.backgroundColor };
      });
      expect(backdrop).toEqual({ position: 'fixed', background: 'rgba(11, 31, 58, 0.45)' });
      await page.mouse.click(187, 760);
      expect(await page.locator('.mobile-nav').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect((await summary.innerText()).trim()).toBe('Menu');
    });
  });
});
