/**
 * Visual references (issue 38): the first screen of every built route at 375 and 1280 px,
 * compared with the PNGs committed in tests/visual/ within a small tolerance. Screens are made
 * deterministic: device scale 1, reduced motion, no transitions, animations or caret, the brand
 * font and the images on the screen loaded, nothing fetched from other hosts, and the footer's
 * copyright year masked.
 *
 * `npm run test:visual:update` (UPDATE_VISUAL=1) rewrites the references on purpose. On a
 * mismatch the screenshot and a diff image go to .visual-diff/ (git-ignored) and the failure
 * names them. docs/testing.md, "Visual references".
 */
import { readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from '../helpers/browser.ts';
import { projectRoot } from '../helpers/fixtures.ts';
import { htmlFiles, routeOf } from '../helpers/html-files.ts';
import { compareScreens, readIfThere, toReference, writeMaking } from '../helpers/screenshot-compare.ts';

const UPDATE = process.env.UPDATE_VISUAL === '1';
const REFERENCES = join(projectRoot, 'tests/visual');
const DIFFS = join(projectRoot, '.visual-diff');
/** The first screen at each width: a phone and a desktop. */
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
/** Two runs differ in at most 26 isolated pixels of a screen (under 0.01%); a change of one word differs in thousands. */
const TOLERANCE = { threshold: 0.1, maxDiffFraction: 0.001 };
/** No transition, animation, smooth scroll or blinking caret. */
const STILL =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';

// The site built once for the run (tests/helpers/browser.ts); the footer's year is masked below.
const site = await serveSite();
afterAll(async () => site.close());
/** Every page of out/ but the redirect page, which navigates away at once (its target is here). */
const routes = (await htmlFiles(site.outDir)).map((file) => routeOf(site.outDir, file)).filter((route) => route !== '/Marketing-AirCover');
/** tests/visual/home-375.png for / at 375 px, case-study_029-1280.png … */
const fileName = (route: string, width: number) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')}-${width}.png`;

/** The first screen of a route, still and fully loaded, as a PNG. */
async function screenshot(route: string, viewport: { width: number; height: number }): Promise<Buffer> {
  const context = await site.browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.route(
      (url) => url.origin !== new URL(site.url).origin,
      (r) => r.fulfill({ status: 204, body: '' }),
    );
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: STILL });
    await page.evaluate(async () => {
      await document.fonts.ready;
      const onScreen = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
      await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    // The copyright year is the build's: masked, so a new year changes no screen.
    const year = page.getByText(/^© \d{4} /);
    return await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', mask: [year], maskColor: '#888' });
  } finally {
    await context.close();
  }
}

describe('visual references', () => {
  it('has a reference for every route and width, and none for a route that is gone', async () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/demo', '/articles', '/case-study_029', '/handoff-guide']));
    const want = routes.flatMap((route) => SCREENS.map(({ width }) => fileName(route, width))).sort();
    const have = (await readdir(REFERENCES).catch(() => [])).filter((f) => f.endsWith('.png')).sort();
    if (UPDATE) for (const stale of have.filter((f) => !want.includes(f))) await rm(join(REFERENCES, stale));
    else expect(have, 'run npm run test:visual:update to add or remove references').toEqual(want);
  });

  describe.each(SCREENS)('at $width px', (viewport) => {
    it.for(routes)('%s looks as its reference', async (route) => {
      const name = fileName(route, viewport.width);
      const actual = await toReference(await screenshot(route, viewport));
      const referenceFile = join(REFERENCES, name);
      if (UPDATE) return writeMaking(referenceFile, actual);
      const reference = await readIfThere(referenceFile);
      expect(reference, `no reference ${relative(projectRoot, referenceFile)}: run npm run test:visual:update`).toBeDefined();
      const result = await compareScreens(reference!, actual, TOLERANCE);
      if (!result.failure) return;
      const actualFile = join(DIFFS, name.replace(/\.png$/, '.actual.png'));
      const diffFile = join(DIFFS, name.replace(/\.png$/, '.diff.png'));
      await writeMaking(actualFile, actual);
      if (result.diff) await writeMaking(diffFile, result.diff);
      const files = [
        `screenshot: ${relative(projectRoot, actualFile)}`,
        result.diff ? `diff: ${relative(projectRoot, diffFile)}` : '',
        `reference: ${relative(projectRoot, referenceFile)}`,
      ];
      expect.fail(`${route} at ${viewport.width}px: ${result.failure}\n  ${files.filter(Boolean).join('\n  ')}`);
    });
  });
});
