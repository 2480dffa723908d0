/**
 * The file types a marketing site publishes from content/assets: images, icons, fonts, PDFs,
 * videos and their captions. Anything else (HTML, JavaScript, XML, Flash, …) could run on the
 * site's origin or is not something a page uses, so it is a content error naming the file.
 * Extensions are matched in lower case only, so `.SVG` cannot pass by the SVG checks.
 */
import { extname } from 'node:path';
import { catalogue } from '../content/catalogue.ts';
import { at, type ContentErrorData } from '../content/errors.ts';

/** Extensions published from content/assets. */
export const PUBLISHED_ASSET_TYPES = [
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
  '.pdf',
  '.mp4',
  '.webm',
  '.vtt',
] as const;

const published = new Set<string>(PUBLISHED_ASSET_TYPES);

/** The content error for an asset file whose type is not published, if it is not. */
export function assetTypeError(file: string): ContentErrorData | undefined {
  const ext = extname(file);
  return published.has(ext) ? undefined : at({ file }, catalogue.assetType(ext, PUBLISHED_ASSET_TYPES));
}
