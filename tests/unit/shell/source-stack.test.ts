/**
 * Stacks of a bug in site name the TypeScript source, line and column, read from the bundle's
 * linked source map only when the stack is printed (cli/shell/source-stack.ts).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mappedStack } from '../../../cli/shell/source-stack.ts';
import { internalErrorReport } from '../../../cli/shell/user-error.ts';
import { cleanFixtures, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A bundle (made and loaded as the CLI's is) of a TypeScript module whose `fail()` throws on line 4, and the stack it throws. */
async function throwingBundle(): Promise<{ source: string; bundle: string; stack: string }> {
  const dir = await tempDir('site-source-stack-');
  const source = join(dir, 'thrower.ts');
  writeFileSync(
    source,
    "type Reason = string;\nconst padding: number[] = [1, 2, 3];\nexport function fail(): void {\n  throw new TypeError('broken after ' + padding.length + ' ' + ('steps' as Reason));\n}\n",
  );
  const bundle = join(dir, 'out', 'thrower.mjs');
  // Bundled as the CLI and render bundles are: an ES module with a linked map, minified but for names.
  const options = { bundle: true, platform: 'node', format: 'esm', sourcemap: 'linked', sourcesContent: false } as const;
  await build({ ...options, minifyWhitespace: true, minifySyntax: true, entryPoints: [source], outfile: bundle, logLevel: 'error' });
  // Thrown in a Node process of its own (the test runner rewrites stacks in its own), imported as the launcher imports the CLI.
  const script = `import(${JSON.stringify(`file://${bundle}`)}).then((m) => { try { m.fail(); } catch (e) { process.stdout.write(e.stack); } });`;
  const stack = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return { source, bundle, stack };
}

describe('mapped stacks', () => {
  it('name the TypeScript file, line and column instead of the bundle’s', async () => {
    const { source, bundle, stack } = await throwingBundle();
    expect(stack).toContain('thrower.mjs:');
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
