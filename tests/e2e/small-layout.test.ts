/**
 * The small layout defects of issue 20, each measured in Chromium where it was seen: /404's
 * suggestions under the buttons, the ROI moves' toggle on a phone, the handoff guide's
 * '+ 2 more critical insights...' (a disclosure, not dead text) and the briefing's benefits on a
 * phone (rows of one card, not cards in a card).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from '../helpers/browser.ts';

const site = await serveSite();
afterAll(async () => site.close());

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** A route at a viewport, with or without JavaScript; the context is closed by the caller. */
async function open(browser: Browser, route: string, viewport: typeof PHONE, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${site.url}${route}`);
  return page;
}

/** The box of the first element a selector finds. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    });

describe('/404', () => {
  it('centres the suggestions under the heading, a clear gap below the buttons, each title on its text', async () => {
    const page = await open(site.browser, '/404', DESKTOP);
    try {
      const heading = await box(page, 'main h1');
      const buttons = await box(page, 'main .btn-row');
      const suggestions = await box(page, 'main .related');
      expect(Math.abs((suggestions.left + suggestions.right) / 2 - (heading.left + heading.right) / 2)).toBeLessThanOrEqual(1);
      expect(suggestions.top - buttons.bottom).toBeGreaterThanOrEqual(32);
      // Cards of one row share its height; the text sits under its title's last line, whatever the card's height.
      const gaps = await page.locator('main .related a').evaluateAll((cards) =>
        cards.map((card) => {
          const title = document.createRange();
          title.selectNodeContents(card.querySelector('strong')!);
          const text = document.createRange();
          text.selectNodeContents(card.querySelector('span')!);
          const lastLine = Math.max(...[...title.getClientRects()].map((r) => r.bottom));
          return Math.min(...[...text.getClientRects()].map((r) => r.top)) - lastLine;
        }),
      );
      expect(gaps).toHaveLength(4);
      // The same gap in every card (the card's grid gap and the lines' leading), however tall the card.
      expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(16);
    } finally {
      await page.context().close();
    }
  });
});

describe('/salesforce-roi on a phone', () => {
  it("shows each 'Show Implementation Details' toggle on one line", async () => {
    const page = await open(site.browser, '/salesforce-roi', PHONE);
    try {
      const lines = await page.locator('.move__details > summary').evaluateAll((toggles) =>
        toggles.map((toggle) => {
          const range = document.createRange();
          range.selectNodeContents(toggle);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.bottom));
          return { text: (toggle.textContent ?? '').trim(), lines: new Set(tops).size };
        }),
      );
      expect(lines).toHaveLength(5);
      for (const toggle of lines) expect(toggle).toEqual({ text: expect.stringContaining('Implementation Details'), lines: 1 });
    } finally {
      await page.context().close();
    }
  });
});

describe("/handoff-guide's '+ 2 more critical insights...'", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`opens the guide's other two contents (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await open(site.browser, '/handoff-guide', PHONE, javaScriptEnabled);
      try {
        const more = page.locator('summary', { hasText: '+ 2 more critical insights...' });
        const hidden = page.locator('.guide__more .guide__list > li');
        expect(await hidden.count()).toBe(2);
        expect(await hidden.first().isVisible()).toBe(false);
        const target = await more.boundingBox();
        expect(target!.height).toBeGreaterThanOrEqual(44);
        await more.click();
        await hidden.last().waitFor({ state: 'visible' });
        expect(await hidden.allTextContents()).toEqual([
          expect.stringContaining('Route and alert without manual triage'),
          expect.stringContaining('Close the loop on every rejected lead'),
        ]);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('/maturity-briefing on a phone', () => {
  it("lays 'Inside Your Executive Brief' out as rows of its card, with text columns over 60% of the screen", async () => {
    const page = await open(site.browser, '/maturity-briefing', PHONE);
    try {
      const benefits = await page.locator('.benefits-list .benefit').evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return {
            // A card has side borders or rounded corners; a row of the card has at most a rule above it.
            card: style.borderLeftWidth !== '0px' || style.borderTopLeftRadius !== '0px' || style.boxShadow !== 'none',
            text: Math.round(item.querySelector('p')!.getBoundingClientRect().width),
          };
        }),
      );
      expect(benefits).toHaveLength(4);
      for (const benefit of benefits) expect(benefit).toEqual({ card: false, text: expect.any(Number) });
      for (const { text } of benefits) expect(text).toBeGreaterThan(0.6 * PHONE.width);
    } finally {
      await page.context().close();
    }
  });
});

describe('the narrowest phones (320 px)', () => {
  it('scroll no page sideways: the header’s logo and menu button fit', async () => {
    for (const route of ['/', '/articles', '/prove-roi', '/marketing-aircover', '/resources']) {
      const page = await open(site.browser, route, { width: 320, height: 640 });
      try {
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          view: document.documentElement.clientWidth,
          menu: document.querySelector('.mobile-nav summary')?.getBoundingClientRect().right,
        }));
        expect(widths.page, route).toBe(widths.view);
        // Inside the 20 px gutter, as the logo is on the left.
        expect(widths.menu, route).toBeLessThanOrEqual(300);
      } finally {
        await page.context().close();
      }
    }
  });
});
