/**
 * Content assets (content/assets/**): each is written under /assets/ with a content hash in
 * its name, so it can be cached forever, and its intrinsic size is read so templates can set
 * width and height (no layout shift).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { ImageAsset } from '../../templates/types.ts';
import { checkEntry } from '../content/boundary.ts';
import type { ContentErrorData } from '../content/errors.ts';

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
  /** Symbolic links the content boundary refused (content/boundary.ts); their files are not read. */
  errors: ContentErrorData[];
}

/** Read, hash and measure every file under the content root's assets/ folder. */
export async function collectAssets(contentDir: string): Promise<ContentAssets> {
  const root = join(contentDir, 'assets');
  // Sorted, so the same assets always give the same data (it is part of every page-cache key).
  const errors: ContentErrorData[] = [];
  const paths = (await walk(contentDir, root, errors)).sort();
  const read = await Promise.all(
    paths.map(async (file) => {
      const contents = await readFile(file);
      const rel = relative(root, file).split(sep).join('/');
      const ext = extname(rel);
      const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
      const hashed = `assets/${rel.slice(0, -ext.length)}.${hash}${ext}`;
      return { rel, file: { path: hashed, contents }, image: { url: `/${hashed}`, ...measure(ext, contents) } };
    }),
  );
  return { files: read.map((r) => r.file), images: Object.fromEntries(read.map((r) => [`/assets/${r.rel}`, r.image])), errors };
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

/** Intrinsic width and height of an SVG, PNG or JPEG. */
export function measure(ext: string, contents: Buffer): { width?: number; height?: number } {
  if (ext === '.svg') {
    const head = contents.subarray(0, 2000).toString('utf8');
    const tag = /<svg\b[^>]*>/.exec(head)?.[0] ?? '';
    const width = Number(/\swidth="([\d.]+)(px)?"/.exec(tag)?.[1]);
    const height = Number(/\sheight="([\d.]+)(px)?"/.exec(tag)?.[1]);
    if (width && height) return { width, height };
    const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
    return box ? { width: Number(box[1]), height: Number(box[2]) } : {};
  }
  if (ext === '.png' && contents.length > 24) return { width: contents.readUInt32BE(16), height: contents.readUInt32BE(20) };
  if (ext === '.jpg' || ext === '.jpeg') {
    let offset = 2;
    while (offset < contents.length) {
      const marker = contents[offset + 1];
      const length = contents.readUInt16BE(offset + 2);
      if (marker !== undefined && marker >= 0xc0 && marker <= 0xc3)
        return { height: contents.readUInt16BE(offset + 5), width: contents.readUInt16BE(offset + 7) };
      offset += 2 + length;
    }
  }
  return {};
}
