/**
 * Stacks of a bug in site name the TypeScript source, line and column, read from the bundle's
 * linked source map only when the stack is printed (cli/shell/source-stack.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeBundleOptions } from '../../../bin/node-bundle.js';
import { mappedStack } from '../../../cli/shell/source-stack.ts';
import { internalErrorReport } from '../../../cli/shell/user-error.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A bundle (made and loaded as the CLI's is) of a TypeScript module whose `fail()` throws on line 4, and the stack it throws. */
async function throwingBundle(): Promise<{ source: string; bundle: string; stack: string }> {
  const dir = await tempDir('site-source-stack-');
  const source = join(dir, 'thrower.ts');
  writeFileSync(
    source,
    "type Reason = string;\nconst padding: number[] = [1, 2, 3];\nexport function fail(): void {\n  throw new TypeError('broken after ' + padding.length + ' ' + ('steps' as Reason));\n}\n",
  );
  const bundle = join(dir, 'out', 'thrower.cjs');
  await build({ ...nodeBundleOptions, entryPoints: [source], outfile: bundle, logLevel: 'error' });
  // Thrown in a Node process of its own (the test runner rewrites stacks in its own), loaded by the
  // CLI's loader: the first time compiled from source (writing the code cache), then from the cache.
  const loader = join(projectRoot, 'bin', 'load-bundle.cjs');
  const script = `const { exports, saveCodeCache } = require(${JSON.stringify(loader)}).loadBundle(${JSON.stringify(bundle)}); try { exports.fail(); } catch (e) { process.stdout.write(e.stack); } saveCodeCache();`;
  const stack = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(existsSync(`${bundle}.v8`)).toBe(true);
  expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe(stack);
  return { source, bundle, stack };
}

describe('mapped stacks', () => {
  it('name the TypeScript file, line and column instead of the bundle’s', async () => {
    const { source, bundle, stack } = await throwingBundle();
    expect(stack).toContain('thrower.cjs:');
    const mapped = mappedStack(stack);
    expect(mapped).toContain(`${source}:4:9`);
    expect(mapped).not.toContain(bundle);
    expect(internalErrorReport(Object.assign(new Error('x'), { stack }))).toContain(`${source}:4:`);
  });

  it('leave a position alone when its bundle has no map', () => {
    const stack = 'Error: x\n    at run (file:///nowhere/cli-0123.mjs:12:5)\n    at node:internal/main:1:1';
    expect(mappedStack(stack)).toBe(stack);
  });
});
