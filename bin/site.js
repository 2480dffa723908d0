#!/usr/bin/env node
// Launcher for the `site` CLI. The generator is written in TypeScript under cli/;
// this file compiles it once with esbuild into node_modules/.cache/site/ (keyed by the
// sources' sizes and modification times) and runs it. No separate compile step to forget.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuild } from './esbuild-service.js';
import { loadBundle } from './load-bundle.cjs';
import { nodeBundleOptions, requiredBuiltins } from './node-bundle.js';
import { applyV8Flags } from './v8-flags.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cacheDir = join(root, 'node_modules', '.cache', 'site');

/** What the launcher keeps beside a CLI bundle: its source map, V8's code cache, its built-ins list. */
const SIDE_FILES = /\.(map|v8|builtins\.json)$/;

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

/** Fingerprint of every source file the CLI bundle is made from. */
function fingerprint() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${path}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(join(root, 'cli'));
  walk(join(root, 'types'));
  // The one registry of layouts and islands is the CLI's too (the schema's enum, the bundle's islands).
  const registry = statSync(join(root, 'templates', 'registry.ts'));
  hash.update(`registry\0${registry.size}\0${registry.mtimeMs}\n`);
  hash.update(String(statSync(join(root, 'package.json')).mtimeMs));
  // The build options: this launcher's and the shared ones.
  for (const file of ['site.js', 'node-bundle.js', 'load-bundle.cjs', 'esbuild-service.js'])
    hash.update(String(statSync(join(root, 'bin', file)).mtimeMs));
  return hash.digest('hex').slice(0, 16);
}

const outfile = join(cacheDir, `cli-${fingerprint()}.cjs`);
// The Node built-ins the bundle requires, loaded before V8's settings change (bin/v8-flags.js).
const builtinsFile = `${outfile}.builtins.json`;
let builtins;
if (!existsSync(outfile)) {
  const { build } = await esbuild();
  const { metafile } = await build({
    ...nodeBundleOptions,
    entryPoints: [join(root, 'cli', 'main.ts')],
    outfile,
    // Dependencies are bundled in (one file loads far faster than hundreds of small
    // modules); esbuild itself ships a native binary and stays external.
    external: [
      'esbuild',
      'playwright-core',
      '@electric-sql/pglite',
      'chokidar',
      'axe-core',
      'vnu-jar',
      '@resvg/resvg-js',
      'sharp',
      'lighthouse',
      'chrome-launcher',
    ],
    logLevel: 'error',
    metafile: true,
  });
  builtins = requiredBuiltins(metafile);
  writeFileSync(builtinsFile, JSON.stringify(builtins));
  // Drop bundles of earlier source versions, with what lies beside them.
  for (const name of readdirSync(cacheDir)) {
    const bundle = name.replace(SIDE_FILES, '');
    if (/^cli-[0-9a-f]+\.[cm]js$/.test(bundle) && !outfile.endsWith(bundle)) rmSync(join(cacheDir, name), { force: true });
  }
}
// With them, perf_hooks: the global `performance` (every stage's clock) loads it on first use.
applyV8Flags(['node:perf_hooks', ...(builtins ?? listedBuiltins(builtinsFile))]);
// Stacks are mapped to the TypeScript sources only when one is printed (cli/shell/source-stack.ts).
// Compiled with V8's code cache once a command has run to its end (bin/load-bundle.cjs).
const { run } = loadBundle(outfile, { saveOnExit: true }).exports;
process.exitCode = await run(process.argv, { projectRoot: root });
