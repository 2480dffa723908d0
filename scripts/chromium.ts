/** Launch Debian's Chromium through playwright-core with the flags this machine needs. */
import { chromium, type Browser } from 'playwright-core';

/** Path of the browser binary (CHROME_PATH overrides). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on a closed network, as root. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Start a headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
