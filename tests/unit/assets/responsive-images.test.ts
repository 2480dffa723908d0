/**
 * Photos become responsive images: a 3000×2000 camera JPEG (made here, not committed) is
 * published as four widths in AVIF, WebP and JPEG, none over a few hundred kB, rendered as
 * `<picture>` (eager for an article's cover, lazy in a body and on hub cards); a warm build
 * encodes nothing; a photo narrower than the widths is never scaled up; the page weights count
 * the AVIF a phone loads.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageEncode } from '../../../cli/assets/images/responsive.ts';
import { variantWidths } from '../../../cli/assets/images/encode.ts';
import type { BuildResult } from '../../../cli/engine/build.ts';
import { formatReport } from '../../../cli/check/report.ts';
import { phoneCandidate } from '../../../cli/check/image-weight.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, tempDir } from '../../helpers/fixtures.ts';
import { writePhoto } from '../../helpers/photo.ts';

afterAll(cleanFixtures);

type Files = Map<string, string | Uint8Array>;
const pictureOf = (html: string) => /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('responsive images', () => {
  let root: string;
  let cacheDir: string;
  let photoBytes: number;
  const cold: ImageEncode[] = [];
  let files: Files;
  let result: BuildResult;
  const weight = (path: string) => result.pages.find((p) => p.path === path)!;

  beforeAll(async () => {
    root = await fixtureRoot();
    cacheDir = await tempDir('site-images-cache-');
    photoBytes = await writePhoto(join(root, 'assets', 'photos', 'harbour.jpg'));
    await writePhoto(join(root, 'assets', 'charts', 'funnel.png'), 1000, 600);
    await editFile(root, 'articles/alpha-guide.md', 'image: /assets/covers/cover.svg', 'image: /assets/photos/harbour.jpg');
    await editFile(
      root,
      'articles/beta-guide.md',
      '## Measuring follow-up\n',
      '## Measuring follow-up\n\n![The harbour at dusk](/assets/photos/harbour.jpg)\n\n![The funnel by stage](/assets/charts/funnel.png)\n',
    );
    const built = await buildInMemory(root, { cacheDir, onImage: (e) => cold.push(e) });
    expect(built.errors).toEqual([]);
    files = built.writer.files;
    result = built.result!;
  });

  it('publishes each photo in four widths as AVIF, WebP and JPEG, none over 300 kB, and never the original', () => {
    const photos = [...files].filter(([path]) => path.startsWith('assets/photos/'));
    expect(photos.map(([path]) => path.replace(/\.[\w]{10}\./, '.#.')).sort()).toEqual(
      [480, 800, 1200, 1600]
        .flatMap((w) => [`assets/photos/harbour-${w}.#.avif`, `assets/photos/harbour-${w}.#.jpg`, `assets/photos/harbour-${w}.#.webp`])
        .sort(),
    );
    expect(photoBytes).toBeGreaterThan(1_000_000);
    for (const [path, contents] of files) expect([path, contents.length < 300 * 1024]).toEqual([path, true]);
  });

  it('renders an article cover as an eager <picture> with AVIF and WebP srcsets and the JPEG fallback', () => {
    const picture = pictureOf(String(files.get('alpha-guide/index.html')));
    const [avif, webp] = [...picture.matchAll(/<source\s[^>]*>/g)].map((m) => m[0]);
    expect([attr(avif!, 'type'), attr(webp!, 'type')]).toEqual(['image/avif', 'image/webp']);
    expect(attr(avif!, 'srcset')).toMatch(
      /^\/assets\/photos\/harbour-480\.\w+\.avif 480w, \/assets\/photos\/harbour-800\.\w+\.avif 800w, \/assets\/photos\/harbour-1200\.\w+\.avif 1200w, \/assets\/photos\/harbour-1600\.\w+\.avif 1600w$/,
    );
    expect(attr(avif!, 'sizes')).toBe('(min-width: 1000px) 500px, 100vw');
    const img = /<img\s[^>]*>/.exec(picture)![0];
    expect(attr(img, 'src')).toMatch(/^\/assets\/photos\/harbour-1600\.\w+\.jpg$/);
    expect(attr(img, 'srcset')).toContain('harbour-480.');
    expect([attr(img, 'width'), attr(img, 'height'), attr(img, 'loading'), attr(img, 'fetchpriority')]).toEqual([
      '1600',
      '1067',
      'eager',
      'high',
    ]);
    expect(attr(img, 'alt')).toBe('A blue circle on a pale background');
    // The photo is its own social card: the 1200 px JPEG.
    expect(/<meta property="og:image" content="([^"]+)"/.exec(String(files.get('alpha-guide/index.html')))?.[1]).toMatch(
      /^https:\/\/[^/]+\/assets\/photos\/harbour-1200\.\w+\.jpg$/,
    );
  });

  it('loads body images and hub cards lazily, and never scales a narrower photo up', () => {
    const beta = String(files.get('beta-guide/index.html'));
    const pictures = [...beta.matchAll(/<picture>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
    expect(pictures).toHaveLength(2);
    for (const picture of pictures)
      expect([attr(/<img\s[^>]*>/.exec(picture)![0], 'loading'), /fetchpriority/i.test(picture)]).toEqual(['lazy', false]);
    const chart = pictures[1]!;
    expect(attr(/<source\s[^>]*>/.exec(chart)![0], 'srcset')).toMatch(
      /funnel-480\.\w+\.avif 480w, .*funnel-800\.\w+\.avif 800w, .*funnel-1000\.\w+\.avif 1000w$/,
    );
    expect(attr(/<img\s[^>]*>/.exec(chart)![0], 'src')).toMatch(/^\/assets\/charts\/funnel-1000\.\w+\.png$/);
    const hubCard = pictureOf(String(files.get('articles/index.html')));
    expect(attr(/<img\s[^>]*>/.exec(hubCard)![0], 'loading')).toBe('lazy');
    expect(variantWidths(3000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('weighs the AVIF a phone loads for the eager cover, and shows image bytes in the route table', () => {
    const avif800 = [...files].find(([path]) => /^assets\/photos\/harbour-800\.\w+\.avif$/.test(path))![1].length;
    // The home page shows only the logo; the article adds its cover's 800 px AVIF (a 375 px phone at 2×).
    expect(weight('/alpha-guide').imageLoad).toBe(weight('/').imageLoad + avif800);
    expect(weight('/beta-guide').imageTotal).toBeGreaterThan(weight('/beta-guide').imageLoad + avif800);
    expect(formatReport(result.pages).split('\n')[0]).toMatch(
      /HTML kB {2}JS load kB {2}JS total kB {2}img load kB {2}img total kB {2}islands/,
    );
    expect(phoneCandidate('/a.avif 480w, /b.avif 800w, /c.avif 1200w')).toBe('/b.avif');
    expect(phoneCandidate('/a.avif 300w')).toBe('/a.avif');
  });

  it('publishes an SVG exactly as written, as a plain <img> without variants', async () => {
    const svgs = [...files].filter(([path]) => path.startsWith('assets/covers/'));
    expect(svgs.map(([path]) => path)).toEqual([expect.stringMatching(/^assets\/covers\/cover\.\w{10}\.svg$/)]);
    expect(Buffer.from(svgs[0]![1]).equals(await readFile(join(root, 'assets', 'covers', 'cover.svg')))).toBe(true);
    const beta = String(files.get('beta-guide/index.html'));
    const cover = new RegExp(`<img src="/${svgs[0]![0].replaceAll('.', '\\.')}"[^>]*>`).exec(beta)?.[0] ?? '';
    const insidePicture = /<picture>(?:(?!<\/picture>)[\s\S])*$/.test(beta.slice(0, beta.indexOf(cover)));
    expect([cover !== '', attr(cover, 'srcset'), attr(cover, 'loading'), insidePicture]).toEqual([true, undefined, 'eager', false]);
  });

  it('holds the image bytes a page loads to budgets.imageKb, weighed as sent (not gzip)', async () => {
    const overlay = join(cacheDir, 'tight-images.yaml');
    await writeFile(overlay, 'budgets:\n  imageKb: 10\n');
    const { errors } = await buildInMemory(root, { cacheDir, configOverlay: overlay });
    const kb = (weight('/alpha-guide').imageLoad / 1024).toFixed(1);
    expect(errors.map((e) => `${relative(root, e.file)}  ${e.message}`)).toEqual([
      `articles/alpha-guide.md  /alpha-guide: images at load on a phone is ${kb} kB, over the budget of 10 kB`,
    ]);
  });

  it('encodes each variant once: a warm build encodes nothing and writes the same files', async () => {
    expect(cold).toHaveLength(4 * 3 + 3 * 3);
    const warm: ImageEncode[] = [];
    const again = await buildInMemory(root, { cacheDir, onImage: (e) => warm.push(e) });
    expect(warm).toEqual([]);
    expect([...again.writer.files.keys()].filter((p) => p.startsWith('assets/')).sort()).toEqual(
      [...files.keys()].filter((p) => p.startsWith('assets/')).sort(),
    );
  });
});
