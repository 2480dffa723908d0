/**
 * Every option is checked before any work starts, and every user mistake is one clear line with
 * exit code 2 (usage) or 1 (content), never a stack trace; only a bug in site prints a stack.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCodeFor, run } from '../../cli/main.ts';
import { captureOutput } from '../helpers/captured-output.ts';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

const output = captureOutput();

const site = (...args: string[]) => run(['node', 'site', ...args], { projectRoot });
const noStack = () => expect(output.stderr).not.toMatch(/\n\s+at /);

describe('commander errors', () => {
  // Every kind of mistake commander finds is one line on stderr starting `site:`, and exit 2.
  for (const [args, line] of [
    [['build', '--no-such-flag'], "site: unknown option '--no-such-flag'; run site --help for usage"],
    [['build', '--outt', 'x'], "site: unknown option '--outt' (did you mean --out?); run site --help for usage"],
    [['build', '--out'], "site: option '--out <dir>' argument missing; run site --help for usage"],
    [['new', 'article'], "site: missing required argument 'slug'; run site --help for usage"],
    [['frob'], "site: unknown command 'frob'; run site --help for usage"],
    [['biuld'], "site: unknown command 'biuld' (did you mean build?); run site --help for usage"],
    [['new'], 'site: site new needs one of its commands; run site new --help for the list'],
    [['help', 'frob'], 'site: site needs one of its commands; run site --help for the list'],
    [['build', 'extra'], "site: too many arguments for 'build': expected 0 arguments but got 1; run site --help for usage"],
    [
      ['build', '--workers', 'banana'],
      "site: option '--workers <n>' argument 'banana' is invalid: expected a whole number from 1 to 64; run site --help for usage",
    ],
  ] as const) {
    it(`site ${args.join(' ')} prints one site: line and exits 2`, async () => {
      expect(await site(...args)).toBe(2);
      expect(output.stderr).toBe(`${line}\n`);
      expect(output.stdout).toBe('');
    });
  }
});

describe('option checks', () => {
  for (const value of ['abc', '0', '-3', '1.5', '65']) {
    it(`build --workers ${value} exits 2 before building anything`, async () => {
      const root = await fixtureRoot();
      const out = join(await tempDir('site-opt-'), 'out');
      expect(await site('build', '--content', root, '--out', out, '--no-cache', '--workers', value)).toBe(2);
      expect(output.stderr).toBe(
        `site: option '--workers <n>' argument '${value}' is invalid: expected a whole number from 1 to 64; run site --help for usage\n`,
      );
      expect(existsSync(out)).toBe(false);
    });
  }

  for (const [command, value] of [
    ['dev', 'abc'],
    ['preview', '99999'],
    ['preview', '0'],
    ['submissions', '4321x'],
  ] as const) {
    it(`${command} --port ${value} exits 2 with a message`, async () => {
      expect(await site(command, '--port', value)).toBe(2);
      expect(output.stderr).toBe(
        `site: option '--port <port>' argument '${value}' is invalid: expected a whole number from 1 to 65535; run site --help for usage\n`,
      );
      noStack();
    });
  }

  it('build --content of a missing folder is a usage error naming it', async () => {
    expect(await site('build', '--content', '/nonexistent', '--out', join(await tempDir('site-opt-'), 'out'))).toBe(2);
    expect(output.stderr).toContain('site: content folder /nonexistent not found; pass --content with the folder that holds site.yaml');
  });

  it('build --content of a folder without site.yaml is a usage error', async () => {
    const dir = await tempDir('site-opt-empty-');
    expect(await site('build', '--content', dir)).toBe(2);
    expect(output.stderr).toContain(`site: content folder ${dir} has no site.yaml`);
  });

  it('build --json into a missing folder exits 2 before building', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-opt-'), 'out');
    expect(await site('build', '--content', root, '--out', out, '--json', '/nonexistent-dir/x.json')).toBe(2);
    expect(output.stderr).toBe(
      "site: option '--json <file>' argument '/nonexistent-dir/x.json' is invalid: the folder /nonexistent-dir does not exist; create it first or pick another path\n",
    );
    expect(existsSync(out)).toBe(false);
  });

  it('check --out of a missing folder exits 2; of a folder without pages exits 1', async () => {
    expect(await site('check', '--out', '/nonexistent')).toBe(2);
    expect(output.stderr).toContain('site: /nonexistent not found; build the site first');
    const empty = await tempDir('site-opt-empty-out-');
    await mkdir(join(empty, 'assets'));
    output.stderr = '';
    expect(await site('check', '--out', empty)).toBe(1);
    expect(output.stderr).toContain(`site: no pages in ${empty}/`);
    expect(output.stdout).not.toContain('passed every check');
  });
});

describe('the top-level handler', () => {
  it('maps a permission error to one line and exit 2', () => {
    const error = Object.assign(new Error('EACCES: permission denied, open /root/x'), { code: 'EACCES', syscall: 'open', path: '/root/x' });
    expect(exitCodeFor(error)).toBe(2);
    expect(output.stderr).toBe('site: permission denied: /root/x; check the owner and permissions of that file or folder\n');
  });

  it('a --json file that cannot be written after the build is one line naming it, exit 2', async () => {
    const out = join(await tempDir('site-opt-'), 'out');
    // /dev/full: every write fails with ENOSPC, an error that names no file by itself.
    expect(await site('build', '--content', await fixtureRoot(), '--out', out, '--json', '/dev/full')).toBe(2);
    expect(output.stderr).toContain('site: the disk is full (writing /dev/full); free some space and run the command again');
    noStack();
  });

  it('says no more than it knows when a system error names no path', () => {
    expect(exitCodeFor(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' }))).toBe(2);
    expect(output.stderr).toBe('site: the disk is full; free some space and run the command again\n');
  });

  it('reports anything else as a bug in site, with its stack and how to report it', () => {
    expect(exitCodeFor(new TypeError('cannot read properties of undefined'))).toBe(70);
    expect(output.stderr).toContain('site: internal error. This is a bug in site, not a mistake in your content or options.');
    expect(output.stderr).toContain('Please report it');
    expect(output.stderr).toMatch(/TypeError: cannot read properties of undefined\n\s+at /);
  });
});
