/**
 * The build says why each page was rendered again: its key record compared with the one of the
 * last build of the same content root names the field that changed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('site build --explain', () => {
  it('names a Markdown edit, a shared-data edit and a new page, and counts them', async () => {
    const root = await fixtureRoot();
    const cacheDir = await tempDir('site-explain-cache-');
    const first = await buildInMemory(root, { cacheDir });
    expect(first.errors).toEqual([]);
    expect(first.result!.rendered).toBe(first.result!.routes);
    expect(first.result!.reasons.rendered).toEqual({ new: first.result!.routes });

    const again = await buildInMemory(root, { cacheDir });
    expect(again.result!.rendered).toBe(0);
    expect(again.result!.parsed).toBe(0);
    expect(again.result!.work).toEqual([]);

    await editFile(root, 'articles/beta-guide.md', '## ', 'A sentence added by the writer.\n\n## ');
    const bodyEdit = await buildInMemory(root, { cacheDir });
    expect(bodyEdit.result!.work).toEqual([{ path: '/beta-guide', rendered: 'body', parsed: 'body' }]);
    expect(bodyEdit.result!.reasons).toEqual({ rendered: { body: 1 }, parsed: { body: 1 } });

    await editFile(root, 'data/promo.yaml', 'title: ', 'title: Now ');
    const dataEdit = await buildInMemory(root, { cacheDir });
    const routes = dataEdit.result!.routes;
    // Only the pages that read promo.yaml (the articles, whose offer box shows it) render again. A
    // page rendered only once had its parsed Markdown left out of the content cache (the page cache
    // held the whole page): that document is parsed now and kept; the one rendered twice before
    // (the body edit) is not parsed again.
    expect(dataEdit.result!.work.map((w) => w.path).sort()).toEqual(['/alpha-guide', '/beta-guide']);
    expect(dataEdit.result!.reasons).toEqual({ rendered: { site: 2 }, parsed: { missing: 1 } });
    expect(dataEdit.result!.work.find((w) => w.path === '/beta-guide')).toEqual({ path: '/beta-guide', rendered: 'site' });

    // No Markdown changed since: nothing is parsed.
    await editFile(root, 'data/promo.yaml', 'title: Now ', 'title: Now then ');
    const secondDataEdit = await buildInMemory(root, { cacheDir });
    expect(secondDataEdit.result!.reasons).toEqual({ rendered: { site: 2 }, parsed: {} });
    expect(secondDataEdit.result!.parsed).toBe(0);

    const noCache = await buildInMemory(root, { cacheDir, cache: false });
    expect(noCache.result!.reasons.rendered).toEqual({ 'no-cache': routes });
  });
});
