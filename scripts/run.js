#!/usr/bin/env node
// Run a TypeScript script (scripts/*.ts) on Node 20: bundle it with esbuild, then import it.
// Usage: node scripts/run.js scripts/bench.ts [args...]
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = resolve(process.argv[2] ?? '');
const cacheDir = join(root, 'node_modules', '.cache', 'site', 'scripts');
mkdirSync(cacheDir, { recursive: true });
const outfile = join(cacheDir, `${createHash('sha256').update(entry).digest('hex').slice(0, 12)}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Bundled CommonJS calls require(); ESM output has none of its own.
  banner: {
    js: "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);",
  },
  jsx: 'automatic',
  sourcemap: 'inline',
  logLevel: 'error',
});
process.argv.splice(1, 2, entry);
await import(pathToFileURL(outfile).href);
