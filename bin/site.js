#!/usr/bin/env node
// Launcher for the `site` CLI. The generator is written in TypeScript under cli/;
// this file compiles it once with esbuild into node_modules/.cache/site/ (bin/cli-bundle.js:
// again only when a file it is made from changed) and runs it. No separate compile step to forget.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBundle } from './cli-bundle.js';
import { loadBundle } from './load-bundle.cjs';
import { applyV8Flags } from './v8-flags.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cacheDir = join(root, 'node_modules', '.cache', 'site');

/**
 * The Node built-ins listed in `file` (written when the bundle was made). Only Node's own modules,
 * whatever the file holds: nothing else is loaded before the CLI. Not listed (the bundling was
 * interrupted) or unreadable: none, so they load under the new settings, only slower.
 */
function listedBuiltins(file) {
  try {
    const listed = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(listed) ? listed.filter((id) => typeof id === 'string' && isBuiltin(id)) : [];
  } catch {
    return [];
  }
}

const { file, builtins } = await cliBundle(root, cacheDir);
// The Node built-ins the bundle requires, loaded before V8's settings change (bin/v8-flags.js).
// With them, perf_hooks: the global `performance` (every stage's clock) loads it on first use.
applyV8Flags(['node:perf_hooks', ...(builtins ?? listedBuiltins(`${file}.builtins.json`))]);
// Stacks are mapped to the TypeScript sources only when one is printed (cli/shell/source-stack.ts).
// Compiled with V8's code cache once a command has run to its end (bin/load-bundle.cjs).
const { run } = loadBundle(file, { saveOnExit: true }).exports;
process.exitCode = await run(process.argv, { projectRoot: root });
