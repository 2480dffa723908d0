/** The social-card renderer draws only images it vetted: inside the content root, regular files, bounded, real images. */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { socialImages } from '../../../cli/assets/social.ts';
import { embedSvgImages, imageFormat } from '../../../cli/assets/svg-images.ts';
import { noImageCache } from '../../../cli/cache/image-cache.ts';
import { BuildFailure, type ContentErrorData } from '../../../cli/content/errors.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A 4×4 PNG of one colour. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const cover = (href: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="315">\n  <rect width="600" height="315" fill="#fff"/>\n  <image xlink:href="${href}" width="600" height="315"/>\n</svg>`;

/** A content root (the project-like folder `outside` beside it) with covers/ and a red image inside. */
async function site(): Promise<{ root: string; outside: string; svgFile: string }> {
  const base = await tempDir('svg-images-');
  const root = join(base, 'content');
  const outside = join(base, 'outside');
  await mkdir(join(root, 'assets', 'covers'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(join(root, 'assets', 'covers', 'red.png'), await png(255, 0, 0));
  await writeFile(join(outside, 'blue.png'), await png(0, 0, 255));
  return { root, outside, svgFile: join(root, 'assets', 'covers', 'cover.svg') };
}

const drawn = (root: string) => socialImages(root, ['/assets/covers/cover.svg'], { cache: noImageCache, scope: root, code: 'test' });

/** The errors a drawing is refused with, as "line:column  message". */
async function refused(root: string): Promise<string[]> {
  const error: unknown = await drawn(root).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildFailure);
  return (error as BuildFailure).errors.map(
    (e: ContentErrorData) => `${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.message}`,
  );
}

describe('images in a drawn SVG', () => {
  it('draws an image inside the content root, named relative to the SVG (not to the working folder)', async () => {
    const { root, svgFile } = await site();
    await writeFile(svgFile, cover('red.png'));
    const { files } = await drawn(root);
    const { data, info } = await sharp(files[0]!.contents).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([...data.subarray(centre, centre + 3)]).toEqual([255, 0, 0]);
  });

  it('refuses an image outside the content root reached through a symbolic link, at the <image>', async () => {
    const { root, outside, svgFile } = await site();
    await symlink(join(outside, 'blue.png'), join(root, 'assets', 'covers', 'blue.png'));
    await writeFile(svgFile, cover('blue.png'));
    expect(await refused(root)).toEqual([
      `assets/covers/cover.svg:3:3  <image href="blue.png"> leads to ${join(outside, 'blue.png')}, outside the content root`,
    ]);
  });

  it('refuses an absolute path (/dev/zero, a file elsewhere) before reading anything', async () => {
    const { root, outside, svgFile } = await site();
    await writeFile(svgFile, cover('/dev/zero'));
    expect(await refused(root)).toEqual([
      'assets/covers/cover.svg:3:10  this SVG refers to "/dev/zero" outside the file; it could run code or load files when it is shown or drawn',
    ]);
    await writeFile(svgFile, cover(join(outside, 'blue.png')));
    expect((await refused(root))[0]).toMatch(
      /^assets\/covers\/cover\.svg:3:10 {2}this SVG refers to ".*outside\/blue\.png" outside the file/,
    );
  });

  it('refuses a device or a FIFO inside the root (through a link or in place), an oversized file and a file that is no image', async () => {
    const { root, svgFile } = await site();
    const covers = join(root, 'assets', 'covers');
    await symlink('/dev/zero', join(covers, 'zero.png'));
    execFileSync('mkfifo', [join(covers, 'pipe.png')]);
    await writeFile(join(covers, 'big.png'), await png(0, 255, 0));
    await truncate(join(covers, 'big.png'), 11 * 1024 * 1024);
    await writeFile(join(covers, 'page.png'), '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd"/></svg>');
    const cases: [string, string][] = [
      ['zero.png', '<image href="zero.png"> leads to /dev/zero, outside the content root'],
      ['pipe.png', '<image href="pipe.png"> names something that is not a regular file'],
      ['big.png', '<image href="big.png"> names a file of 11.0 MB, over 10 MB'],
      ['page.png', '<image href="page.png"> names a file that is not a PNG, JPEG, GIF or WebP image'],
      ['missing.png', '<image href="missing.png"> names a file that does not exist'],
    ];
    for (const [href, message] of cases) {
      await writeFile(svgFile, cover(href));
      expect(await refused(root)).toEqual([`assets/covers/cover.svg:3:3  ${message}`]);
    }
  });

  it('refuses embedded data that is not an image, and keeps an embedded image as it is', async () => {
    const { root, svgFile } = await site();
    const text = cover(`data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect((await embedSvgImages(svgFile, text, root)).errors?.map((e) => e.message)).toEqual([
      '<image href="data:image/png;base64,PHN2Zy8+"> embeds data that is not a PNG, JPEG, GIF or WebP image',
    ]);
    const good = cover(`data:image/png;base64,${(await png(1, 2, 3)).toString('base64')}`);
    expect(await embedSvgImages(svgFile, good, root)).toEqual({ svg: good });
  });

  it('says what to do in the hint', async () => {
    const { root, svgFile } = await site();
    const { errors } = await embedSvgImages(svgFile, cover('missing.png'), root);
    expect(errors?.[0]?.hint).toBe(
      'An image a social card draws must be a PNG, JPEG, GIF or WebP file of at most 10 MB inside the content root, named relative to the SVG (or embedded as a data: URL).',
    );
  });
});

describe('imageFormat', () => {
  it('tells the four drawable formats by their bytes', async () => {
    expect(imageFormat(await png(0, 0, 0))).toBe('png');
    expect(
      imageFormat(
        await sharp(await png(0, 0, 0))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      imageFormat(
        await sharp(await png(0, 0, 0))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(
      imageFormat(
        await sharp(await png(0, 0, 0))
          .gif()
          .toBuffer(),
      ),
    ).toBe('gif');
    expect(imageFormat(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
