/**
 * A second watcher event for a save the dev builder already read rebuilds nothing; a real change
 * still rebuilds; a save read half-written is named as changed since it was read; a file swapped
 * for a link that leaves the root is refused.
 */
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devEngine } from '../../../cli/dev/dev-engine.ts';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A dev builder over a fresh copy of the fixture site, its first build done, and the article the tests edit. */
async function builtFixture() {
  const root = await fixtureRoot();
  const builder = devEngine({ contentDir: root, projectRoot });
  expect((await builder.full()).ok).toBe(true);
  return { root, builder, file: join(root, 'articles', 'alpha-guide.md') };
}

describe('dev builder and repeated events', () => {
  it('reports an event for unchanged bytes as unchanged, and rebuilds the same file once its bytes change', async () => {
    const { builder, file } = await builtFixture();
    await writeFile(file, await readFile(file, 'utf8')); // saved again, same bytes
    const repeated = await builder.update([file]);
    expect(repeated).toMatchObject({ unchanged: true, rendered: [] });
    await writeFile(file, (await readFile(file, 'utf8')).replace('Leads that wait for an owner go cold.', 'Leads that wait go cold.'));
    const changed = await builder.update([file]);
    expect(changed.unchanged).toBeUndefined();
    expect(changed.rendered).toEqual(['/alpha-guide']);
    expect((await builder.update([file])).unchanged).toBe(true);
  });
});

describe('dev builder and a save read half-written', () => {
  it('names the file whose bytes changed after the build read them, until a build reads them again', async () => {
    const { root, builder, file } = await builtFixture();
    const other = join(root, 'articles', 'beta-guide.md');
    const saved = (await readFile(file, 'utf8')).replace('Leads that wait for an owner go cold.', 'Leads that wait go cold.');
    expect(builder.changedSinceRead([file, other])).toEqual([]);
    // The editor has truncated the file and not yet written it when the build reads it.
    await writeFile(file, '');
    const halfWritten = await builder.update([file]);
    expect(halfWritten.ok).toBe(false);
    expect(builder.changedSinceRead([file])).toEqual([]);
    await writeFile(file, saved);
    // Files outside the content root, and files never read, are not named.
    expect(builder.changedSinceRead([file, other, join(projectRoot, 'templates', 'Layout.tsx'), join(root, 'articles', 'new.md')])).toEqual(
      [file],
    );
    const again = await builder.update(builder.changedSinceRead([file]));
    expect(again.ok).toBe(true);
    expect(again.rendered).toContain('/alpha-guide');
    expect(builder.changedSinceRead([file])).toEqual([]);
    // A file gone since it was read is the watcher's to report, not this.
    await rm(other);
    expect(builder.changedSinceRead([other])).toEqual([]);
  });
});

describe('dev builder and the content root boundary', () => {
  it('refuses a content file replaced by a link to a file outside the root, as site build does, and renders nothing from it', async () => {
    const { root, builder, file } = await builtFixture();
    const outside = join(await tempDir('site-dev-elsewhere-'), 'alpha-guide.md');
    await writeFile(outside, (await readFile(file, 'utf8')).replace('Leads that wait for an owner go cold.', 'A secret from outside.'));
    await rm(file);
    await symlink(outside, file);
    const update = await builder.update([file]);
    expect(update.ok).toBe(false);
    expect(update.errors?.map((e) => `${e.file.slice(root.length + 1)}  ${e.message}`)).toEqual([
      `articles/alpha-guide.md  symbolic link to ${outside}, which is outside the content root ${root}; the build reads only files inside it`,
    ]);
  });
});
