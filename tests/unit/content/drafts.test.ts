/**
 * Drafts (`draft: true`): left out of `site build` everywhere, built with a Draft banner and
 * noindex by `site build --drafts`, and shown by `site dev`. The fixture has a draft article
 * (gamma-guide, dated after the build's day: a draft may carry its planned day) and a draft page.
 */
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devEngine } from '../../../cli/dev/dev-engine.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, projectRoot } from '../../helpers/fixtures.ts';

type Files = Map<string, string | Uint8Array>;
const now = new Date('2026-03-01T00:00:00Z');
const BANNER =
  /<p class="draft-banner" role="status"><strong class="draft-banner__label">Draft<\/strong><span>Not published: [^<]+<\/span><\/p>/;
const NOINDEX = '<meta name="robots" content="noindex"/>';
let root: string;

const text = (files: Files, path: string) => String(files.get(path));
const sitemapPaths = (files: Files) =>
  [...text(files, 'sitemap.xml').matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
const feedIds = (files: Files) => [...text(files, 'articles/feed.xml').matchAll(/<id>https:\/\/[^/]+\/([^<]+)<\/id>/g)].map((m) => m[1]);

async function built(drafts: boolean): Promise<Files> {
  const { writer, errors } = await buildInMemory(root, { now, cache: false, drafts });
  expect(errors).toEqual([]);
  return writer.files;
}

beforeAll(async () => {
  root = await fixtureRoot('draft-pages');
});
afterAll(cleanFixtures);

describe('site build', () => {
  it('leaves drafts out everywhere: route, hub and its count, sitemap, feed', async () => {
    const files = await built(false);
    expect([...files.keys()].filter((p) => p.startsWith('gamma-guide') || p.startsWith('preview-notes'))).toEqual([]);
    const hub = text(files, 'articles/index.html');
    expect(hub).not.toContain('Gamma guide');
    expect(hub).toContain('<strong>2</strong> <span>articles</span>');
    expect(sitemapPaths(files)).toEqual(['/', '/alpha-guide', '/articles', '/beta-guide']);
    expect(feedIds(files)).toEqual(['articles', 'beta-guide', 'alpha-guide']);
    for (const [path, contents] of files) if (path.endsWith('.html')) expect(String(contents), path).not.toMatch(BANNER);
  }, 120_000);

  it('does not check the text of a draft it leaves out (an unfinished draft may link to a page still to be written)', async () => {
    const draftRoot = await fixtureRoot('draft-pages');
    await editFile(draftRoot, 'articles/gamma-guide.md', '## Fit and intent', '## Fit and intent\n\nSee [delta](/delta-guide).');
    expect((await buildInMemory(draftRoot, { now, cache: false })).errors).toEqual([]);
    const withDrafts = await buildInMemory(draftRoot, { now, cache: false, drafts: true });
    expect(withDrafts.errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
      '19:5 link "/delta-guide" is not a route this build writes (did you mean "/beta-guide"?)',
    ]);
  }, 120_000);

  it('with --drafts builds them with the Draft banner and noindex, still out of the sitemap and the feed', async () => {
    const files = await built(true);
    for (const page of ['gamma-guide/index.html', 'preview-notes/index.html']) {
      expect(text(files, page), page).toMatch(BANNER);
      expect(text(files, page), page).toContain(NOINDEX);
    }
    expect(text(files, 'alpha-guide/index.html')).not.toMatch(BANNER);
    expect(text(files, 'alpha-guide/index.html')).not.toContain(NOINDEX);
    const hub = text(files, 'articles/index.html');
    expect(hub).toContain('Gamma guide to lead scoring');
    expect(hub).toContain('<span class="badge badge--draft">Draft</span>');
    expect(hub).toContain('<strong>3</strong> <span>articles</span>');
    expect(sitemapPaths(files)).toEqual(['/', '/alpha-guide', '/articles', '/beta-guide']);
    expect(feedIds(files)).toEqual(['articles', 'beta-guide', 'alpha-guide']);
  }, 120_000);
});

describe('links to a draft', () => {
  it('are errors naming the draft: from a data file, and a redirect to one', async () => {
    const linked = await fixtureRoot('draft-pages');
    await editFile(linked, 'data/navigation.yaml', 'href: /articles', 'href: /preview-notes');
    const overlay = join(linked, '..', `${basename(linked)}-overlay.yaml`);
    await writeFile(overlay, 'redirects:\n  - from: /Gamma\n    to: /gamma-guide\n');
    const { errors } = await buildInMemory(linked, { now, cache: false, configOverlay: overlay });
    expect(errors.map((e) => `${basename(e.file)}:${e.line}:${e.column}  ${e.message}`)).toEqual([
      `${basename(overlay)}:3:9  link "/gamma-guide" leads to the draft articles/gamma-guide.md, which site build leaves out`,
      'navigation.yaml:7:13  link "/preview-notes" leads to the draft pages/preview-notes.md, which site build leaves out',
    ]);
  }, 120_000);
});

describe('site dev', () => {
  it('builds drafts with their banner, and lists the draft article on the hub', async () => {
    const dev = devEngine({ contentDir: root, projectRoot, now });
    expect((await dev.full()).errors).toEqual([]);
    expect(text(dev.files, 'gamma-guide/index.html')).toMatch(BANNER);
    expect(text(dev.files, 'preview-notes/index.html')).toMatch(BANNER);
    expect(text(dev.files, 'alpha-guide/index.html')).not.toMatch(BANNER);
    expect(text(dev.files, 'articles/index.html')).toContain('<span class="badge badge--draft">Draft</span>');
  }, 120_000);
});
