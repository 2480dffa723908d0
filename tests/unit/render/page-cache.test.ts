/** The page cache: a build with unchanged inputs renders nothing; an edit re-renders only the pages it shapes. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storedKeys } from '../../../cli/cache/store.ts';
import { entryText, overwriteEntry, storedEntries } from '../../helpers/cache-entries.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

async function setup() {
  const root = await fixtureRoot();
  const cacheDir = await tempDir('site-page-cache-');
  const parsed: string[] = [];
  const run = async (options: { cache?: boolean } = {}) => {
    parsed.length = 0;
    const { writer, result, errors } = await buildInMemory(root, {
      cacheDir,
      onParse: (f) => parsed.push(f.slice(root.length + 1)),
      ...options,
    });
    expect(errors).toEqual([]);
    const work = result!.work.map((w) => w.path).sort();
    return { files: writer.files, rendered: result!.rendered, routes: result!.routes, parsed: [...parsed].sort(), work };
  };
  return { root, cacheDir, run, edit: (rel: string, from: string, to: string) => editFile(root, rel, from, to) };
}

/** Files of a cache folder with this extension (the page cache's HTML, the YAML cache's file). */
async function filesEnding(dir: string, extension: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(extension) && !f.startsWith('scopes')).map((f) => join(dir, f));
}

/** A file's bytes, to compare (site build writes a page as UTF-8 bytes; a page from the cache comes as a string). */
const bytes = (v: string | Uint8Array | undefined) => Buffer.from(v ?? '').toString('base64');
/** A page's text, to search. */
const text = (v: string | Uint8Array | undefined) => Buffer.from(v ?? '').toString('utf8');

function expectSameFiles(a: Map<string, string | Uint8Array>, b: Map<string, string | Uint8Array>) {
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [path, contents] of a) expect(bytes(b.get(path)), path).toBe(bytes(contents));
}

describe('page cache', () => {
  it('renders every page once, then none, with byte-identical output', async () => {
    const { run } = await setup();
    const first = await run();
    expect(first.rendered).toBe(first.routes);
    const second = await run();
    expect(second.rendered).toBe(0);
    expect(second.parsed).toEqual([]);
    expectSameFiles(first.files, second.files);
  });

  it('re-renders only the article whose body changed, and the pages that list articles when front matter shown on the hub changed', async () => {
    const { run, edit, cacheDir } = await setup();
    const first = await run();
    await edit('articles/beta-guide.md', 'Stamp `MQL_Date__c`', 'Stamp the `MQL_Date__c` field');
    const afterBody = await run();
    expect(afterBody.rendered).toBe(1);
    expect(afterBody.parsed).toEqual(['articles/beta-guide.md']);
    // Edits do not grow the stores: an entry no scope keeps is collected, so they hold the
    // current pages and documents plus at most the first version of the edited one.
    let sentence = 'Stamp the `MQL_Date__c` field';
    for (const word of ['first', 'second', 'third']) {
      const next = `Stamp the ${word} \`MQL_Date__c\` field`;
      await edit('articles/beta-guide.md', sentence, next);
      sentence = next;
      expect((await run()).rendered).toBe(1);
    }
    expect(storedKeys(join(cacheDir, 'pages')).length).toBeLessThanOrEqual(afterBody.routes + 1);
    expect(storedKeys(join(cacheDir, 'content')).length).toBeLessThanOrEqual(5 + 1);
    expect(await filesEnding(join(cacheDir, 'pages'), '.html')).toHaveLength(afterBody.routes);
    const page = [...afterBody.files.keys()].find((p) => p.startsWith('beta-guide'))!;
    expect(text(afterBody.files.get(page))).toContain('Stamp the ');
    expect(text(first.files.get(page))).not.toContain('Stamp the ');

    await edit('articles/beta-guide.md', 'title: Beta guide to follow-up speed', 'title: Beta guide to faster follow-up');
    const afterTitle = await run();
    // The article, and the pages that read the article list: the hub, and the other article (its related reading).
    expect(afterTitle.work).toEqual(['/alpha-guide', '/articles', '/beta-guide']);
    expect(text(afterTitle.files.get('articles/index.html'))).toContain('Beta guide to faster follow-up');
  });

  it('ignores a corrupt entry or tampered HTML and renders that page again; --no-cache renders everything', async () => {
    const { run, cacheDir } = await setup();
    const first = await run();
    const stored = storedEntries(join(cacheDir, 'pages'));
    expect(stored).toHaveLength(first.routes);
    overwriteEntry(stored[0]!, '{"key":"x", truncated');
    overwriteEntry(stored[1]!, entryText(stored[1]!).replace(stored[1]!.key, 'e'.repeat(stored[1]!.key.length)));
    // A page's HTML changed behind the cache's back no longer matches its recorded hash.
    const html = (await filesEnding(join(cacheDir, 'pages'), '.html')).find((f) => f.includes(stored[2]!.key))!;
    await writeFile(html, '<!DOCTYPE html><p>tampered</p>');
    const second = await run();
    expect(second.rendered).toBe(3);
    expectSameFiles(first.files, second.files);
    const uncached = await run({ cache: false });
    expect(uncached.rendered).toBe(uncached.routes);
    expectSameFiles(first.files, uncached.files);
  });

  it('keeps every page’s entry and HTML in one folder', async () => {
    const { run, cacheDir } = await setup();
    const first = await run();
    const pagesDir = join(cacheDir, 'pages');
    const html = await filesEnding(pagesDir, '.html');
    expect(html).toHaveLength(first.routes);
    expect(storedEntries(pagesDir)).toHaveLength(first.routes);
    expect(new Set(html.map((f) => dirname(f)))).toEqual(new Set([join(pagesDir, 'files')]));
  });
});

describe('front matter cache', () => {
  it('reuses parsed front matter but still locates an error in it exactly', async () => {
    const { root, cacheDir, edit } = await setup();
    // A block list makes the front matter more than flat: the library parses it, and the cache keeps it.
    await edit('articles/alpha-guide.md', 'tags: [Routing, Speed to lead, Queues]\n', 'tags:\n  - Routing\n  - Speed to lead\n');
    expect((await buildInMemory(root, { cacheDir })).errors).toEqual([]);
    const stored = await filesEnding(join(cacheDir, 'yaml'), '.json');
    expect(stored).toHaveLength(1);
    const entries = (JSON.parse(await readFile(stored[0]!, 'utf8')) as { entries: Record<string, unknown> }).entries;
    // Flat front matter (beta-guide's) is read faster than it is looked up: only the others are kept.
    expect(Object.values(entries).map((data) => (data as { title?: string }).title)).toContain('Alpha guide to lead routing');
    expect(Object.values(entries).map((data) => (data as { title?: string }).title)).not.toContain('Beta guide to follow-up speed');
    // Same front matter texts (served from the cache), but the category is no longer allowed.
    await edit('site.yaml', '    - Lead Management\n', '');
    const { errors } = await buildInMemory(root, { cacheDir });
    expect(errors.map((e) => `${e.file.slice(root.length + 1)}:${e.line}:${e.column}`)).toContain('articles/alpha-guide.md:6:11');
  });
});
