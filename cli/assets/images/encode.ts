/**
 * The image encoder (sharp): which widths and formats a photo becomes, at which quality, and a
 * small pool that runs the encodes. Everything that shapes an encoded image lives in this
 * folder, whose files (with the lockfiles pinning sharp) make the encoder's code identity
 * (cache/code-identity.ts IMAGE_CODE_SOURCES).
 */
import { availableParallelism } from 'node:os';
import type { EncodedImage } from '../../cache/image-cache.ts';

/** Formats a variant is encoded in. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Raster sources the build makes responsive, by extension (the value is their fallback format). SVG stays as it is. */
export const RASTER_EXTENSIONS: Readonly<Record<string, ImageFormat>> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp' };

/** Widths (px) and quality per format. */
export interface ImageSettings {
  widths: readonly number[];
  quality: Readonly<Record<ImageFormat, number>>;
}

/** The widths every photo is offered at (never above its own width) and each format's quality. */
export const imageDefaults: ImageSettings = {
  widths: [480, 800, 1200, 1600],
  quality: { avif: 50, webp: 75, jpeg: 75, png: 80 },
};

/**
 * AVIF encoder effort (0–9). Measured on a textured 3000×2000 photo on 2 cores: effort 3 encodes
 * the four widths in about 3 s; effort 4 (sharp's default) took over 30 s for files 10–50% smaller.
 * Encodes are cached, but a writer waits for the first one in site dev.
 */
const AVIF_EFFORT = 3;

/** MIME type of each format (the `type` of a `<source>`). */
export const MIME: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** The widths of a source `width` px wide: the settings' widths below it, then its own width (capped at the largest). */
export function variantWidths(width: number, widths: readonly number[] = imageDefaults.widths): number[] {
  const largest = Math.max(...widths);
  const below = widths.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

/** The formats of a source whose fallback is `fallback`: AVIF, WebP, then the source's own format. */
export function variantFormats(fallback: ImageFormat): ImageFormat[] {
  return [...new Set<ImageFormat>(['avif', 'webp', fallback])];
}

type Sharp = typeof import('sharp').default;
let loaded: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use (a site without photos never loads libvips). Each encode runs on
 * one libvips thread; the pool below runs one encode per core at most, so a 2-core machine
 * encodes two variants at a time instead of oversubscribing it.
 */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Width and height of a raster source as shown (EXIF orientation applied). Throws when it cannot be decoded. */
export async function intrinsicSize(source: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(source).metadata();
  if (!autoOrient.width || !autoOrient.height) throw new Error('it has no width or height');
  return { width: autoOrient.width, height: autoOrient.height };
}

/** Encode one variant: upright, scaled to `width` (never up), metadata (EXIF, GPS) dropped. */
export async function encodeVariant(source: Buffer, width: number, format: ImageFormat, quality: number): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const resized = sharp(source, { autoOrient: true }).resize({ width, withoutEnlargement: true });
  const encoder =
    format === 'avif'
      ? resized.avif({ quality, effort: AVIF_EFFORT })
      : format === 'webp'
        ? resized.webp({ quality, effort: 4 })
        : format === 'jpeg'
          ? resized.jpeg({ quality, mozjpeg: true })
          : resized.png({ palette: true, quality, compressionLevel: 9 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, bytes: data };
}

/**
 * A PNG of an image drawn elsewhere (resvg's pixels: RGBA, premultiplied by alpha), encoded on
 * libuv's pool. resvg's own encoder runs in the calling thread: the 18 social cards of a fresh
 * clone held the main thread for about half a second; here they take about 13 ms each on a pool
 * thread, in files a third smaller (zlib level 6, rows unfiltered).
 */
export async function encodeDrawnPng(image: { pixels: Buffer; width: number; height: number }): Promise<Buffer> {
  const sharp = await loadSharp();
  const raw = { width: image.width, height: image.height, channels: 4 as const, premultiplied: true };
  return sharp(image.pixels, { raw }).png().toBuffer();
}

/** Encodes at once: one per core, at most four. */
export const ENCODE_POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));

/** A runner that lets at most `limit` jobs run at a time; the others wait their turn in order. */
export function encodePool(limit = ENCODE_POOL_SIZE): <T>(job: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (active < limit) active++;
    else await new Promise<void>((start) => waiting.push(start)); // the finishing job hands over its slot
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
