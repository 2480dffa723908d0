/**
 * Layout (issue 20) in Chromium. The rules are measured over every built route at 375, 768 and
 * 1280 px in tests/e2e/page-quality.test.ts (one visit per route and width for every check): no text sticks
 * out of its box unless a scroll container holds it, main content lines up with the header's
 * inner edge, tables and code blocks fit a desktop column, and on phones every control is at
 * least 44 × 44 px (links inside a line of text are exempt, as WCAG 2.5.8 exempts inline
 * targets). Issue 38: on a desktop no prose line is wider than 90ch (about 90 characters), and at
 * every width no card grid leaves its last card alone on a row, or a column of its only row
 * empty. The rules are in tests/helpers/layout-probe.ts; each is shown to fail on a page broken
 * on purpose.
 * The video on /what-is-opportunity is a facade: nothing is fetched from the video host before a
 * click, and a host that cannot be reached leaves the poster and a link, never a broken frame.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/content/config.ts';
import { scrollToEnd, serveSite } from '../helpers/browser.ts';
import { projectRoot } from '../helpers/fixtures.ts';
import { layoutProblems, measureProblems, orphanCardProblems } from '../helpers/layout-probe.ts';

const MIN_TARGET = 44;
/** Widest prose line on a desktop, in ch of its font (about 90 characters; see measureProblems). */
const MAX_MEASURE_CH = 90;

// Built once per run (serveSite with no options).
const site = await serveSite();
afterAll(async () => site.close());

/** Scroll to the bottom (lazy images, visible islands), back to the top, and let it settle. */
async function scrollThrough(page: Page): Promise<void> {
  await scrollToEnd(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

/** A route at `width` px (`height`: a phone's first screen below 700 px, else 900), nothing fetched from other hosts. */
async function open(route: string, width = 1280, height = width < 700 ? 812 : 900) {
  const page = await site.browser.newPage({ viewport: { width, height } });
  await page.route(
    (url) => url.origin !== new URL(site.url).origin,
    (r) => r.fulfill({ status: 204, body: '' }),
  );
  const response = await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
  // A page that did not load whole fails here, saying what was served, rather than later inside a probe.
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()} ${response?.statusText()}`);
  await page.locator('main').waitFor({ state: 'attached', timeout: 5000 });
  return page;
}

describe('the issue 38 rules fail on a page broken on purpose', () => {
  it('the measure: prose let out to the full width of the page is reported', async () => {
    const page = await open('/handoff-guide');
    try {
      expect(await page.evaluate(measureProblems, MAX_MEASURE_CH)).toEqual([]);
      await page.addStyleTag({ content: 'main, main * { max-width: none !important; }' });
      const problems = await page.evaluate(measureProblems, MAX_MEASURE_CH);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatch(/^<p\S*> ".+": a line 1\d\dch wide \(at most 90ch\)$/);
    } finally {
      await page.close();
    }
  });

  it('the content edges: a chip row that bleeds to the screen edges passes with the gutter as padding, not without', async () => {
    const page = await open('/articles', 375, 900);
    try {
      const options = { targets: false, minTarget: MIN_TARGET, fit: false };
      expect(await page.evaluate(layoutProblems, options)).toEqual([]);
      await page.addStyleTag({ content: '.hub-filter { padding-inline: 0 !important; }' });
      expect(await page.evaluate(layoutProblems, options)).toEqual([
        expect.stringMatching(/^<ul\.hub-filter> ".+" sits outside the content edges 20–355px: 0–375px$/),
      ]);
    } finally {
      await page.close();
    }
  });

  it('orphan cards: a grid of three columns with four cards, or with two on one row, is reported; six, three or a spanning last card are not', async () => {
    const page = await open('/articles');
    try {
      const grid = (cards: number, lastSpans: boolean) =>
        page.evaluate(
          ({ cards, lastSpans }) => {
            document.querySelector('#orphan-test')?.remove();
            const grid = document.createElement('div');
            grid.id = 'orphan-test';
            grid.className = 'wrap';
            grid.style.cssText = 'display:grid;grid-template-columns:repeat(3,1fr);gap:16px';
            for (let i = 1; i <= cards; i++) grid.insertAdjacentHTML('beforeend', `<div class="tile">Card ${i}</div>`);
            if (lastSpans) (grid.lastElementChild as HTMLElement).style.gridColumn = '1 / -1';
            document.querySelector('main')!.append(grid);
          },
          { cards, lastSpans },
        );
      await grid(4, false);
      expect(await page.evaluate(orphanCardProblems)).toEqual([
        expect.stringMatching(/^<div\.wrap>: its last row holds one \.tile alone \("Card 4"\), \d+ of \d+px, after rows of 3$/),
      ]);
      await grid(6, false);
      expect(await page.evaluate(orphanCardProblems)).toEqual([]);
      await grid(4, true);
      expect(await page.evaluate(orphanCardProblems)).toEqual([]);
      await grid(2, false);
      expect(await page.evaluate(orphanCardProblems)).toEqual([
        expect.stringMatching(/^<div\.wrap>: its 2 \.tile cards fill \d+ of \d+px, leaving a column empty$/),
      ]);
      await grid(3, false);
      expect(await page.evaluate(orphanCardProblems)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the video facade on /what-is-opportunity', () => {
  /** The video page; every other host is answered here (a stand-in player) or refused, and each request to one is recorded. */
  async function videoPage(host: 'answers' | 'unreachable', javaScriptEnabled = true) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    const outside: string[] = [];
    await page.route(
      (url) => url.origin !== new URL(site.url).origin,
      (route) => {
        outside.push(route.request().url());
        return host === 'answers'
          ? route.fulfill({ contentType: 'text/html', body: '<title>Player</title><p>player</p>' })
          : route.abort('namenotresolved');
      },
    );
    await page.goto(`${site.url}/what-is-opportunity`);
    const facade = page.locator('.video__facade');
    const videoUrl = (await facade.getAttribute('href')) ?? '';
    const toVideoHost = () => outside.filter((url) => new URL(url).origin === new URL(videoUrl).origin);
    return { context, page, facade, videoUrl, toVideoHost };
  }

  it('fetches nothing from the video host before a click, then puts the player where the poster was', async () => {
    const { context, page, facade, videoUrl, toVideoHost } = await videoPage('answers');
    try {
      await scrollThrough(page);
      await facade.hover();
      await facade.focus();
      await page.waitForLoadState('networkidle');
      expect(toVideoHost()).toEqual([]);
      expect(await page.locator('.video iframe').count()).toBe(0);
      await page.locator('.video__facade[data-ready]').waitFor();
      await facade.click();
      const frame = page.locator('.video iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(videoUrl);
      expect(page.url()).toBe(`${site.url}/what-is-opportunity`);
      expect(toVideoHost().length).toBeGreaterThan(0);
      expect(await page.locator('.video__facade').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the poster and a link to the video, never a broken frame, when the host cannot be reached', async () => {
    const { context, page, facade, videoUrl } = await videoPage('unreachable');
    try {
      await page.locator('.video__facade[data-ready]').waitFor();
      await facade.click();
      const status = page.locator('.video__status a');
      await status.waitFor();
      expect(await status.getAttribute('href')).toBe(videoUrl);
      expect(await page.locator('.video iframe').count()).toBe(0);
      expect(await facade.isVisible()).toBe(true);
      expect(page.url()).toBe(`${site.url}/what-is-opportunity`);
    } finally {
      await context.close();
    }
  });

  it('is a link to the video with its duration and a poster, without JavaScript', async () => {
    const { context, page, facade, videoUrl, toVideoHost } = await videoPage('answers', false);
    try {
      expect(videoUrl).toMatch(/^https:\/\//);
      expect(
        await page.getByRole('link', { name: /^Play video\s*:\s*What is an Opportunity\s*\(\s*\d+:\d\d\s*\)$/ }).getAttribute('href'),
      ).toBe(videoUrl);
      expect(await facade.locator('img.video__poster').getAttribute('src')).toMatch(/^\/assets\//);
      expect(await facade.locator('.video__duration').textContent()).toMatch(/\d+:\d\d/);
      expect(toVideoHost()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the front door (issue 38)', () => {
  it('/demo at 375 px: the form comes first, on the first screen, before the proof and the FAQ', async () => {
    const page = await open('/demo', 375);
    try {
      const top = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const form = await top('.demo__form form');
      expect(form).toBeLessThan(812);
      for (const after of ['.demo__highlights', '.demo__trust', '.demo__get', '.faq-accordion', '.demo__proof .prose'])
        expect(form, after).toBeLessThan(await top(after));
      // The privacy policy (links.privacy) is linked at the form itself.
      const privacy = page.locator('.demo__form .form-card__privacy a');
      const { config } = await loadConfig({ contentDir: join(projectRoot, 'content') });
      await expect(privacy.getAttribute('href')).resolves.toBe(config!.links.privacy);
    } finally {
      await page.close();
    }
  });

  it('/ at 375 px: each headline figure has the width of the screen, its label on two lines at most', async () => {
    const page = await open('/', 375);
    try {
      const figures = await page.locator('.home-hero .stats li').evaluateAll((items) =>
        items.map((li) => {
          const label = li.querySelector('span')!;
          const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
          return { width: li.getBoundingClientRect().width, lines: Math.round(label.getBoundingClientRect().height / lineHeight) };
        }),
      );
      expect(figures).toHaveLength(3);
      for (const f of figures) {
        expect(f.width).toBeGreaterThan(300);
        expect(f.lines).toBeLessThanOrEqual(2);
      }
    } finally {
      await page.close();
    }
  });

  it('the brand font is preloaded, served as font/woff2 once, and sets the text', async () => {
    const page = await open('/', 1280);
    try {
      const href = await page.locator('head link[rel="preload"][as="font"]').getAttribute('href');
      expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-\w+\.woff2$/);
      expect(
        await page.locator('head link[rel="preload"][as="font"]').evaluate((l) => [l.getAttribute('type'), l.getAttribute('crossorigin')]),
      ).toEqual(['font/woff2', '']);
      const response = await page.request.get(`${site.url}${href}`);
      expect([response.status(), response.headers()['content-type']]).toEqual([200, 'font/woff2']);
      await page.evaluate(() => document.fonts.ready);
      const state = await page.evaluate(() => ({
        loaded: [...document.fonts].filter((f) => f.family === 'Inter Variable' && f.status === 'loaded').length,
        h1: getComputedStyle(document.querySelector('h1')!).fontFamily,
        // The preload is the request the stylesheet's @font-face uses: the file is fetched once.
        fetched: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).length,
      }));
      expect(state).toEqual({ loaded: 1, h1: expect.stringMatching(/^"Inter Variable", "Inter Fallback"/), fetched: 1 });
    } finally {
      await page.close();
    }
  });
});
