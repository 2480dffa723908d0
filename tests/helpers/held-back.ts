/**
 * Open a page as a visitor on a slow connection sees it: the HTML and CSS at once, every island
 * script (the hydrate runtime and its chunks) held back for `delayMs`, so a test can type and
 * click before hydration; or with JavaScript off entirely. Resolves once the page's HTML loaded.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Options of openHeldBack. */
export interface HeldBackOptions {
  /** How long island scripts wait before they are answered (default 2500 ms). */
  delayMs?: number;
  /** Viewport width (default 1280). */
  width?: number;
  /** Which scripts wait (default: every island script, the hydrate runtime and its chunks). */
  hold?: RegExp;
}

/** The hydrate runtime and every chunk it loads. */
const ISLAND_SCRIPTS = /\/assets\/(hydrate-|chunks\/).*\.js$/;

/** A page whose island scripts arrive `delayMs` late; `release()` lets the held scripts through at once; `hydrated()` waits until they ran. */
export async function openHeldBack(
  browser: Browser,
  url: string,
  options: HeldBackOptions = {},
): Promise<{ page: Page; context: BrowserContext; release(): void; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const wait = () => Promise.race([released, new Promise<void>((done) => setTimeout(done, options.delayMs ?? 2500))]);
  await page.route(options.hold ?? ISLAND_SCRIPTS, async (route) => {
    await wait();
    await route.continue().catch(() => {}); // the page may have navigated away meanwhile
  });
  // Not 'domcontentloaded': that event waits for module scripts, i.e. for the held-back ones.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  return { page, context, release, close: () => context.close() };
}

/** A page opened with JavaScript disabled. */
export async function openWithoutJavaScript(
  browser: Browser,
  url: string,
  width = 1280,
): Promise<{ page: Page; context: BrowserContext; close(): Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, context, close: () => context.close() };
}
