/** A build with nothing changed since the last one reports that build's result without building; any change builds. */
import { mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/engine/build.ts';
import { fingerprintBuild } from '../../../cli/cache/build-record.ts';
import { cleanFixtures, editFile, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const now = new Date('2026-03-01T00:00:00Z');

/** Date every file of a content root `seconds` back: inputs changed within two seconds are not trusted. */
function age(root: string, seconds = 10): void {
  const then = new Date(Date.now() - seconds * 1000);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), then, then);
}

async function setup() {
  const root = await fixtureRoot();
  const out = join(await tempDir('site-up-to-date-out-'), 'out');
  const cacheDir = await tempDir('site-up-to-date-cache-');
  age(root);
  return { root, out, cacheDir, run: (contentDir = root) => build({ contentDir, outDir: out, projectRoot, cacheDir, now }) };
}

async function snapshot(dir: string): Promise<Map<string, number>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(
    await Promise.all(
      files.map(async (e) => [join(e.parentPath, e.name), (await stat(join(e.parentPath, e.name))).mtimeMs] as [string, number]),
    ),
  );
}

describe('up-to-date builds', () => {
  it("reports the last build's result without building when no input changed", async () => {
    const { out, run } = await setup();
    const first = await run();
    expect(first.upToDate).toBeUndefined();
    const before = await snapshot(out);
    const second = await run();
    expect(second.upToDate).toBe(true);
    expect(second).toMatchObject({
      routes: first.routes,
      pages: JSON.parse(JSON.stringify(first.pages)),
      totals: first.totals,
      rendered: 0,
      output: { written: 0, deleted: 0, swapped: false },
    });
    expect(Object.keys(second.timings)).toEqual(['up-to-date']);
    expect(await snapshot(out)).toEqual(before);
  });

  it('builds when a content file changed, whatever its modification time', async () => {
    const { root, out, run } = await setup();
    await run();
    await editFile(root, 'articles/beta-guide.md', 'Stamp `MQL_Date__c`', 'Stamp the `MQL_Date__c` field');
    age(root, 5);
    const result = await run();
    expect(result.upToDate).toBeUndefined();
    expect(result.rendered).toBe(1);
    expect(await readFile(join(out, 'beta-guide', 'index.html'), 'utf8')).toContain('the <code class="code-name">MQL_Date__c</code> field');
  });

  it('builds when out/ was changed by hand, and restores it', async () => {
    const { out, run } = await setup();
    await run();
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    await rm(join(out, 'sitemap.xml'));
    const result = await run();
    expect(result.upToDate).toBeUndefined();
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toBe(sitemap);
  });

  it('builds when another content root was built into the same out/ since', async () => {
    const { root, out, run } = await setup();
    const other = await fixtureRoot();
    await editFile(other, 'articles/beta-guide.md', 'Stamp `MQL_Date__c`', 'Stamp the `MQL_Date__c` field');
    age(other);
    await run();
    await run(other);
    const again = await run(root);
    expect(again.upToDate).toBeUndefined();
    expect(again.output?.written).toBeGreaterThan(0);
    expect(await readFile(join(out, 'beta-guide', 'index.html'), 'utf8')).not.toContain(
      'the <code class="code-name">MQL_Date__c</code> field',
    );
  });

  it('does not trust an input changed within the last two seconds', async () => {
    const { root, run } = await setup();
    const fresh = new Date();
    utimesSync(join(root, 'site.yaml'), fresh, fresh);
    await run();
    expect((await run()).upToDate).toBeUndefined();
    age(root);
    await run();
    expect((await run()).upToDate).toBe(true);
  });

  it('never trusts a content root holding a symbolic link (its target can change unseen)', async () => {
    const { root, run } = await setup();
    symlinkSync(join(root, 'site.yaml'), join(root, 'linked.yaml'));
    age(root);
    await run();
    expect((await run()).upToDate).toBeUndefined();
  });

  it("fingerprints the generator's sources by content: a touch changes nothing, an edit does", async () => {
    const root = await fixtureRoot();
    age(root);
    const project = await tempDir('site-up-to-date-project-');
    mkdirSync(join(project, 'templates'));
    const template = join(project, 'templates', 'Page.tsx');
    writeFileSync(template, 'export const Page = () => null;\n');
    const fingerprint = () => fingerprintBuild({ contentDir: root, outDir: join(project, 'out'), projectRoot: project, check: true, now });
    const before = fingerprint();
    expect(before.trustworthy).toBe(true);
    const later = new Date(Date.now() + 1000);
    utimesSync(template, later, later);
    expect(fingerprint()).toEqual(before);
    writeFileSync(template, 'export const Page = () => <main />;\n');
    expect(fingerprint().hash).not.toBe(before.hash);
  });

  it('fingerprints --drafts and the year, not the day (no date in the output comes from the clock)', async () => {
    const root = await fixtureRoot();
    const inputs = { contentDir: root, outDir: join(root, '..', 'out'), projectRoot, check: true, now };
    const hash = (extra: Partial<typeof inputs> & { drafts?: boolean }) => fingerprintBuild({ ...inputs, ...extra }).hash;
    expect(hash({ drafts: true })).not.toBe(hash({}));
    expect(hash({ now: new Date('2026-11-20T12:00:00Z') })).toBe(hash({}));
    expect(hash({ now: new Date('2027-03-01T00:00:00Z') })).not.toBe(hash({}));
  });

  it('always builds with --no-cache', async () => {
    const { root, out, cacheDir, run } = await setup();
    await run();
    expect((await run()).upToDate).toBe(true);
    const result = await build({ contentDir: root, outDir: out, projectRoot, cacheDir, now, cache: false });
    expect(result.upToDate).toBeUndefined();
    expect(result.rendered).toBe(result.routes);
  });
});
