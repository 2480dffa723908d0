/**
 * The launcher's CLI bundle (bin/cli-bundle.js), in a scratch copy of the project whose
 * node_modules links to this one's packages but has a cache of its own: compiled again when any
 * file it is made from changes (a template file it bundles, the installed dependencies with
 * package.json unchanged), and not when only stamps changed (a fresh checkout, a restored cache,
 * a touched file).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** What the CLI bundle is made from, copied. */
const PROJECT_PARTS = ['bin', 'cli', 'client', 'templates', 'types', 'package.json', 'package-lock.json'];

/** A copy of the project at a new path: new stamps on every file; `cache` copied in when given. */
async function scratchProject(cache?: string): Promise<string> {
  const root = join(await tempDir('site-cli-bundle-'), 'project');
  for (const part of PROJECT_PARTS) cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (entry !== '.cache' && entry !== '.package-lock.json') symlinkSync(join(projectRoot, 'node_modules', entry), join(modules, entry));
  }
  cpSync(join(projectRoot, 'node_modules', '.package-lock.json'), join(modules, '.package-lock.json'));
  if (cache) cpSync(cache, cacheOf(root), { recursive: true });
  return root;
}

const cacheOf = (root: string) => join(root, 'node_modules', '.cache', 'site');

/** Run `site --version` in `root`; the CLI bundle it ran, with its modification time (a compile writes it anew). */
function run(root: string): { name: string; mtimeMs: number } {
  const version = execFileSync(process.execPath, [join(root, 'bin', 'site.js'), '--version'], { encoding: 'utf8', cwd: root });
  expect(version.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  const { bundle } = JSON.parse(readFileSync(join(cacheOf(root), 'cli.json'), 'utf8')) as { bundle: string };
  return { name: bundle, mtimeMs: statSync(join(cacheOf(root), bundle)).mtimeMs };
}

const bundles = (root: string) => readdirSync(cacheOf(root)).filter((name) => /^cli-[0-9a-f]+\.mjs$/.test(name));

describe('the CLI bundle', () => {
  it('is compiled once, and taken by another checkout of the same code with its cache restored', async () => {
    const first = await scratchProject();
    const compiled = run(first);
    expect(bundles(first)).toEqual([compiled.name]);
    expect(run(first)).toEqual(compiled);

    // A fresh checkout elsewhere: every file has a new stamp, the cache is the first one's.
    const second = await scratchProject(cacheOf(first));
    const copied = statSync(join(cacheOf(second), compiled.name)).mtimeMs;
    expect(run(second)).toEqual({ name: compiled.name, mtimeMs: copied });
    // The record took the new stamps: a later start compares no contents and still compiles nothing.
    const record = readFileSync(join(cacheOf(second), 'cli.json'), 'utf8');
    expect(record).not.toEqual(readFileSync(join(cacheOf(first), 'cli.json'), 'utf8'));
    expect(run(second)).toEqual({ name: compiled.name, mtimeMs: copied });
  });

  it('is compiled again when a template file it bundles changes, and the old one is dropped', async () => {
    const root = await scratchProject();
    const before = run(root);
    const script = join(root, 'templates', 'early-clicks.ts');
    writeFileSync(script, readFileSync(script, 'utf8').replace('})();";', '})();//edited";'));
    const after = run(root);
    expect(after.name).not.toBe(before.name);
    expect(readFileSync(join(cacheOf(root), after.name), 'utf8')).toContain('//edited');
    expect(bundles(root)).toEqual([after.name]);
  });

  it('is compiled again when npm installed other dependencies, package.json unchanged', async () => {
    const root = await scratchProject();
    const before = run(root);
    appendFileSync(join(root, 'node_modules', '.package-lock.json'), '\n');
    expect(run(root).mtimeMs).not.toBe(before.mtimeMs);
  });

  it('is not compiled again for a file touched but not edited', async () => {
    const root = await scratchProject();
    const before = run(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'cli', 'main.ts'), later, later);
    utimesSync(join(root, 'package.json'), later, later);
    expect(run(root)).toEqual(before);
  });

  it('is compiled again, not trusted, when its record is damaged', async () => {
    const root = await scratchProject();
    const before = run(root);
    for (const text of [
      '{',
      JSON.stringify({ bundle: '../../evil.mjs', inputs: {} }),
      JSON.stringify({ bundle: before.name, inputs: 7 }),
      JSON.stringify({ bundle: before.name, inputs: {} }),
    ]) {
      writeFileSync(join(cacheOf(root), 'cli.json'), text);
      expect(run(root).mtimeMs).not.toBe(before.mtimeMs);
    }
  });
});
