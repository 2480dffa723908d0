/**
 * Contrast where axe cannot measure it: text over a gradient, an image or a
 * translucent colour is checked against the worst pixel of what is behind it. Every text is
 * made transparent, each such text's box is screenshotted, and the pixel with the lowest
 * contrast against the text colour must still give WCAG AA (4.5:1, large text 3:1). Every
 * built route at 375 and 1280 px. The measuring is in tests/helpers/contrast-probe.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from '../helpers/browser.ts';
import { HIDE_TEXT_CSS, probedTextBox, textsOnImages, worstContrast } from '../helpers/contrast-probe.ts';
import { htmlFiles, routeOf } from '../helpers/html-files.ts';

const WIDTHS = [375, 1280] as const;

// Built at collection time: the list of routes is the list of built pages.
const site = await serveSite();
afterAll(async () => site.close());
const routes = (await htmlFiles(site.outDir)).map((file) => routeOf(site.outDir, file)).filter((route) => route !== '/Marketing-AirCover');

describe('text over gradients and images, at its worst pixel', () => {
  it('finds the hero label of /stop-buying-tools among the texts it measures', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${site.url}/stop-buying-tools`);
      const texts = await page.evaluate(textsOnImages);
      expect(texts.map((t) => t.text)).toContain('Revenue operations');
    } finally {
      await page.close();
    }
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    it.concurrent.for(routes)('%s meets AA at every pixel behind its text', async (route, { expect: check }) => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
      try {
        await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
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
        check(failures, `${route} at ${width}px:\n  ${failures.join('\n  ')}`).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
