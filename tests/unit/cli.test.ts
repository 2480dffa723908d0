/** The CLI as a process: exit codes 0 / 1 / 2, the summary line, errors on stderr. */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

const exec = promisify(execFile);
const site = (args: string[]) =>
  exec('node', [join(projectRoot, 'bin', 'site.js'), ...args], { cwd: projectRoot }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

afterAll(cleanFixtures);

describe('site CLI', () => {
  it('builds a content root, exits 0 and prints the summary', async () => {
    const root = await fixtureRoot();
    const { code, stdout } = await site(['build', '--content', root, '--out', join(await tempDir('site-cli-out-'), 'out')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Built 6 routes(?: \(\d+ rendered, \d+ unchanged(?:; \d+ files written, \d+ deleted)?\))? into .*out\/ in \d+ ms — gzip: HTML [\d.]+ kB, JS [\d.]+ kB, CSS [\d.]+ kB$/m,
    );
  });

  it('exits 1 on content errors and prints file:line:column', async () => {
    const root = await fixtureRoot('invalid-category');
    const { code, stderr } = await site(['build', '--content', root, '--out', join(await tempDir('site-cli-out-'), 'out')]);
    expect(code).toBe(1);
    expect(stderr).toContain('articles/alpha-guide.md:6:11  category "Lead Mgmt" is not one of: Data Strategy');
  });

  it('leaves drafts out of site build, and builds them with --drafts', async () => {
    const root = await fixtureRoot('draft-pages');
    const out = join(await tempDir('site-cli-out-'), 'out');
    const without = await site(['build', '--content', root, '--out', out]);
    expect(without.code).toBe(0);
    expect(without.stdout).toMatch(/^Built 6 routes/m);
    expect(existsSync(join(out, 'gamma-guide', 'index.html'))).toBe(false);
    const withDrafts = await site(['build', '--drafts', '--content', root, '--out', out]);
    expect(withDrafts.code).toBe(0);
    expect(withDrafts.stdout).toMatch(/^Built 8 routes/m);
    expect(readFileSync(join(out, 'gamma-guide', 'index.html'), 'utf8')).toContain('role="status"');
  });

  it('exits 2 on a usage error', async () => {
    const { code, stderr } = await site(['build', '--no-such-flag']);
    expect(code).toBe(2);
    expect(stderr).toContain("unknown option '--no-such-flag'");
  });

  it('prints help for --help and exits 0', async () => {
    const { code, stdout } = await site(['build', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--content <dir>');
    expect(stdout).toContain('--config <overlay.yaml>');
  });
});
