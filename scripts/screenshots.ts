/**
 * Full-page screenshots of built routes at 375 px and 1280 px, to look at what we ship.
 * Usage: node scripts/run.js scripts/screenshots.ts [--out out] [--dir .screens] [route ...]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../cli/serve/static.ts';
import { launchChromium } from './chromium.ts';

const { values, positionals } = parseArgs({ options: { out: { type: 'string', default: 'out' }, dir: { type: 'string', default: '.screens' }, full: { type: 'boolean', default: true } }, allowPositionals: true });
const routes = positionals.length > 0 ? positionals : ['/'];
const { server, url } = await startStaticServer(values.out!);
const browser = await launchChromium();
await mkdir(values.dir!, { recursive: true });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
    for (const route of routes) {
      await page.goto(url + route, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = join(values.dir!, `${route.replace(/\W+/g, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
