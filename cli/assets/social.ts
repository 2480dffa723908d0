/**
 * Social images (Open Graph / Twitter cards): platforms want PNG or JPEG, so each article's
 * cover and the site's default card (assets/social-card.svg) is drawn with resvg and encoded
 * as PNG by sharp. Results live in the image cache (cache/image-cache.ts), keyed by the SVG's
 * content and the image code identity (which covers this file, the encoder's folder and the
 * lockfiles that pin resvg and sharp), so only a changed image or renderer draws again. A photo
 * cover needs no drawing: its 1200 px JPEG/PNG/WebP variant is the card (photoCard). resvg never
 * reads a file itself: the images an SVG draws are vetted and embedded first (svg-images.ts), and
 * the cache key covers them, since it is the key of the SVG with its images in it.
 */
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { contentHash, hashOf } from '../cache/hash.ts';
import { encodeDrawnPng, encodePool } from './images/encode.ts';
import { type ImageCache, imageKeyRecord } from '../cache/image-cache.ts';
import { type KeyRecord, keyOf } from '../cache/store.ts';
import type { ImageAsset } from '../../templates/types.ts';
import type { ContentAsset } from './content-assets.ts';
import { BuildFailure, type ContentErrorData } from '../content/errors.ts';
import { embedSvgImages } from './svg-images.ts';

/** PNG files to write and the URL of each source image's social version. */
export interface SocialImages {
  files: ContentAsset[];
  /** Source path (/assets/covers/x.svg) → { url, width, height } of its PNG. */
  images: Record<string, { url: string; width: number; height: number }>;
}

/** The social card of a photo: its fallback variant closest to 1200 px wide (platforms take JPEG, PNG and WebP). */
export function photoCard(image: ImageAsset): SocialImages['images'][string] | undefined {
  if (!image.srcset || !image.width || !image.height) return undefined;
  const candidates = image.srcset.split(', ').map((c) => {
    const [url, w] = c.split(' ');
    return { url: url!, width: Number.parseInt(w!, 10) };
  });
  const card = candidates.filter((c) => c.width <= 1200).at(-1) ?? candidates[0]!;
  return { url: card.url, width: card.width, height: Math.round((card.width * image.height) / image.width) };
}

/** Where social cards are cached: the image cache, its scope, and the image code identity. */
export interface SocialCache {
  cache: ImageCache;
  scope: string;
  code: string;
}

/** Rasterize the given SVG sources (paths under the content root's assets/). */
export async function socialImages(
  contentDir: string,
  sources: readonly string[],
  { cache, scope, code }: SocialCache,
): Promise<SocialImages> {
  const wanted = [...new Set(sources)].filter((s) => extname(s) === '.svg');
  const draw = drawer();
  const refused: ContentErrorData[] = [];
  const cards = await Promise.all(
    wanted.map(async (src) => {
      const file = join(contentDir, src);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      // resvg is handed only a checked SVG whose images the build embedded itself (svg-images.ts).
      const embedded = await embedSvgImages(file, text, contentDir);
      if (embedded.errors) refused.push(...embedded.errors);
      if (embedded.errors || refused.length > 0) return undefined;
      const svg = Buffer.from(embedded.svg);
      const record = imageKeyRecord({ code, source: contentHash(svg), width: CARD_WIDTH, format: 'png', quality: 0 });
      const cached = cache.get(keyOf(record))?.bytes;
      return { src, svg, record, png: cached ?? (await draw(svg)), drawn: !cached };
    }),
  );
  if (refused.length > 0) throw new BuildFailure(refused);
  // In source order: the cache and the files come out the same however the drawings finished.
  const files: ContentAsset[] = [];
  const images: SocialImages['images'] = {};
  const used = new Map<string, KeyRecord>();
  for (const card of cards) {
    if (!card) continue;
    const { src, svg, record, png } = card;
    used.set(src, record);
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    if (card.drawn) cache.set(keyOf(record), { ...size, bytes: png });
    const path = `assets/social/${basename(src, '.svg')}.${hashOf([svg]).slice(0, 10)}.png`;
    files.push({ path, contents: png });
    images[src] = { url: `/${path}`, ...size };
  }
  cache.retain(scope, used);
  return { files, images };
}

/**
 * Draw an SVG with resvg on libuv's thread pool (renderAsync: the same pixels as render()) and
 * encode its PNG there too with sharp (encodeDrawnPng), at most DRAWING_AT_ONCE at a time:
 * drawn one after another in the main thread, the 18 cards of a fresh clone held it for about
 * a second, and the pool's other threads stay free for the build's file reads.
 */
function drawer(): (svg: Buffer) => Promise<Buffer> {
  const pool = encodePool(DRAWING_AT_ONCE);
  return (svg) =>
    pool(async () => {
      const { renderAsync } = await import('@resvg/resvg-js');
      const fonts = { loadSystemFonts: hasText(svg) };
      const image = await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: fonts });
      return encodeDrawnPng(image);
    });
}

/**
 * Whether an SVG has text to lay out (`<text>`, with or without a namespace prefix). Only then
 * are the system fonts read: resvg scans and parses them again for every drawing (about 10 ms a
 * card), and a drawing without text comes out the same bytes without them.
 */
function hasText(svg: Buffer): boolean {
  return /<([\w-]+:)?text[\s>]/.test(svg.toString('utf8'));
}

/** Social cards drawn at once (libuv's pool has four threads by default). */
const DRAWING_AT_ONCE = 2;

/** Width of a drawn social card (px). */
const CARD_WIDTH = 1200;
