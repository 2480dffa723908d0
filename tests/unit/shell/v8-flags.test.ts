/**
 * The CLI runs with a small inlining budget for V8's optimizing compiler (bin/v8-flags.js), set
 * by the launcher after the Node built-ins the CLI bundle requires are loaded; a budget the user
 * gave Node wins.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultsOf, flagsToSet, V8_DEFAULTS, V8_FLAGS } from '../../../bin/v8-flags.js';
import { projectRoot } from '../../helpers/fixtures.ts';

const settings = join(projectRoot, 'bin', 'v8-flags.js');

/**
 * Whether TurboFan inlines a 302-byte function into its caller, in a Node process of its own
 * started with `nodeArgs`, after applying the settings of `preload` (if given): read from V8's
 * inlining trace.
 */
function inlinesMedium(nodeArgs: string[], preload?: string): boolean {
  const probe = `
function medium(a) {
  let s = 0;
  for (let i = 0; i < a.length; i++) { if (a[i] > 3) s += a[i] * 2; else if (a[i] < -3) s -= a[i]; else s += i; }
  let t = 0;
  for (const x of a) t += x % 7 === 0 ? 1 : x % 5 === 0 ? 2 : x % 3 === 0 ? 3 : 0;
  return s + t + a.length * 3 + (a[0] ?? 0) + (a[1] ?? 0);
}
function outer(a) { return medium(a) + 1; }
%PrepareFunctionForOptimization(outer);
%PrepareFunctionForOptimization(medium);
outer([1, 2, 3]);
outer([4, 5, 6]);
%OptimizeFunctionOnNextCall(outer);
outer([7, 8, 9]);`;
  const script = preload ? `import(${JSON.stringify(preload)}).then(({ applyV8Flags }) => { applyV8Flags(); ${probe} });` : probe;
  const trace = execFileSync(process.execPath, [...nodeArgs, '--allow-natives-syntax', '--trace-turbo-inlining', '-e', script], {
    encoding: 'utf8',
  });
  expect(trace).toContain('SharedFunctionInfo medium>}, bytecode size:');
  return /Inlining .*SharedFunctionInfo medium>.* into /.test(trace);
}

describe("V8's inlining budget", () => {
  it('is set when applied, so a function V8 would inline is called instead', () => {
    expect(inlinesMedium([])).toBe(true);
    expect(inlinesMedium([], settings)).toBe(false);
  });

  it("leaves a budget given on Node's command line as it is", () => {
    expect(inlinesMedium(['--max-inlined-bytecode-size-cumulative=920'], settings)).toBe(true);
    expect(flagsToSet(V8_FLAGS, ['--max_inlined_bytecode_size_cumulative=920'])).toEqual([]);
    expect(flagsToSet(V8_FLAGS, ['--trace-gc'])).toEqual(V8_FLAGS);
  });
});

const site = (): string => execFileSync(process.execPath, [join(projectRoot, 'bin', 'site.js'), '--version'], { encoding: 'utf8' });

/** The CLI bundle the launcher runs (the newest in the cache, after a run made sure it exists). */
function cliBundle(): string {
  site();
  const cache = join(projectRoot, 'node_modules', '.cache', 'site');
  return readdirSync(cache)
    .filter((name) => /^cli-[0-9a-f]+\.cjs$/.test(name))
    .map((name) => join(cache, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
}

describe("V8's own values", () => {
  it("are listed for every setting, as this Node's V8 reports them", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    const defaults = defaultsOf(V8_FLAGS);
    expect(defaults).toHaveLength(V8_FLAGS.length);
    for (const flag of defaults) expect(options).toContain(`default: ${flag}\n`);
    expect(Object.keys(V8_DEFAULTS).sort()).toEqual(V8_FLAGS.map((flag) => flag.replace(/=.*$/, '')).sort());
  });
});

describe('the built-ins loaded before the settings change', () => {
  it('are listed beside the CLI bundle: every Node built-in the bundle requires', () => {
    const bundle = cliBundle();
    const listed: string[] = JSON.parse(readFileSync(`${bundle}.builtins.json`, 'utf8'));
    const required = new Set([...readFileSync(bundle, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!).filter(isBuiltin));
    expect(required.size).toBeGreaterThan(10);
    expect(new Set(listed)).toEqual(required);
  });

  it('are only Node built-ins, whatever the list holds', () => {
    const list = `${cliBundle()}.builtins.json`;
    const kept = readFileSync(list, 'utf8');
    try {
      for (const damaged of ['["node:fs","no-such-package-here",3]', '{"node:fs":true}', 'not JSON']) {
        writeFileSync(list, damaged);
        expect(site().trim()).toMatch(/^\d+\.\d+\.\d+$/);
      }
    } finally {
      writeFileSync(list, kept);
    }
  });
});
