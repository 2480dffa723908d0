/** What content/assets publishes: only the allowed file types, and SVGs only once checked. */
import { afterAll, describe, expect, it } from 'vitest';
import { buildInMemory, cleanFixtures, fixtureErrors, fixtureRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('content assets', () => {
  it('refuses a script and an HTML page under assets/, naming each file, and publishes neither', async () => {
    expect(await fixtureErrors('asset-script')).toEqual([
      `assets/evil.js  content/assets publishes no ".js" files; a file of this type could run code on the site's origin or is not one a page uses`,
      `assets/page.html  content/assets publishes no ".html" files; a file of this type could run code on the site's origin or is not one a page uses`,
    ]);
    const { errors } = await buildInMemory(await fixtureRoot('asset-script'));
    expect(errors[0]?.hint).toBe(
      'Published types (extension in lower case): .png, .jpg, .jpeg, .webp, .avif, .gif, .svg, .ico, .woff, .woff2, .pdf, .mp4, .webm, .vtt. Remove the file, or export it as one of these types.',
    );
  });

  it('refuses an SVG with an event attribute and a script at their lines, before it is published or drawn', async () => {
    expect(await fixtureErrors('asset-svg-script')).toEqual([
      'assets/covers/cover.svg:3:52  this SVG has the event attribute onload; it could run code or load files when it is shown or drawn',
      'assets/covers/cover.svg:4:3  this SVG has a <script> element; it could run code or load files when it is shown or drawn',
    ]);
  });

  it('publishes the allowed types (an upper-case extension is not one)', async () => {
    const root = await fixtureRoot();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${root}/assets/captions.vtt`, 'WEBVTT\n');
    await writeFile(`${root}/assets/guide.pdf`, '%PDF-1.4\n');
    expect((await buildInMemory(root)).errors).toEqual([]);
    await writeFile(`${root}/assets/logo2.SVG`, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await buildInMemory(root)).errors.map((e) => [e.code, e.file.slice(root.length + 1)])).toEqual([
      ['asset-type', 'assets/logo2.SVG'],
    ]);
  });
});
