/**
 * Full-page screenshots of built routes at 375 px and 1280 px, to look at what we ship.
 * Usage: node scripts/run.js scripts/screenshots.ts [--out out] [--dir .screens] [--widths 375,1280] [--selector css] [--top] [route ...]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../cli/serve/static.ts';
import { launchChromium } from './chromium.ts';

const { values, positionals } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    dir: { type: 'string', default: '.screens' },
    selector: { type: 'string' },
    top: { type: 'boolean', default: false },
    widths: { type: 'string', default: '375,1280' },
  },
  allowPositionals: true,
});
const routes = positionals.length > 0 ? positionals : ['/'];
const { server, url } = await startStaticServer(values.out!);
const browser = await launchChromium();
await mkdir(values.dir!, { recursive: true });
try {
  for (const width of values.widths!.split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
    for (const route of routes) {
      await page.goto(url + route, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      const name = `${route.replace(/\W+/g, '_').replace(/^_/, '') || 'home'}${values.selector ? `-${values.selector.replace(/\W+/g, '')}` : ''}-${width}.png`;
      const file = join(values.dir!, name);
      if (values.selector) await page.locator(values.selector).first().screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: !values.top });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
