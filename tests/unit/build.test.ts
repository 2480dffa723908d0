/** build(): the files a fixture site produces, and the atomic output folder. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { BuildFailure } from '../../cli/content/errors.ts';
import { OUT_MARKER, OUT_MARKER_TEXT } from '../../cli/output/out-folder.ts';
import { buildInMemory, cleanFixtures, fixtureRoot, projectRoot } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

describe('build', () => {
  it('writes every route, the redirect, 404, the assets and _redirects', async () => {
    const { writer, result } = await buildInMemory(await fixtureRoot());
    const files = [...writer.files.keys()].sort();
    expect(files.filter((f) => f.endsWith('.html'))).toEqual([
      '404.html',
      'Alpha-Guide.html',
      'alpha-guide/index.html',
      'articles/index.html',
      'beta-guide/index.html',
      'index.html',
    ]);
    expect(files).toContain('_redirects');
    expect(files.some((f) => /^assets\/hydrate-\w+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/site-\w+\.css$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/covers\/cover\.[0-9a-f]{10}\.svg$/.test(f))).toBe(true);
    expect(writer.files.get('_redirects')).toBe('/Alpha-Guide  /alpha-guide  301\n');
    expect(result?.routes).toBe(6);
  });

  it('renders a complete document: lang, charset, viewport, title, description, canonical, Open Graph', async () => {
    const { writer } = await buildInMemory(await fixtureRoot());
    const html = String(writer.files.get('alpha-guide/index.html'));
    expect(
      html.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
      ),
    ).toBe(true);
    expect(html).toContain('<title>Alpha guide to lead routing | Keelson RevOps</title>');
    expect(html).toContain(
      '<meta name="description" content="Assignment rules, queues and round robins, and how to tell which one is costing you speed to lead."/>',
    );
    expect(html).toContain('<link rel="canonical" href="https://learn.example.com/alpha-guide"/>');
    expect(html).toContain('<meta property="og:title" content="Alpha guide to lead routing | Keelson RevOps"/>');
    expect(html).toContain('<meta property="og:description"');
  });

  it('loads no JavaScript on a page without islands, and only the chunks a page hydrates on load', async () => {
    const { writer } = await buildInMemory(await fixtureRoot());
    const redirect = String(writer.files.get('Alpha-Guide.html'));
    const article = String(writer.files.get('alpha-guide/index.html'));
    const hub = String(writer.files.get('articles/index.html'));
    expect(redirect).not.toMatch(/<script[^>]*src=/);
    // An article's only islands are the modal (loaded on the first wide-screen pointer move) and
    // the scroll tracker: the runtime and the tracker load, React does not.
    expect(article).toMatch(/<script type="module" src="\/assets\/hydrate-\w+\.js"><\/script>/);
    expect(article).toContain('data-island="ScorecardModal" data-strategy="pointer"');
    const preloads = article.match(/rel="modulepreload" href="[^"]+"/g) ?? [];
    expect(preloads).toContainEqual(expect.stringMatching(/ScrollTracker-\w+\.js"$/));
    expect(preloads.filter((p) => /mount-|ScorecardModal-/.test(p))).toEqual([]);
    expect(hub).toMatch(/<script type="module" src="\/assets\/hydrate-\w+\.js"><\/script>/);
    expect(hub).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/ArticleFilter-\w+\.js"\/>/);
    expect(hub).toContain('data-island="ArticleFilter"');
  });

  it('renders the shared frame: logo to providerUrl, Get a Demo to links.demo, footer tagline, year, privacy links', async () => {
    const { writer } = await buildInMemory(await fixtureRoot());
    const html = String(writer.files.get('index.html'));
    expect(html).toContain('<a class="site-header__logo" href="https://www.example.com">');
    expect(html).toMatch(
      /<a class="btn btn--primary btn--small site-header__demo" href="https:\/\/www\.example\.com\/demo">Get a Demo<\/a>/,
    );
    expect(html).toContain('Streamline Marketing, Optimize Sales, Grow Revenue.');
    expect(html).toContain('<p>© 2026 Keelson RevOps. All rights reserved.</p>');
    expect(html.match(/href="https:\/\/www\.example\.com\/privacy-policy"/g)).toHaveLength(2);
    expect(html).toContain('<details class="mobile-nav"><summary>');
  });

  it('writes the redirect as Marketing-AirCover.html-style file that cannot collide with the article folder', async () => {
    const { writer } = await buildInMemory(await fixtureRoot());
    const html = String(writer.files.get('Alpha-Guide.html'));
    expect(html).toContain('location.replace("/alpha-guide"');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/alpha-guide"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="https://learn.example.com/alpha-guide"/>');
    const folded = [...writer.files.keys()].map((f) => f.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('applies a --config overlay over site.yaml', async () => {
    const root = await fixtureRoot();
    const overlay = join(root, 'overlay.yaml');
    await writeFile(overlay, 'links:\n  demo: http://127.0.0.1:9999/demo\n');
    const { writer } = await buildInMemory(root, { configOverlay: overlay });
    expect(String(writer.files.get('index.html'))).toContain('href="http://127.0.0.1:9999/demo"');
  });

  it('leaves the previous out/ exactly as it was when a build fails', async () => {
    const root = await fixtureRoot();
    const out = join(root, '..', `out-${Date.now()}`);
    await build({ contentDir: root, outDir: out, projectRoot });
    const before = (await readdir(out, { recursive: true })).sort();
    const index = await readFile(join(out, 'index.html'), 'utf8');
    await writeFile(
      join(root, 'articles', 'alpha-guide.md'),
      (await readFile(join(root, 'articles', 'alpha-guide.md'), 'utf8')).replace('featured: true', 'featured: maybe'),
    );
    await expect(build({ contentDir: root, outDir: out, projectRoot })).rejects.toBeInstanceOf(BuildFailure);
    expect((await readdir(out, { recursive: true })).sort()).toEqual(before);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(index);
    const leftovers = (await readdir(join(out, '..'))).filter((name) => name.includes('.building-'));
    expect(leftovers).toEqual([]);
  });

  it('replaces out/ on success, removing files of the previous build', async () => {
    const root = await fixtureRoot();
    const out = join(root, '..', `out2-${Date.now()}`);
    await mkdir(out, { recursive: true });
    await writeFile(join(out, OUT_MARKER), OUT_MARKER_TEXT); // an out/ an earlier site build left
    await writeFile(join(out, 'stale.html'), 'old');
    await build({ contentDir: root, outDir: out, projectRoot });
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });
});
