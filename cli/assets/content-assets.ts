/**
 * Content assets (content/assets/**): each is written under /assets/ with a content hash in
 * its name, so it can be cached forever, and its intrinsic size is read so templates can set
 * width and height (no layout shift). Photos (JPEG, PNG, WebP) are published as responsive
 * variants instead of themselves (images/responsive.ts); SVG and other files are copied.
 * Only the file types of asset-types.ts are published, and an SVG only once svg-check.ts
 * found nothing in it that could run or reach outside the file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { ImageAsset } from '../../templates/types.ts';
import { diskImageCache, noImageCache } from '../cache/image-cache.ts';
import { boundaryError, checkEntry } from '../content/boundary.ts';
import type { ContentErrorData } from '../content/errors.ts';
import { type ImageEncode, isRaster, responsiveImages } from './images/responsive.ts';
import { nameHash } from '../cache/hash.ts';
import { assetTypeError } from './asset-types.ts';
import { svgProblems } from './svg-check.ts';

/** One content asset to write. */
export interface ContentAsset {
  /** Path under out/. */
  path: string;
  contents: Buffer;
}

/** Hashed content assets and the manifest templates resolve them with. */
export interface ContentAssets {
  files: ContentAsset[];
  /** '/assets/covers/x.svg' → hashed URL and size. */
  images: Record<string, ImageAsset>;
  /** Symbolic links the content boundary refused (content/boundary.ts; their files are not read), files of a type not published, unsafe SVGs. */
  errors: ContentErrorData[];
}

/** How photos are made responsive. */
export interface CollectAssetsOptions {
  /** Folder of the image cache (node_modules/.cache/site/images); null encodes everything (--no-cache). */
  imageCacheDir: string | null;
  /** The encoder's code identity (cache/code-identity.ts IMAGE_CODE_SOURCES). */
  imageCode: string;
  /** Called for each image variant actually encoded (a cache miss). */
  onImage?: (encode: ImageEncode) => void;
}

/** Read, hash and measure every file under the content root's assets/ folder; make its photos responsive. */
export async function collectAssets(contentDir: string, options: CollectAssetsOptions): Promise<ContentAssets> {
  const root = join(contentDir, 'assets');
  // Sorted, so the same assets always give the same data (it is part of every page-cache key).
  // assets/ itself may be a link (assets -> /elsewhere): refused like any link to a folder.
  const refused = boundaryError(contentDir, root);
  const errors: ContentErrorData[] = refused ? [refused] : [];
  const files = (refused ? [] : await walk(contentDir, root, errors)).sort().filter((file) => {
    const wrongType = assetTypeError(file);
    if (wrongType) errors.push(wrongType);
    return !wrongType;
  });
  const read = await Promise.all(
    files.map(async (file) => ({ file, rel: relative(root, file).split(sep).join('/'), contents: await readFile(file) })),
  );
  // An SVG is checked before it is published or drawn (svg-check.ts): a refused one is neither
  // (its errors fail the build); it stays in the manifest so pages naming it get no second error.
  const unsafe = new Set(
    read
      .filter(({ file, contents }) => {
        const problems = extname(file) === '.svg' ? svgProblems(contents.toString('utf8'), file, contentDir) : [];
        errors.push(...problems);
        return problems.length > 0;
      })
      .map(({ rel }) => rel),
  );
  const photos = await responsiveImages(
    read.filter((r) => isRaster(r.rel)),
    {
      cache: options.imageCacheDir ? diskImageCache(options.imageCacheDir) : noImageCache,
      code: options.imageCode,
      scope: contentDir,
      onImage: options.onImage,
    },
  );
  const copied = read
    .filter((r) => !isRaster(r.rel))
    .map(({ rel, contents }) => {
      const ext = extname(rel);
      const hash = nameHash(contents, 10);
      const hashed = `assets/${rel.slice(0, -ext.length)}.${hash}${ext}`;
      return { rel, file: { path: hashed, contents }, image: { url: `/${hashed}`, ...measure(ext, contents) } };
    });
  const images = { ...Object.fromEntries(copied.map((r) => [`/assets/${r.rel}`, r.image])), ...photos.images };
  return {
    files: [...copied.filter((r) => !unsafe.has(r.rel)).map((r) => r.file), ...photos.files],
    images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => (a < b ? -1 : 1))),
    errors: [...errors, ...photos.errors],
  };
}

/** Every file under `dir`, following symbolic links only to files inside the content root. */
async function walk(contentDir: string, dir: string, errors: ContentErrorData[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .map((e) => {
        const checked = checkEntry(contentDir, dir, e);
        if (checked.kind === 'folder') return walk(contentDir, join(dir, e.name), errors);
        if (checked.kind === 'error') errors.push(checked.error);
        return Promise.resolve(checked.kind === 'file' ? [join(dir, e.name)] : []);
      }),
  );
  return nested.flat();
}

/** Intrinsic width and height of an SVG (photos are measured by sharp, images/encode.ts). */
export function measure(ext: string, contents: Buffer): { width?: number; height?: number } {
  if (ext !== '.svg') return {};
  const head = contents.subarray(0, 2000).toString('utf8');
  const tag = /<svg\b[^>]*>/.exec(head)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)(px)?"/.exec(tag)?.[1]);
  const height = Number(/\sheight="([\d.]+)(px)?"/.exec(tag)?.[1]);
  if (width && height) return { width, height };
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : {};
}
