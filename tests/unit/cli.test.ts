/** The CLI as a process: exit codes 0 / 1 / 2, the summary line, errors on stderr, --version, --quiet and colour. */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

const exec = promisify(execFile);
// Colour is decided by the environment: the tests start from one without NO_COLOR and FORCE_COLOR.
const { NO_COLOR: _n, FORCE_COLOR: _f, ...plainEnv } = process.env;
const site = (args: string[], env: Record<string, string> = {}) =>
  exec('node', [join(projectRoot, 'bin', 'site.js'), ...args], { cwd: projectRoot, env: { ...plainEnv, ...env } }).then(
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
      /^Built 6 routes(?: \(\d+ rendered(?:, \d+ unchanged)?(?:; \d+ files? written(?::[^;]+)?; \d+ deleted)?\))? into .*out\/ in \d+ ms — gzip: HTML [\d.]+ kB, JS [\d.]+ kB, CSS [\d.]+ kB$/m,
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

  it('exits 2 on a usage error, in one line starting site:', async () => {
    const { code, stderr } = await site(['build', '--no-such-flag']);
    expect(code).toBe(2);
    expect(stderr).toBe("site: unknown option '--no-such-flag'; run site --help for usage\n");
  });

  it('prints help for --help and exits 0', async () => {
    const { code, stdout } = await site(['build', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--content <dir>');
    expect(stdout).toContain('--config <overlay.yaml>');
  });

  it('--version and -V print the version in package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const { code, stdout } = await site([flag]);
      expect(code).toBe(0);
      expect(stdout).toBe(`${version}\n`);
    }
  });

  it('--quiet prints only the summary line: no route table', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-cli-out-'), 'out');
    const loud = await site(['build', '--content', root, '--out', out, '--no-cache']);
    expect(loud.stdout).toMatch(/^route +HTML kB/m);
    const quiet = await site(['build', '--quiet', '--content', root, '--out', out, '--no-cache']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toMatch(/^Built 6 routes into .*out\/ in \d+ ms — gzip: [^\n]+\n$/);
    expect(quiet.stderr).toBe('');
  });

  it('never colours a pipe, colours it with FORCE_COLOR, and NO_COLOR wins', async () => {
    const { stderr: piped } = await site(['check', '--out', '/nonexistent']);
    const { stderr: forced } = await site(['check', '--out', '/nonexistent'], { FORCE_COLOR: '1' });
    const { stderr: refused } = await site(['check', '--out', '/nonexistent'], { FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(piped).not.toContain('\u001b[');
    expect(forced).toContain('\u001b[1m\u001b[31msite:\u001b[39m\u001b[22m /nonexistent not found');
    expect(refused).toBe('site: /nonexistent not found; build the site first (site build --out /nonexistent)\n');
  });

  it('site check says what it checked', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-cli-out-'), 'out');
    expect((await site(['build', '--content', root, '--out', out, '--quiet'])).code).toBe(0);
    const { code, stdout } = await site(['check', '--content', root, '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^.*out\/ passed every check: 5 pages, \d+ links \(\d+ to an anchor\), \d+ images\n$/);
  });

  it('site new article writes the skeleton, and refuses a taken or invalid slug with exit 2', async () => {
    const root = await fixtureRoot();
    const made = await site(['new', 'article', 'lead-scoring', '--content', root]);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^wrote .*articles\/lead-scoring\.md \(id 3, published \d{4}-\d{2}-\d{2}\) for \/lead-scoring\n/);
    const taken = await site(['new', 'article', 'lead-scoring', '--content', root]);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toBe(
      `site: ${join(root, 'articles', 'lead-scoring.md')} already exists: /lead-scoring is taken; choose another slug\n`,
    );
    const invalid = await site(['new', 'article', 'Lead Scoring', '--content', root]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('site: "Lead Scoring" is not a valid slug');
  });
});
