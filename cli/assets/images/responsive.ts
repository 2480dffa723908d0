/**
 * Responsive images: each JPEG, PNG and WebP under content/assets becomes a few widths (never
 * wider than the original) in AVIF, WebP and its own format as the fallback, each file named by
 * its content hash. Variants come from the image cache when their key (source hash, width,
 * format, quality, encoder identity) is there, so a warm build encodes nothing; the rest are
 * encoded a few at a time (encode.ts). The original is not published: a camera photo of several
 * MB never reaches a phone.
 */
import { extname } from 'node:path';
import type { ImageAsset, ImageSource } from '../../../templates/types.ts';
import { hashOf } from '../../cache/hash.ts';
import { type EncodedImage, type ImageCache, imageKeyRecord } from '../../cache/image-cache.ts';
import { type KeyRecord, keyOf } from '../../cache/store.ts';
import { at, catalogue, type ContentErrorData } from '../../content/errors.ts';
import {
  encodePool,
  encodeVariant,
  type ImageFormat,
  type ImageSettings,
  imageDefaults,
  intrinsicSize,
  MIME,
  RASTER_EXTENSIONS,
  variantFormats,
  variantWidths,
} from './encode.ts';

/** One variant encoded (a cache miss): tests count these to prove a warm build encodes nothing. */
export interface ImageEncode {
  /** Source path under the content root's assets/ (photos/team.jpg). */
  source: string;
  width: number;
  format: ImageFormat;
}

/** Options of responsiveImages. */
export interface ResponsiveImageOptions {
  /** Encoded variants by key (noImageCache for --no-cache). */
  cache: ImageCache;
  /** The encoder's code identity (code-identity.ts IMAGE_CODE_SOURCES). */
  code: string;
  /** The cache scope whose entries are kept (the content root). */
  scope: string;
  settings?: ImageSettings;
  /** Called for each variant actually encoded. */
  onImage?: (encode: ImageEncode) => void;
}

/** A raster source: its path under assets/, its absolute file (errors name it) and its bytes. */
export interface RasterSource {
  rel: string;
  file: string;
  contents: Buffer;
}

/** What responsiveImages returns: the variant files, each source's manifest entry, and unreadable sources. */
export interface ResponsiveImages {
  files: { path: string; contents: Buffer }[];
  /** '/assets/photos/team.jpg' → fallback URL, size, srcset and AVIF/WebP sources. */
  images: Record<string, ImageAsset>;
  errors: ContentErrorData[];
}

/** Whether a file under assets/ is a raster image made responsive (JPEG, PNG, WebP). */
export function isRaster(rel: string): boolean {
  return extname(rel).toLowerCase() in RASTER_EXTENSIONS;
}

/** Turn raster sources into responsive variants (cached by content hash). */
export async function responsiveImages(sources: readonly RasterSource[], options: ResponsiveImageOptions): Promise<ResponsiveImages> {
  const settings = options.settings ?? imageDefaults;
  const run = encodePool();
  const records = new Map<string, KeyRecord>();
  const result: ResponsiveImages = { files: [], images: {}, errors: [] };
  const made = await Promise.all(
    sources.map(async (source) => {
      try {
        return { source, variants: await sourceVariants(source, settings, options, records, run) };
      } catch (error) {
        result.errors.push(at({ file: source.file }, catalogue.imageUnreadable((error as Error).message)));
        return undefined;
      }
    }),
  );
  for (const entry of made) {
    if (!entry) continue;
    const { source, variants } = entry;
    result.files.push(...variants.map((v) => ({ path: v.path, contents: v.bytes })));
    result.images[`/assets/${source.rel}`] = manifestEntry(variants);
  }
  options.cache.retain(options.scope, records);
  return result;
}

/** One encoded variant and where it is written. */
interface Variant extends EncodedImage {
  format: ImageFormat;
  /** Path under out/ (assets/photos/team-800.<hash>.avif). */
  path: string;
}

/** Every variant of one source, from the cache or encoded (at most the pool's size at a time). */
async function sourceVariants(
  source: RasterSource,
  settings: ImageSettings,
  options: ResponsiveImageOptions,
  records: Map<string, KeyRecord>,
  run: ReturnType<typeof encodePool>,
): Promise<Variant[]> {
  const ext = extname(source.rel);
  const fallback = RASTER_EXTENSIONS[ext.toLowerCase()]!;
  const sourceHash = hashOf([source.contents]);
  const { width } = await intrinsicSize(source.contents);
  const jobs = variantWidths(width, settings.widths).flatMap((w) => variantFormats(fallback).map((format) => ({ w, format })));
  return Promise.all(
    jobs.map(async ({ w, format }) => {
      const quality = settings.quality[format];
      const record = imageKeyRecord({ code: options.code, source: sourceHash, width: w, format, quality });
      const key = keyOf(record);
      records.set(`${source.rel}@${w}.${format}`, record);
      let encoded = options.cache.get(key);
      if (!encoded) {
        encoded = await run(() => encodeVariant(source.contents, w, format, quality));
        options.cache.set(key, encoded);
        options.onImage?.({ source: source.rel, width: w, format });
      }
      const stem = source.rel.slice(0, -ext.length);
      const extension = format === fallback ? ext : `.${format}`;
      return { ...encoded, format, path: `assets/${stem}-${w}.${hashOf([encoded.bytes]).slice(0, 10)}${extension}` };
    }),
  );
}

/** A source's manifest entry: the widest fallback as src and size, a srcset per format. */
function manifestEntry(variants: readonly Variant[]): ImageAsset {
  const srcset = (format: ImageFormat) =>
    variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `/${v.path} ${v.width}w`)
      .join(', ');
  const formats = [...new Set(variants.map((v) => v.format))];
  const fallback = formats.at(-1)!;
  const widest = variants.filter((v) => v.format === fallback).sort((a, b) => b.width - a.width)[0]!;
  const sources: ImageSource[] = formats.slice(0, -1).map((format) => ({ type: MIME[format], srcset: srcset(format) }));
  return { url: `/${widest.path}`, width: widest.width, height: widest.height, srcset: srcset(fallback), sources };
}
