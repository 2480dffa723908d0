/**
 * Social images (Open Graph / Twitter cards): platforms want PNG or JPEG, so each article's
 * cover and the site's default card (assets/social-card.svg) are rasterized to PNG with resvg.
 * Results are cached by the SVG's content, so only a changed image is drawn again. A photo cover
 * needs no drawing: its 1200 px JPEG/PNG/WebP variant is the card (photoCard).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { writeFileAtomic } from '../output/atomic-write.ts';
import type { ImageAsset } from '../../templates/types.ts';
import type { ContentAsset } from './content-assets.ts';

/** Source path of the default social card in a content root. */

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

/** Rasterize the given SVG sources (paths under the content root's assets/). */
export async function socialImages(contentDir: string, sources: readonly string[], cacheDir: string): Promise<SocialImages> {
  const files: ContentAsset[] = [];
  const images: SocialImages['images'] = {};
  await mkdir(cacheDir, { recursive: true });
  for (const src of [...new Set(sources)].filter((s) => extname(s) === '.svg')) {
    let svg: Buffer;
    try {
      svg = await readFile(join(contentDir, src));
    } catch {
      continue;
    }
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    const cached = join(cacheDir, `${hash}.png`);
    let png: Buffer;
    try {
      png = await readFile(cached);
    } catch {
      const { Resvg } = await import('@resvg/resvg-js');
      png = Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true } }).render().asPng());
      await writeFileAtomic(cached, png);
    }
    const path = `assets/social/${basename(src, '.svg')}.${hash}.png`;
    files.push({ path, contents: png });
    images[src] = { url: `/${path}`, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }
  return { files, images };
}
