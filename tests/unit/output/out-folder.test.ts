/**
 * `--out` safety: a build replaces only a folder that is site's own (new, empty, or carrying the
 * marker). Every refused case exits 2 with a message naming the folder, and a hash of the whole
 * project tree before and after proves nothing outside the output folder changed.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../cli/main.ts';
import { OUT_MARKER, OUT_MARKER_TEXT } from '../../../cli/output/out-folder.ts';
import { cleanFixtures, fixturesDir, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** Every file under `dir` (dot folders included) with its content hash, as one digest. */
async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).map((e) => ({
    path: join(e.parentPath, e.name),
    file: e.isFile(),
  }));
  for (const entry of entries.sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(
      `${entry.path}\0${
        entry.file
          ? createHash('sha256')
              .update(await readFile(entry.path))
              .digest('hex')
          : 'dir'
      }\n`,
    );
  }
  return hash.digest('hex');
}

/** A stand-in project: sources, .git, package.json, a content root and a note, in a folder of its own. */
async function fakeProject() {
  const parent = await tempDir('site-out-guard-');
  const root = join(parent, 'project');
  for (const [file, text] of [
    ['cli/main.ts', 'export {};\n'],
    ['templates/Layout.tsx', 'export {};\n'],
    ['.git/HEAD', 'ref: refs/heads/main\n'],
    ['package.json', '{"name":"site"}\n'],
    ['notes.txt', 'my notes\n'],
  ] as const) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  await cp(join(fixturesDir, 'basic-site'), join(root, 'content'), { recursive: true });
  return { parent, root, content: join(root, 'content') };
}

let stderr: string;
beforeEach(() => {
  stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

const site = (args: string[], root: string) => run(['node', 'site', ...args], { projectRoot: root });

describe('site build --out refuses what is not its own', () => {
  const cases: [string, (p: Awaited<ReturnType<typeof fakeProject>>) => Promise<string[]> | string[], RegExp][] = [
    [
      'the project folder',
      (p) => ['--content', p.content, '--out', p.root],
      /refusing to build into .*project: it is the project folder itself/,
    ],
    [
      'a folder above the project',
      (p) => ['--content', p.content, '--out', p.parent],
      /refusing to build into .*: it holds the project folder/,
    ],
    ['the content root', (p) => ['--content', p.content, '--out', p.content], /refusing to build into .*content: it is the content root/],
    [
      'a folder inside the content root',
      (p) => ['--content', p.content, '--out', join(p.content, 'articles')],
      /it is inside the content root/,
    ],
    [
      'a folder of the generator’s sources',
      (p) => ['--content', p.content, '--out', join(p.root, 'cli')],
      /it is the project's cli\/ folder/,
    ],
    ['a file', (p) => ['--content', p.content, '--out', join(p.root, 'package.json')], /package\.json: it is a file, not a folder/],
    [
      'a folder of someone else’s files',
      async (p) => {
        for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt']) await writeFile(join(p.parent, name), name);
        await mkdir(join(p.parent, 'mine'));
        for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt']) await writeFile(join(p.parent, 'mine', name), name);
        return ['--content', p.content, '--out', join(p.parent, 'mine')];
      },
      /holds files site did not write \(a\.txt, b\.txt, c\.txt and 1 more\) and no \.site-output marker/,
    ],
  ];
  for (const [name, args, message] of cases) {
    it(`exits 2 for ${name} and changes nothing`, async () => {
      const project = await fakeProject();
      const argv = await args(project);
      const before = await treeHash(project.parent);
      expect(await site(['build', ...argv], project.root)).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack
      expect(await treeHash(project.parent)).toBe(before);
    });
  }

  it('exits 2 for the parent of a content root held elsewhere, keeping the content and a note beside it', async () => {
    const project = await fakeProject();
    const x = await tempDir('site-out-x-');
    await cp(project.content, join(x, 'content'), { recursive: true });
    await writeFile(join(x, 'notes.txt'), 'keep me\n');
    const before = await treeHash(x);
    expect(await site(['build', '--content', join(x, 'content'), '--out', x], project.root)).toBe(2);
    expect(stderr).toContain(`it holds the content root ${join(x, 'content')}`);
    expect(await treeHash(x)).toBe(before);
  });

  it('exits 2 for a folder site built once, then emptied and filled by hand (its build record still there)', async () => {
    const parent = await tempDir('site-out-refilled-');
    const content = join(parent, 'content');
    await cp(join(fixturesDir, 'basic-site'), content, { recursive: true });
    const out = join(parent, 'out');
    expect(await site(['build', '--content', content, '--out', out], projectRoot)).toBe(0);
    await rm(out, { recursive: true });
    await mkdir(out);
    await writeFile(join(out, 'mine.txt'), 'my own file\n');
    const before = await treeHash(parent);
    for (const flags of [[], ['--no-cache']]) {
      stderr = '';
      expect(await site(['build', '--content', content, '--out', out, ...flags], projectRoot)).toBe(2);
      expect(stderr).toContain(`refusing to build into ${out}: it holds files site did not write (mine.txt) and no ${OUT_MARKER} marker`);
      expect(await treeHash(parent)).toBe(before);
    }
  });

  it('refuses `--out .` run from a folder holding the content (as a process, relative paths)', async () => {
    const x = await tempDir('site-out-dot-');
    await cp(join(fixturesDir, 'basic-site'), join(x, 'content'), { recursive: true });
    const before = await treeHash(x);
    const result = await promisify(execFile)('node', [join(projectRoot, 'bin', 'site.js'), 'build', '--out', '.'], { cwd: x }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in result ? result.code : 0).toBe(2);
    expect(result.stderr).toContain('it holds the content root');
    expect(await treeHash(x)).toBe(before);
  });
});

describe('site build --out accepts its own folders', () => {
  it('builds into an empty folder, leaves the marker, and builds into it again', async () => {
    const parent = await tempDir('site-out-own-');
    const content = join(parent, 'content');
    await cp(join(fixturesDir, 'basic-site'), content, { recursive: true });
    const out = join(parent, 'out');
    await mkdir(out);
    expect(await site(['build', '--content', content, '--out', out, '--no-cache'], projectRoot)).toBe(0);
    expect(await readFile(join(out, OUT_MARKER), 'utf8')).toBe(OUT_MARKER_TEXT);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    await writeFile(join(content, 'notes.txt'), 'beside the content');
    const contentBefore = await treeHash(content);
    expect(await site(['build', '--content', content, '--out', out, '--no-cache'], projectRoot)).toBe(0);
    expect(await treeHash(content)).toBe(contentBefore);
  });

  it('replaces a folder without the marker when its build record lists every file in it (built before the marker existed)', async () => {
    const parent = await tempDir('site-out-unmarked-');
    const content = join(parent, 'content');
    await cp(join(fixturesDir, 'basic-site'), content, { recursive: true });
    const out = join(parent, 'out');
    expect(await site(['build', '--content', content, '--out', out, '--no-cache'], projectRoot)).toBe(0);
    await rm(join(out, OUT_MARKER));
    expect(await site(['build', '--content', content, '--out', out, '--no-cache'], projectRoot)).toBe(0);
    expect(existsSync(join(out, OUT_MARKER))).toBe(true);
  });

  it('replaces a marked folder and removes the staging folders a killed build left beside it', async () => {
    const parent = await tempDir('site-out-staging-');
    const content = join(parent, 'content');
    await cp(join(fixturesDir, 'basic-site'), content, { recursive: true });
    const out = join(parent, 'out');
    await mkdir(out);
    await writeFile(join(out, OUT_MARKER), OUT_MARKER_TEXT);
    await writeFile(join(out, 'stale.html'), 'from an earlier build');
    // pid 2^22 + 1 is above Linux's pid_max: that build cannot be running.
    const abandoned = join(parent, `.out.building-${2 ** 22 + 1}-abcdef`);
    await mkdir(abandoned);
    await writeFile(join(abandoned, 'index.html'), 'half a build');
    const unrelated = join(parent, '.other.building-1-abcdef');
    await mkdir(unrelated);
    expect(await site(['build', '--content', content, '--out', out, '--no-cache'], projectRoot)).toBe(0);
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(unrelated)).toBe(true);
    expect((await readdir(parent)).filter((n) => n.startsWith('.out.'))).toEqual([]);
  });
});
