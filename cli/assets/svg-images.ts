/**
 * The images a social-card SVG draws, resolved by the build instead of by resvg: resvg reads any
 * path an `<image href>` names (a file outside the project, /dev/zero) with no bound. Before a
 * drawing, the SVG is checked (svg-check.ts) and each `<image>`/`<feImage>` href that names a
 * file is replaced by a data: URL of that file, once it is found to be a regular file inside the
 * content root (symbolic links resolved), at most SVG_IMAGE_MAX_BYTES, and a PNG, JPEG, GIF or
 * WebP by its bytes; an embedded data: image is held to the same. Anything else is a content
 * error at the `<image>`'s line and column, and resvg is never handed the SVG.
 */
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { catalogue } from '../content/catalogue.ts';
import { at, type ContentErrorData } from '../content/errors.ts';
import { isWithin, realPath } from '../files/real-paths.ts';
import { hrefKind, imagePath, svgProblems } from './svg-check.ts';
import { lineColumn, parseSvg } from './svg-parse.ts';

/** The largest image file (or embedded image) a drawn SVG may use. */
export const SVG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const MAX_MB = SVG_IMAGE_MAX_BYTES / 1024 / 1024;

/** An SVG ready to draw (its images embedded), or why it is not. */
export type EmbeddedSvg = { svg: string; errors?: undefined } | { svg?: undefined; errors: ContentErrorData[] };

/** The image format of some bytes, by their signature. */
export function imageFormat(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Read the image file a relative href names, or say why it may not be drawn. */
async function readImage(file: string, contentDir: string): Promise<{ bytes: Buffer } | { problem: string }> {
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    return { problem: 'names a file that does not exist' };
  }
  if (!isWithin(real, realPath(contentDir))) return { problem: `leads to ${real}, outside the content root` };
  // Non-blocking, so a FIFO cannot hold the build; the handle's own stat decides, so nothing is swapped in between.
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW).catch(() => undefined);
  if (!handle) return { problem: 'names a file that cannot be read' };
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { problem: 'names something that is not a regular file' };
    if (stat.size > SVG_IMAGE_MAX_BYTES)
      return { problem: `names a file of ${(stat.size / 1024 / 1024).toFixed(1)} MB, over ${MAX_MB} MB` };
    const buffer = Buffer.alloc(stat.size);
    const { bytesRead } = await handle.read(buffer, 0, stat.size, 0);
    return { bytes: buffer.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/** The bytes of a data: URL (base64 or percent-encoded). */
function dataBytes(url: string): Buffer {
  const comma = url.indexOf(',');
  const body = url.slice(comma + 1);
  return /;base64$/i.test(url.slice(0, comma)) ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'latin1');
}

/** The data: URL to draw in place of one image href, or why it may not be drawn. */
async function vetImage(href: string, svgFile: string, contentDir: string): Promise<{ url?: string; problem?: string }> {
  const kind = hrefKind(href);
  if (kind === 'fragment') return {};
  if (kind === 'data-image') {
    if (href.length > (SVG_IMAGE_MAX_BYTES * 4) / 3 + 100) return { problem: `embeds an image over ${MAX_MB} MB` };
    return imageFormat(dataBytes(href.trim())) ? {} : { problem: 'embeds data that is not a PNG, JPEG, GIF or WebP image' };
  }
  const file = kind === 'path' ? imagePath(svgFile, href) : undefined;
  if (!file) return { problem: 'names no file inside the content root' };
  const read = await readImage(file, contentDir);
  if ('problem' in read) return read;
  const format = imageFormat(read.bytes);
  if (!format) return { problem: 'names a file that is not a PNG, JPEG, GIF or WebP image' };
  return { url: `data:image/${format};base64,${read.bytes.toString('base64')}` };
}

/** Check the SVG `text` of `svgFile` and embed the images it draws; errors at each `<image>` that may not be drawn. */
export async function embedSvgImages(svgFile: string, text: string, contentDir: string): Promise<EmbeddedSvg> {
  const unsafe = svgProblems(text, svgFile, contentDir);
  if (unsafe.length > 0) return { errors: unsafe };
  const edits: { start: number; end: number; url: string }[] = [];
  const errors: ContentErrorData[] = [];
  for (const element of parseSvg(text).elements) {
    if (!['image', 'feimage'].includes(element.local.toLowerCase())) continue;
    for (const attribute of element.attributes.filter((a) => a.local === 'href')) {
      const { url, problem } = await vetImage(attribute.value, svgFile, contentDir);
      if (problem)
        errors.push(at({ file: svgFile, ...lineColumn(text, element.offset) }, catalogue.svgImage(attribute.value, problem, MAX_MB)));
      if (url) edits.push({ start: attribute.valueStart, end: attribute.valueEnd, url });
    }
  }
  if (errors.length > 0) return { errors };
  let svg = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) svg = svg.slice(0, edit.start) + edit.url + svg.slice(edit.end);
  return { svg };
}
