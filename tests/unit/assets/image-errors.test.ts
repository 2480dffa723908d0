/**
 * A photo a writer gets wrong is a content error at file:line:column: a path that names no file
 * (with "did you mean" for a likely typo and the nearest existing names), an image without alt
 * text, a file that cannot be decoded.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '../../../cli/content/errors.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, tempDir } from '../../helpers/fixtures.ts';
import { writePhoto } from '../../helpers/photo.ts';

afterAll(cleanFixtures);

/** A content root with one small photo, and the errors of building it after `edit`. */
async function errorsAfter(edit: (root: string) => Promise<void>): Promise<string[]> {
  const root = await fixtureRoot();
  await writePhoto(join(root, 'assets', 'photos', 'harbour.jpg'), 640, 427);
  await edit(root);
  const { errors } = await buildInMemory(root, { cacheDir: await tempDir('site-image-errors-') });
  return errors.map((e) => formatError(e, root));
}

const bodyImage = (markdown: string) => (root: string) =>
  editFile(root, 'articles/beta-guide.md', 'Stamp `MQL_Date__c`', `${markdown}\n\nStamp \`MQL_Date__c\``);

describe('image errors', () => {
  it('names a missing body image at its line and column, with "did you mean" and the nearest names', async () => {
    expect(await errorsAfter(bodyImage('See the photo: ![The harbour at dusk](/assets/photos/harbor.jpg)'))).toEqual([
      'articles/beta-guide.md:19:16  image "/assets/photos/harbor.jpg" does not exist (did you mean "/assets/photos/harbour.jpg"?)\n' +
        '    The nearest existing files: /assets/photos/harbour.jpg, /assets/covers/cover.svg, /assets/logo-light.svg.',
    ]);
  });

  it('names a missing cover in front matter at its value', async () => {
    const errors = await errorsAfter((root) =>
      editFile(root, 'articles/alpha-guide.md', 'image: /assets/covers/cover.svg', 'image: /assets/photo/harbour.jpg'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^articles\/alpha-guide\.md:9:8 {2}image "\/assets\/photo\/harbour\.jpg" does not exist \(did you mean "\/assets\/photos\/harbour\.jpg"\?\)\n/,
      ),
    ]);
  });

  it('refuses a photo without alt text, at its line and column', async () => {
    expect(await errorsAfter(bodyImage('![](/assets/photos/harbour.jpg)'))).toEqual([
      'articles/beta-guide.md:19:1  image /assets/photos/harbour.jpg has no alt text\n    Write ![what the image shows](…).',
    ]);
  });

  it('reports a photo that cannot be decoded, naming its file', async () => {
    const errors = await errorsAfter((root) => writeFile(join(root, 'assets', 'photos', 'broken.jpg'), 'not a JPEG'));
    expect(errors).toEqual([expect.stringMatching(/^assets\/photos\/broken\.jpg {2}this image cannot be read: /)]);
  });
});
