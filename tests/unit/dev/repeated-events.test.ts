/** A second watcher event for a save the dev builder already read rebuilds nothing; a real change still rebuilds. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevBuilder } from '../../../cli/dev/builder.ts';
import { cleanFixtures, fixtureRoot, projectRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('dev builder and repeated events', () => {
  it('reports an event for unchanged bytes as unchanged, and rebuilds the same file once its bytes change', async () => {
    const root = await fixtureRoot();
    const builder = createDevBuilder({ contentDir: root, projectRoot });
    expect((await builder.full()).ok).toBe(true);
    const file = join(root, 'articles', 'alpha-guide.md');
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
