/** The in-page widgets of the Knowledge Hub articles, in Chromium: the jump menu, the ROI moves, the industry selector, the framework. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type SiteUnderTest } from '../helpers/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await serveSite();
});
afterAll(async () => site?.close());

/** Open a route and wait until the named island is hydrated (React attached its handlers). */
async function open(route: string, island: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.browser.newPage({ viewport });
  await page.goto(`${site.url}${route}`);
  const selector = `[data-island="${island}"]`;
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => {
    const root = document.querySelector(s);
    const el = root?.querySelector('button, a, summary, ol');
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
  return page;
}

describe('AI-first article jump menu', () => {
  it('has the six section ids and scrolls to the section after the 100 ms delay', async () => {
    const page = await open('/ai-marketing', 'JumpMenu');
    const targets = await page.locator('.jump-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual([
      '#strategic-shift',
      '#data-excellence',
      '#organizational-change',
      '#test-learn',
      '#resource-allocation',
      '#growth-focus',
    ]);
    for (const id of ['strategic-shift', 'growth-focus']) expect(await page.locator(`section#${id}`).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const inView = () =>
      page.evaluate(() => {
        const box = document.getElementById('growth-focus')!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
    expect(await inView()).toBe(false);
    const link = page.locator('.jump-menu a[href="#growth-focus"]');
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const clickedAt = Date.now();
    await link.click();
    // Not yet: the scroll starts only after the 100 ms delay.
    const rightAfter = await page.evaluate(() => window.scrollY);
    if (Date.now() - clickedAt < 90) expect(rightAfter).toBe(before);
    await page.waitForTimeout(100);
    await page.waitForFunction(() => {
      const box = document.getElementById('growth-focus')!.getBoundingClientRect();
      return box.top >= -2 && box.top < 200;
    });
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('growth-focus');
    await page.close();
  });
});

describe('Top 5 ROI moves', () => {
  it('opens one move at a time, labels the toggle Show/Hide and collapses on a second click', async () => {
    const page = await open('/salesforce-roi', 'RoiMoves');
    const openMoves = () => page.locator('details.move__details').evaluateAll((d) => d.map((el) => (el as HTMLDetailsElement).open));
    const toggle = (n: number) => page.locator(`summary[data-move="${n}"]`);
    // The toggle holds both words; CSS shows the one [open] calls for (right without JavaScript too).
    const label = async (n: number) => (await toggle(n).innerText()).replace(/\s+/g, ' ').trim();
    expect(await page.locator('.move').count()).toBe(5);
    expect(await openMoves()).toEqual([false, false, false, false, false]);
    expect(await label(1)).toBe('Show Implementation Details');

    await toggle(1).click();
    expect(await openMoves()).toEqual([true, false, false, false, false]);
    expect(await label(1)).toBe('Hide Implementation Details');
    await expect(page.locator('#move-1 .move__panel a').getAttribute('href')).resolves.toBe(
      'https://trial.example.com/marketing-health-scorecard',
    );

    await toggle(3).click();
    expect(await openMoves()).toEqual([false, false, true, false, false]);
    expect(await label(1)).toBe('Show Implementation Details');
    expect(await label(3)).toBe('Hide Implementation Details');

    await toggle(3).click();
    expect(await openMoves()).toEqual([false, false, false, false, false]);

    await toggle(2).focus();
    await page.keyboard.press('Enter');
    expect(await openMoves()).toEqual([false, true, false, false, false]);
    await page.close();
  });
});

describe('Top 5 ROI moves: API names', () => {
  it('sets the Salesforce API names of the moves as code, as body text does, and hydrates them unchanged', async () => {
    const errors: string[] = [];
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/salesforce-roi`);
    await page.locator('[data-island="RoiMoves"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-island="RoiMoves"] summary')!).some((k) => k.startsWith('__react')),
    );
    await page.locator('summary[data-move="3"]').click();
    const names = await page.locator('#move-3 .move__panel code.code-name').allTextContents();
    expect(names).toContain('MQL_Date__c');
    expect(names).toContain('Follow_Up_Hours__c');
    // No custom API name is left as plain text anywhere in the moves.
    const plain = await page
      .locator('.moves')
      .evaluate((moves) =>
        [...moves.querySelectorAll('p, li')].flatMap((el) =>
          [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && /\w__c\b/.test(n.textContent ?? '')).map((n) => n.textContent),
        ),
      );
    expect(plain).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Dynamic content industry selector', () => {
  const table = {
    b2b: ['prospects, leads, customers', 'Salesforce CRM', 'pipeline and revenue', 'enterprise accounts', 'Book a Demo'],
    'higher-ed': [
      'students, parents, alumni, donors',
      'Salesforce Education Cloud',
      'enrollment and advancement',
      'prospective students',
      'Apply Now',
    ],
    nonprofit: ['donors, volunteers, beneficiaries', 'Salesforce NPSP', 'mission impact and fundraising', 'major donors', 'Donate Today'],
  } as const;

  it('defaults to b2b and swaps audience, platform, outcome, example and CTA text exactly as the industries record says', async () => {
    const page = await open('/dynamic-content', 'IndustrySelector');
    const read = () =>
      page.evaluate(() => {
        const field = (f: string) => document.querySelector(`.industry [data-field="${f}"]`)?.textContent;
        return [field('audience'), field('platform'), field('outcome'), field('example'), field('cta')];
      });
    const pressed = () => page.locator('.industry__choice[aria-pressed="true"]').getAttribute('data-industry');
    expect(await pressed()).toBe('b2b');
    expect(await read()).toEqual(table.b2b);
    for (const id of ['higher-ed', 'nonprofit', 'b2b'] as const) {
      const before = await page.locator('.industry [data-field="issue"]').textContent();
      await page.locator(`.industry__choice[data-industry="${id}"]`).click();
      expect(await pressed()).toBe(id);
      expect(await read()).toEqual(table[id]);
      expect(await page.locator('.industry__choice .industry__check svg').count()).toBe(1);
      expect(await page.locator(`.industry__choice[data-industry="${id}"] .industry__check svg`).count()).toBe(1);
      expect(await page.locator('.industry [data-field="issue"]').textContent()).not.toBe(before);
    }
    await page.close();
  });
});

describe('Systems article framework highlight', () => {
  for (const route of ['/connect-what-you-own', '/stop-buying-tools']) {
    it(`${route}: scrolling through the section moves the active card 0→3 and dims earlier cards`, async () => {
      const page = await open(route, 'FrameworkHighlight');
      const state = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.framework__card')]
            .map((c) => (c.classList.contains('is-active') ? 'active' : c.classList.contains('is-dimmed') ? 'dimmed' : '-'))
            .join(' '),
        );
      const scrollToProgress = async (progress: number) => {
        await page.evaluate((p) => {
          const list = document.querySelector('.framework')!;
          const box = list.getBoundingClientRect();
          const top = box.top + window.scrollY;
          window.scrollTo({ top: top + p * box.height - window.innerHeight / 2, behavior: 'instant' });
        }, progress);
        await page.waitForTimeout(60);
      };
      await scrollToProgress(-0.2);
      await expect.poll(state).toBe('- - - -');
      await scrollToProgress(0.1);
      await expect.poll(state).toBe('active - - -');
      await scrollToProgress(0.3);
      await expect.poll(state).toBe('dimmed active - -');
      await scrollToProgress(0.6);
      await expect.poll(state).toBe('dimmed dimmed active -');
      await scrollToProgress(0.9);
      await expect.poll(state).toBe('dimmed dimmed dimmed active');
      await scrollToProgress(1.4);
      expect(await state()).toBe('dimmed dimmed dimmed active');
      expect(await page.locator('.framework__card h3').allTextContents()).toEqual(['Collect', 'Categorize', 'Activate', 'Optimize']);
      expect(await page.locator('a', { hasText: 'Schedule a Briefing' }).last().getAttribute('href')).toBe(
        'https://www.example.com/maturity-briefing',
      );
      await page.close();
    });
  }
});

describe('Video page', () => {
  it('embeds the 2:37 video lazily (a poster until a click), without autoplay or loop, with the webinar and related links', async () => {
    const page = await site.browser.newPage();
    // The video host answers here with a stand-in player.
    await page.route('https://video.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
    await page.goto(`${site.url}/what-is-opportunity`);
    expect(await page.locator('iframe').count()).toBe(0);
    const facade = page.locator('.video__facade');
    expect(await facade.getAttribute('href')).toBe('https://video.example.com/embed/what-is-an-opportunity');
    expect(await facade.textContent()).toContain('2:37');
    await page.locator('.video__facade[data-ready]').waitFor();
    await facade.click();
    const frame = page.locator('iframe');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toBe('https://video.example.com/embed/what-is-an-opportunity');
    expect(src).not.toMatch(/autoplay|loop/);
    expect(await frame.getAttribute('allow')).not.toContain('autoplay');
    expect(await frame.getAttribute('title')).toContain('2:37');
    expect(await page.locator('a[href="https://www.example.com/webinars/opportunity-management"]').count()).toBeGreaterThan(0);
    const related = await page.locator('.related a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(related).toEqual(['/stalled-leads', '/salesforce-roi']);
    await page.close();
  });
});
