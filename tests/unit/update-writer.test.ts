/** out/ after the first build: only changed files are written, gone ones deleted, a failed build changes nothing. */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { BuildFailure } from '../../cli/content/errors.ts';
import { cleanFixtures, editFile, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

async function setup() {
  const root = await fixtureRoot();
  const out = join(await tempDir('site-update-out-'), 'out');
  const cacheDir = await tempDir('site-update-');
  const now = new Date('2026-03-01T00:00:00Z');
  const run = () => build({ contentDir: root, outDir: out, projectRoot, cacheDir, now });
  return { root, out, cacheDir, run, edit: (rel: string, from: string, to: string) => editFile(root, rel, from, to) };
}

/** Every file under `dir` with its modification time. */
async function snapshot(dir: string): Promise<Map<string, number>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(
    await Promise.all(
      files.map(
        async (e) =>
          [join(e.parentPath, e.name).slice(dir.length + 1), (await stat(join(e.parentPath, e.name))).mtimeMs] as [string, number],
      ),
    ),
  );
}

describe('updating out/', () => {
  it('swaps in the first build, then writes nothing when nothing changed', async () => {
    const { out, run } = await setup();
    const first = await run();
    expect(first.output).toMatchObject({ swapped: true });
    const before = await snapshot(out);
    const second = await run();
    expect(second.output).toEqual({ written: 0, deleted: 0, swapped: false, paths: [] });
    expect(await snapshot(out)).toEqual(before);
  });

  it('writes only the changed page, and rewrites files changed or deleted by hand', async () => {
    const { out, run, edit } = await setup();
    await run();
    const before = await snapshot(out);
    await edit('articles/beta-guide.md', 'Stamp `MQL_Date__c`', 'Stamp the `MQL_Date__c` field');
    await writeFile(join(out, 'robots.txt'), 'edited by hand\n');
    await rm(join(out, 'sitemap.xml'));
    const home = await readFile(join(out, 'index.html'), 'utf8');
    await writeFile(join(out, 'index.html'), home.replace('</body>', '<p>edited by hand</p></body>'));
    const result = await run();
    // The changed article, and the home page edited by hand: the page cache shares each page's file
    // with out/ (a hard link), so the edit reached the cache's copy too, which fails its hash check.
    expect(result.rendered).toBe(2);
    expect(result.output).toMatchObject({ written: 4, deleted: 0, swapped: false });
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(home);
    const after = await snapshot(out);
    const page = [...after.keys()].find((p) => p.startsWith('beta-guide'))!;
    expect(await readFile(join(out, page), 'utf8')).toContain('Stamp the ');
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toContain('Sitemap:');
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
    const touched = [...after]
      .filter(([path, mtime]) => before.get(path) !== mtime)
      .map(([path]) => path)
      .sort();
    expect(touched).toEqual([page, 'index.html', 'robots.txt', 'sitemap.xml'].sort());
    expect(result.output?.paths?.sort()).toEqual(touched);
  });

  it('deletes the files of a page that is gone, with its folder; the hub counts the articles there are', async () => {
    const { root, out, run } = await setup();
    const alpha = await readFile(join(root, 'articles', 'alpha-guide.md'), 'utf8');
    await writeFile(
      join(root, 'articles', 'gamma-guide.md'),
      alpha.replace('id: 1', 'id: 3').replace('title: Alpha guide', 'title: Gamma guide'),
    );
    await run();
    const gamma = [...(await snapshot(out)).keys()].find((p) => p.startsWith('gamma-guide'))!;
    expect(gamma).toBeDefined();
    expect(await readFile(join(out, 'articles', 'index.html'), 'utf8')).toContain('<strong>3</strong> <span>articles</span>');
    await rm(join(root, 'articles', 'gamma-guide.md'));
    const result = await run();
    expect(result.output?.deleted).toBe(1);
    expect(existsSync(join(out, gamma))).toBe(false);
    expect(existsSync(join(out, 'gamma-guide'))).toBe(false);
    const hub = await readFile(join(out, 'articles', 'index.html'), 'utf8');
    expect(hub).not.toContain('Gamma guide');
    expect(hub).toContain('<strong>2</strong> <span>articles</span>');
    expect(existsSync(join(out, gamma.replace('gamma-guide', 'alpha-guide')))).toBe(true);
  });

  it('leaves out/ exactly as it was when a later build fails', async () => {
    const { out, run, edit } = await setup();
    await run();
    const before = await snapshot(out);
    const contents = await readFile(join(out, 'index.html'), 'utf8');
    await edit('articles/beta-guide.md', 'Stamp `MQL_Date__c`', 'Stamp [a link](/no-such-page) on `MQL_Date__c`');
    await expect(run()).rejects.toBeInstanceOf(BuildFailure);
    expect(await snapshot(out)).toEqual(before);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(contents);
    expect((await readdir(join(out, '..'))).filter((name) => name.includes('.out.'))).toEqual([]);
  });

  it('shares each page file with the page cache (a hard link) instead of writing the HTML twice', async () => {
    const { out, cacheDir, run } = await setup();
    await run();
    const pagesDir = join(cacheDir, 'pages');
    const cached = (await readdir(pagesDir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => join(pagesDir, f));
    const inodes = new Set(await Promise.all(cached.map(async (f) => (await stat(f)).ino)));
    const pages = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(inodes.has((await stat(join(out, page))).ino), page).toBe(true);
  });
});
