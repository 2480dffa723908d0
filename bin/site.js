#!/usr/bin/env node
// Launcher for the `site` CLI. The generator is written in TypeScript under cli/;
// this file compiles it once with esbuild into node_modules/.cache/site/ (bin/cli-bundle.js:
// again only when a file it is made from changed) and runs it. No separate compile step to forget.
// Stacks are mapped to the TypeScript sources only when one is printed (cli/shell/source-stack.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundle } from './cli-bundle.js';

// NO_COLOR wins over FORCE_COLOR (docs/cli.md). Said here once, before Node's own modules read them:
// with both set, Node 24 warns "The 'NO_COLOR' env is ignored…" when undici loads, and its colours would win.
if (process.env.NO_COLOR) delete process.env.FORCE_COLOR;

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const file = await cliBundle(root, join(root, 'node_modules', '.cache', 'site'));
const { run } = await import(pathToFileURL(file).href);
process.exitCode = await run(process.argv, { projectRoot: root });
