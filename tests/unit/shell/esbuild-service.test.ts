/**
 * esbuild's service (its Go process) starts with Go's collector off up to a memory line
 * (bin/esbuild-service.js); nothing else sees those settings, and settings a user put in the
 * environment win.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/fixtures.ts';

const service = join(projectRoot, 'bin', 'esbuild-service.js');

/**
 * In a Node process of its own with `env`: bundle a line through the module, then report the Go
 * settings in the esbuild service's environment (a child of that process, read from /proc), in
 * the process's own environment afterwards, and in a child process it starts afterwards.
 */
function run(env: Record<string, string>): { service: string[]; after: string[]; child: string[]; bundled: boolean } {
  const script = `
const { readdirSync, readFileSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const go = (vars) => vars.filter((v) => /^GO(GC|MEMLIMIT)=/.test(v)).sort();
(async () => {
  const { esbuild } = await import(${JSON.stringify(service)});
  const { build } = await esbuild();
  const out = await build({ stdin: { contents: 'export const answer = 42;' }, write: false, logLevel: 'silent' });
  const mine = readdirSync('/proc').filter((p) => /^[0-9]+$/.test(p)).find((p) => {
    try {
      const stat = readFileSync('/proc/' + p + '/stat', 'utf8');
      return stat.includes('(esbuild)') && stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(process.pid);
    } catch { return false; }
  });
  const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(JSON.stringify(Object.entries(process.env).map(([k, v]) => k + "=" + v)))'], { encoding: 'utf8' });
  process.stdout.write(JSON.stringify({
    service: go(readFileSync('/proc/' + mine + '/environ', 'utf8').split('\\0')),
    after: go(Object.entries(process.env).map(([k, v]) => k + '=' + v)),
    child: go(JSON.parse(child)),
    bundled: out.outputFiles[0].text.includes('answer = 42'),
  }));
})();`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'GOGC' && k !== 'GOMEMLIMIT'));
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...clean, ...env } }));
}

describe("esbuild's service", () => {
  it('starts with the collector off up to 256 MiB, and nothing else gets those settings', () => {
    expect(run({})).toEqual({ service: ['GOGC=off', 'GOMEMLIMIT=256MiB'], after: [], child: [], bundled: true });
  });

  it('keeps the Go settings a user put in the environment', () => {
    expect(run({ GOGC: '100' })).toEqual({ service: ['GOGC=100'], after: ['GOGC=100'], child: ['GOGC=100'], bundled: true });
    expect(run({ GOMEMLIMIT: '1GiB' }).service).toEqual(['GOMEMLIMIT=1GiB']);
  });
});
