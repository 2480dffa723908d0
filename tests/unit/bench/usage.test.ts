/** `npm run bench` reads its options like the CLI: --help prints the usage and exits 0, a mistake is one line and exit 2; nothing is measured. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/fixtures.ts';

const exec = promisify(execFile);
const bench = (...args: string[]) =>
  exec('node', [join(projectRoot, 'scripts', 'run.js'), join(projectRoot, 'scripts', 'bench.ts'), ...args], { cwd: projectRoot }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run bench options', () => {
  it.each(['--help', '-h'])('%s prints the usage and exits 0', async (flag) => {
    const { code, stdout, stderr } = await bench(flag);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: npm run bench -- \[--sizes 16,1000,10000,site\]/);
    expect(stdout).toContain('-h, --help');
    expect(stderr).toBe('');
  });

  it.each([
    [['--bogus'], "bench: unknown option '--bogus'; npm run bench -- --help shows the usage"],
    [['--runs'], "bench: option '--runs <value>' argument missing; npm run bench -- --help shows the usage"],
    [['--runs', '0'], 'bench: --runs 0 is not a whole number of at least 1; npm run bench -- --help shows the usage'],
    [['--memory', '0.5'], 'bench: --memory 0.5 is not a whole number of megabytes; npm run bench -- --help shows the usage'],
    [['--vs', 'nope'], 'bench: --vs nope is not one of: eleventy, eleventy-plain, hugo; npm run bench -- --help shows the usage'],
  ])('%j is one line on stderr and exit 2', async (args, line) => {
    const { code, stdout, stderr } = await bench(...args);
    expect(code).toBe(2);
    expect(stderr).toBe(`${line}\n`);
    expect(stdout).toBe('');
  });
});
