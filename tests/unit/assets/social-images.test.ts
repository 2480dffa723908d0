/** Social cards: each SVG drawn to a 1200 px PNG (off the main thread, a few at a time), in source order, cached by content. */
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { socialImages } from '../../../cli/assets/social.ts';
import { diskImageCache, noImageCache } from '../../../cli/cache/image-cache.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315" viewBox="0 0 600 315"><rect width="600" height="315" fill="${fill}"/><circle cx="300" cy="158" r="90" fill="#fff"/></svg>`;
const colours = ['#0b5cad', '#c2410c', '#15803d', '#7e22ce', '#be123c'];

/** The RGBA pixels of a PNG (sharp decodes it). */
async function pixelsOf(png: Uint8Array): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(Buffer.from(png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The most any channel of any pixel differs between the PNG written and the PNG resvg encodes itself for `svg`. */
async function furthestFromResvg(written: Uint8Array, svg: string | Buffer): Promise<number> {
  const expected = await pixelsOf(
    new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true } }).render().asPng(),
  );
  const got = await pixelsOf(written);
  expect([got.width, got.height]).toEqual([expected.width, expected.height]);
  let furthest = 0;
  for (let i = 0; i < got.data.length; i++) furthest = Math.max(furthest, Math.abs(got.data[i]! - expected.data[i]!));
  return furthest;
}

async function contentRoot(): Promise<{ root: string; sources: string[] }> {
  const root = await tempDir('social');
  await mkdir(join(root, 'assets', 'covers'), { recursive: true });
  const sources = colours.map((_, i) => `/assets/covers/card-${i}.svg`);
  await Promise.all(sources.map((src, i) => writeFile(join(root, src), svg(colours[i]!))));
  return { root, sources };
}

describe('social cards', () => {
  it('draws every SVG to the image resvg draws, in source order, and skips a missing file', async () => {
    const { root, sources } = await contentRoot();
    const asked = [...sources, '/assets/covers/missing.svg', sources[1]!, '/assets/photo.jpg'];
    const { files, images } = await socialImages(root, asked, { cache: noImageCache, scope: root, code: 'test' });
    expect(files.map((f) => f.path.replace(/\.\w+\.png$/, ''))).toEqual(colours.map((_, i) => `assets/social/card-${i}`));
    expect(Object.keys(images)).toEqual(sources);
    for (const [i, file] of files.entries()) {
      expect(await furthestFromResvg(file.contents, svg(colours[i]!)), file.path).toBe(0);
      expect(images[sources[i]!]).toEqual({ url: `/${file.path}`, width: 1200, height: 630 });
    }
  });

  it('keeps the colours of see-through pixels (resvg draws them premultiplied by alpha)', async () => {
    const root = await tempDir('social-alpha');
    await mkdir(join(root, 'assets'), { recursive: true });
    const seeThrough =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"><rect width="600" height="315" fill="#ff8040" fill-opacity=".5"/><circle cx="300" cy="158" r="90" fill="#13294b" fill-opacity=".3"/></svg>';
    await writeFile(join(root, 'assets', 'glass.svg'), seeThrough);
    const { files } = await socialImages(root, ['/assets/glass.svg'], { cache: noImageCache, scope: root, code: 'test' });
    // Only rounding may differ: taken as straight alpha, the half-opaque orange loses half its red.
    expect(await furthestFromResvg(files[0]!.contents, seeThrough)).toBeLessThanOrEqual(1);
    const { data } = await pixelsOf(files[0]!.contents);
    const [red, green, blue, alpha] = [...data.subarray(0, 4)];
    expect({ red, alpha }).toEqual({ red: 255, alpha: 128 });
    expect([green, blue].map((c) => Math.round(c! / 64))).toEqual([2, 1]);
  });

  it("draws the site's covers and its default card (the one with text) as resvg does with the system fonts", async () => {
    const covers = readdirSync(join('content', 'assets', 'covers')).map((name) => `/assets/covers/${name}`);
    const sources = [...covers, '/assets/social-card.svg'];
    const { files } = await socialImages('content', sources, { cache: noImageCache, scope: 'content', code: 'test' });
    expect(files).toHaveLength(sources.length);
    const withText = await readFile(join('content', 'assets', 'social-card.svg'), 'utf8');
    expect(withText).toMatch(/<text[\s>]/);
    for (const [i, file] of files.entries()) {
      expect(await furthestFromResvg(file.contents, await readFile(join('content', sources[i]!))), file.path).toBe(0);
    }
  });

  it('takes a card drawn before from the image cache', async () => {
    const { root, sources } = await contentRoot();
    const cache = diskImageCache(join(root, 'cache'));
    const first = await socialImages(root, sources, { cache, scope: root, code: 'test' });
    const stored: string[] = [];
    const watching = {
      ...cache,
      set(key: string, value: Parameters<typeof cache.set>[1]) {
        stored.push(key);
        cache.set(key, value);
      },
    };
    const second = await socialImages(root, sources, { cache: watching, scope: root, code: 'test' });
    expect(stored).toEqual([]);
    expect(second.files.map((f) => Buffer.from(f.contents).toString('base64'))).toEqual(
      first.files.map((f) => Buffer.from(f.contents).toString('base64')),
    );
  });
});
