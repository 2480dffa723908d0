/** Browser tests: a built site served locally and Debian's Chromium driven by playwright-core. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { build, type BuildOptions } from '../../cli/engine/build.ts';
import { startStaticServer } from '../../cli/serve/static.ts';
import { launchChromium } from '../../scripts/chromium.ts';
import { projectRoot } from './fixtures.ts';

/** A built site on a local server plus a browser. */
export interface SiteUnderTest {
  url: string;
  outDir: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Serve a built site and launch Chromium. Without options it is the site built once for the run
 * (tests/helpers/built-site-setup.ts), shared by every file and never written to; with options
 * (another content root, a date) it is built here into a temp folder, removed on close.
 */
export async function serveSite(options: Partial<BuildOptions> = {}): Promise<SiteUnderTest> {
  const shared = Object.keys(options).length === 0 ? inject('builtSite') : undefined;
  const outDir = shared ?? (await mkdtemp(join(tmpdir(), 'site-e2e-')));
  if (!shared) await build({ contentDir: join(projectRoot, 'content'), projectRoot, outDir, ...options });
  const { server, url } = await startStaticServer(outDir);
  const browser = await launchChromium();
  return {
    url,
    outDir,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => (server as Server).close(() => resolve()));
      if (!shared) await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Scroll to the bottom a screen at a time (lazy images, islands that wait to be visible), then
 * wait for the network to go quiet. Bounded: a frame that never comes (a page Chromium throttles
 * while many run at once) is waited for 100 ms at most, and a page that keeps growing stops
 * after 200 screens.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    // 'instant': the site scrolls smoothly, which would leave scrollY behind each step.
    for (let before = -1, steps = 0; window.scrollY !== before && steps < 200; steps++, await frame()) {
      before = window.scrollY;
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
    }
  });
  await page.waitForLoadState('networkidle');
}
