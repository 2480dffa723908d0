/** `site dev` and `site build` run one engine: for the same content (drafts shown in both) they produce the same pages, byte for byte. */
import { afterAll, describe, expect, it } from 'vitest';
import { devEngine } from '../../../cli/dev/dev-engine.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, projectRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const now = new Date('2026-03-01T00:00:00Z');
const pagesOf = (files: Map<string, string | Uint8Array>) =>
  new Map([...files].filter(([path]) => path.endsWith('.html')).map(([path, html]) => [path, String(html)]));

/** The same page files with the same bytes (a difference names its page and first differing characters). */
function expectSamePages(actual: Map<string, string>, expected: Map<string, string>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, html] of expected) {
    const other = actual.get(path)!;
    let i = 0;
    while (i < html.length && html[i] === other[i]) i++;
    expect(other.slice(Math.max(0, i - 40), i + 80), path).toBe(html.slice(Math.max(0, i - 40), i + 80));
    expect(other.length, path).toBe(html.length);
  }
}

describe('one engine', () => {
  it('renders byte-identical pages in site dev and site build --drafts, before and after an edit', async () => {
    const root = await fixtureRoot();
    const dev = devEngine({ contentDir: root, projectRoot, now });
    expect((await dev.full()).errors).toEqual([]);
    const built = await buildInMemory(root, { now, cache: false, drafts: true });
    expect(built.errors).toEqual([]);
    const expected = pagesOf(built.writer.files);
    expect(expected.size).toBe(built.result!.routes);
    expectSamePages(pagesOf(dev.files), expected);

    await editFile(root, 'articles/beta-guide.md', '## ', 'A sentence added in dev.\n\n## ');
    const update = await dev.update([`${root}/articles/beta-guide.md`]);
    expect(update.errors).toEqual([]);
    expect(update.rendered).toEqual(['/beta-guide']);
    const rebuilt = await buildInMemory(root, { now, cache: false, drafts: true });
    expect(String(rebuilt.writer.files.get('beta-guide/index.html'))).toContain('A sentence added in dev.');
    expectSamePages(pagesOf(dev.files), pagesOf(rebuilt.writer.files));
  });
});
