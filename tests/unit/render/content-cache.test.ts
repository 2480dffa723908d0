/** The persistent content cache: unchanged files are not parsed again; corrupt entries are rebuilt. */
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/content/config.ts';
import { diskCache } from '../../../cli/render/content-cache.ts';
import { loadContent } from '../../../cli/content/load.ts';
import { transformDocs } from '../../../cli/render/transform.ts';
import { entryText, overwriteEntry, storedEntries } from '../../helpers/cache-entries.ts';
import { cleanFixtures, fixtureRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

async function setup() {
  const root = await fixtureRoot();
  const cacheDir = await tempDir('site-cache-');
  const transform = async () => {
    const loaded = await loadConfig({ contentDir: root });
    const content = await loadContent(root, loaded.config!);
    const parsed: string[] = [];
    const results = await transformDocs(content.docs, loaded.config!, {
      code: 'test-code',
      cache: diskCache(cacheDir),
      onParse: (f) => parsed.push(f.slice(root.length + 1)),
    });
    return { parsed: parsed.sort(), results };
  };
  return { root, cacheDir, transform };
}

describe('content cache', () => {
  it('parses everything once, then nothing, then only the changed file', async () => {
    const { root, transform } = await setup();
    const first = await transform();
    expect(first.parsed).toEqual([
      'articles/alpha-guide.md',
      'articles/beta-guide.md',
      'pages/404.md',
      'pages/articles.md',
      'pages/index.md',
    ]);
    expect((await transform()).parsed).toEqual([]);
    const file = join(root, 'articles', 'beta-guide.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Stamp `MQL_Date__c`', 'Stamp the `MQL_Date__c` field'));
    const third = await transform();
    expect(third.parsed).toEqual(['articles/beta-guide.md']);
    expect(JSON.stringify(third.results.get(file)!.hast)).toContain('Stamp the ');
  });

  it('ignores and rebuilds a corrupt or foreign entry', async () => {
    const { cacheDir, transform } = await setup();
    const first = await transform();
    const entries = storedEntries(cacheDir);
    expect(entries).toHaveLength(5);
    // One entry answers for another key; one is cut short.
    overwriteEntry(entries[0]!, entryText(entries[0]!).replace(entries[0]!.key, 'f'.repeat(entries[0]!.key.length)));
    overwriteEntry(entries[1]!, '{ truncated');
    const second = await transform();
    expect(second.parsed).toHaveLength(2);
    for (const [file, result] of second.results) expect(result.hast).toEqual(first.results.get(file)!.hast);
    expect((await transform()).parsed).toEqual([]);
  });
});

/** The build, an in-memory writer and the project root, imported when a test builds the site. */
async function buildTools() {
  const { build } = await import('../../../cli/engine/build.ts');
  const { memoryWriter } = await import('../../../cli/output/write.ts');
  const { projectRoot } = await import('../../helpers/fixtures.ts');
  return { build, memoryWriter, projectRoot };
}

describe('deterministic output', () => {
  it('is byte-identical with and without the caches, and with 1 or 2 workers', async () => {
    const { build, memoryWriter, projectRoot } = await buildTools();
    const now = new Date('2026-11-20T12:00:00Z');
    const caches = await tempDir('site-determinism-');
    const withContentCacheOnly = join(caches, 'content-only');
    // A content cache holding every parsed document: site build keeps a page's parsed Markdown
    // from its second render on, so build twice, the second time without the output checks (part
    // of what every page's key hashes, so every page renders again).
    const contentCache = async () => {
      const twice = { contentDir: join(projectRoot, 'content'), projectRoot, cacheDir: join(caches, 'twice') };
      await build({ ...twice, writer: memoryWriter(), now });
      await build({ ...twice, writer: memoryWriter(), now, check: false });
      await cp(join(caches, 'twice', 'content'), join(withContentCacheOnly, 'content'), { recursive: true });
    };
    // Every variant but the last renders every page: cold caches, a content cache without
    // finished pages (parsed Markdown reused, pages rendered in two workers), or no cache.
    const variants = [
      { cache: false, workers: 1 },
      { cache: true, workers: 1, cacheDir: join(caches, 'full') },
      { cache: true, workers: 2, cacheDir: withContentCacheOnly, before: contentCache },
      { cache: false, workers: 2 },
      { cache: true, workers: 2, cacheDir: join(caches, 'full') },
    ];
    const outputs: Map<string, string | Uint8Array>[] = [];
    const rendered: number[] = [];
    const parsed: number[] = [];
    for (const { before, ...variant } of variants) {
      await before?.();
      const writer = memoryWriter();
      const result = await build({ contentDir: join(projectRoot, 'content'), projectRoot, writer, now, ...variant });
      outputs.push(writer.files);
      rendered.push(result.rendered === result.routes ? 1 : result.rendered === 0 ? 0 : -1);
      parsed.push(result.parsed);
    }
    expect(rendered).toEqual([1, 1, 1, 1, 0]);
    expect(parsed[2]).toBe(0); // every page rendered from the content cache's parsed Markdown
    expect(parsed[0]).toBeGreaterThan(0);
    const [first, ...rest] = outputs;
    // The bytes of each file (a page rendered by a worker arrives as UTF-8 bytes, in this thread as a string).
    const bytes = (v: string | Uint8Array | undefined) => Buffer.from(v ?? '').toString('latin1');
    for (const other of rest) {
      expect([...other.keys()].sort()).toEqual([...first!.keys()].sort());
      for (const [path, contents] of first!) expect(bytes(other.get(path)), path).toBe(bytes(contents));
    }
  });
});

describe('what a build keeps of the parsed Markdown', () => {
  it('keeps no tree of a page rendered for the first time, and keeps each from its second render on', async () => {
    const { build, memoryWriter, projectRoot } = await buildTools();
    const cacheDir = await tempDir('site-keep-parsed-');
    const options = { contentDir: join(projectRoot, 'content'), projectRoot, cacheDir, now: new Date('2026-11-20T12:00:00Z') };
    const stored = () => (existsSync(join(cacheDir, 'content', 'files')) ? storedEntries(join(cacheDir, 'content')).length : 0);
    const first = await build({ ...options, writer: memoryWriter() });
    expect(first.parsed).toBeGreaterThan(0);
    expect(stored()).toBe(0);
    // Without the output checks every page's key changes, so every page renders a second time.
    const second = await build({ ...options, writer: memoryWriter(), check: false });
    expect(second.rendered).toBe(second.routes);
    expect(second.parsed).toBe(first.parsed);
    expect(stored()).toBe(second.parsed);
  });
});
