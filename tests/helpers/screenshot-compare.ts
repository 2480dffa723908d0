/**
 * Screenshots against committed references (tests/e2e/visual.test.ts). A screenshot is stored as
 * a palette PNG (sharp's quantiser, a few tens of kB a screen), and the fresh screenshot goes
 * through the same quantiser before it is compared, so a page that did not change compares equal
 * pixel for pixel; pixelmatch then counts the pixels that differ beyond its colour threshold.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** How a screenshot is compared with its reference. */
export interface Tolerance {
  /** pixelmatch's per-pixel colour threshold, 0 (exact) to 1. */
  threshold: number;
  /** Largest fraction of the pixels that may differ. */
  maxDiffFraction: number;
}

/** The outcome of one comparison. */
export interface Comparison {
  /** Why it failed, or undefined when it passed. */
  failure?: string;
  /** Pixels that differ, of `total`. */
  differing: number;
  total: number;
  /** A red-on-grey image of the differences (PNG), when the sizes matched. */
  diff?: Buffer;
}

/** A screenshot as the palette PNG the references are stored as (deterministic for the same input). */
export function toReference(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot).png({ palette: true, colours: 256, quality: 90, dither: 0, effort: 7, compressionLevel: 9 }).toBuffer();
}

/** Decoded RGBA pixels of a PNG. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Compare a reference PNG with a fresh screenshot (already passed through toReference). */
export async function compareScreens(reference: Buffer, actual: Buffer, tolerance: Tolerance): Promise<Comparison> {
  const [want, got] = await Promise.all([pixels(reference), pixels(actual)]);
  const total = want.width * want.height;
  if (want.width !== got.width || want.height !== got.height)
    return {
      failure: `the size changed: ${got.width} × ${got.height}, the reference ${want.width} × ${want.height}`,
      differing: total,
      total,
    };
  const out = Buffer.alloc(want.data.length);
  const differing = pixelmatch(want.data, got.data, out, want.width, want.height, { threshold: tolerance.threshold });
  const diff = await sharp(out, { raw: { width: want.width, height: want.height, channels: 4 } })
    .png()
    .toBuffer();
  const fraction = differing / total;
  const failure =
    fraction > tolerance.maxDiffFraction
      ? `${differing} of ${total} pixels differ (${(fraction * 100).toFixed(2)}%, at most ${(tolerance.maxDiffFraction * 100).toFixed(2)}% may)`
      : undefined;
  return { failure, differing, total, diff };
}

/** Read a file, or undefined when it does not exist. */
export async function readIfThere(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** Write a file, making its folder. */
export async function writeMaking(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}
