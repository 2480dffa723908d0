/**
 * `site dev` in Chromium. It serves its pages under the production Content-Security-Policy, and
 * its own live-reload script works under it (CSP enforced, never bypassed): no violation, a
 * broken save shows the error overlay, the fix reloads the page. Before any build has succeeded,
 * a page still shows the errors and reloads into the site when a save fixes them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDev } from '../../cli/dev/server.ts';
import { launchChromium } from '../../scripts/chromium.ts';
import { cleanFixtures, fixtureRoot, projectRoot } from '../helpers/fixtures.ts';

let dev: DevServer;
let browser: Browser;
let root: string;

beforeAll(async () => {
  root = await fixtureRoot();
  [dev, browser] = await Promise.all([
    startDev({ contentDir: root, port: 0, dataDir: 'memory', projectRoot, log: () => {} }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await cleanFixtures();
});

describe('site dev under its Content-Security-Policy', () => {
  it('runs the reload script with no violation: the error overlay shows, and the fix reloads the page', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text()));
    const connected = page.waitForResponse((r) => r.url().endsWith('/__reload'));
    const response = await page.goto(`${dev.url}/beta-guide`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await connected;

    const file = join(root, 'articles', 'beta-guide.md');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('category: Sales Operations', 'category: Sales Ops'));
    const overlay = page.locator('#site-dev-overlay');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('beta-guide.md:6:');
    expect(await overlay.textContent()).toContain('the last good page is shown behind this');

    const marker = 'A reply inside five minutes wins the meeting.';
    const reloaded = page.waitForEvent('load');
    await writeFile(file, original.replace('## Measuring follow-up', `${marker}\n\n## Measuring follow-up`));
    await reloaded;
    await page.getByText(marker).waitFor();
    expect(await overlay.count()).toBe(0);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('site dev before its first good build', () => {
  it('answers 503 with a page that shows the errors, and reloads into the site when a save fixes them', async () => {
    const broken = await fixtureRoot();
    const yaml = join(broken, 'site.yaml');
    const original = await readFile(yaml, 'utf8');
    await writeFile(yaml, `${original}bogus: [\n`);
    const failing = await startDev({ contentDir: broken, port: 0, dataDir: 'memory', projectRoot, log: () => {} });
    try {
      const page = await browser.newPage();
      const connected = page.waitForResponse((r) => r.url().endsWith('/__reload'));
      const response = await page.goto(`${failing.url}/beta-guide`);
      expect(response?.status()).toBe(503);
      await connected;
      const overlay = page.locator('#site-dev-overlay');
      await overlay.waitFor();
      expect(await overlay.textContent()).toMatch(/site\.yaml:\d+:\d+ {2}YAML syntax error/);
      expect(await overlay.textContent()).toContain('1 build error — no build has succeeded yet; fix the file and save');
      const reloaded = page.waitForResponse((r) => r.url() === `${failing.url}/beta-guide` && r.status() === 200);
      await writeFile(yaml, original);
      await reloaded;
      await page.locator('h1', { hasText: 'Beta guide to follow-up speed' }).waitFor();
      expect(await overlay.count()).toBe(0);
      await page.close();
    } finally {
      await failing.close();
    }
  });
});
