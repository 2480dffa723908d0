// The CLI bundle the launcher (bin/site.js) runs: found through its record (cli.json beside it:
// the bundle's name and each of its inputs, stamped by bin/input-stamps.js), or compiled with
// esbuild when an input changed. The inputs are what esbuild read from this checkout (every file
// of cli/, templates/ and bin/ the bundle is made from), the files holding the bundling options
// (this one and cli/render/node-bundle.js), and what pins the bundled dependencies: package.json, the
// lockfile and the one npm writes for what it installed, so a dependency updated by `npm ci` with
// package.json unchanged is a new bundle. They are kept relative to the project root: another
// checkout compares its own files.
// Plain JavaScript, because the launcher runs it before anything is compiled.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, normalize } from 'node:path';
import { writeAtomicSync } from '../cli/files/atomic-write.js';
import { compareInputs, stampInputs } from '../cli/cache/input-stamps.js';
import { NODE_BUNDLE_OPTIONS } from '../cli/render/node-bundle.js';

/** What the launcher keeps beside a CLI bundle: its source map. */
const SIDE_FILES = /\.map$/;
const BUNDLE_NAME = /^cli-[0-9a-f]+\.mjs$/;

/** Inputs of every CLI bundle besides the files esbuild reads (relative to the project root): its options, and what pins its dependencies. */
const PINS = [
  join('bin', 'cli-bundle.js'),
  join('cli', 'render', 'node-bundle.js'),
  'package.json',
  'package-lock.json',
  join('node_modules', '.package-lock.json'),
];

/** The file of the CLI bundle of this checkout's code (an ES module), compiled first if needed. */
export async function cliBundle(root, cacheDir) {
  const recordFile = join(cacheDir, 'cli.json');
  const recorded = recordedBundle(root, cacheDir, recordFile);
  if (recorded) return recorded;
  const { file, inputs } = await compile(root, cacheDir);
  writeAtomicSync(recordFile, JSON.stringify({ bundle: basename(file), inputs: stampInputs(inputs, (name) => join(root, name)) }));
  return file;
}

/**
 * The bundle the record names, while every input it lists holds what it held (the record takes
 * the new stamps when only stamps changed). A record that does not list the dependency pins was
 * not written here and is not trusted.
 */
function recordedBundle(root, cacheDir, recordFile) {
  let record;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    return undefined;
  }
  const file = BUNDLE_NAME.test(record?.bundle) ? join(cacheDir, record.bundle) : undefined;
  if (!file || !existsSync(file) || !PINS.every((pin) => Object.hasOwn(record.inputs ?? {}, pin))) return undefined;
  const pathOf = (name) => join(root, name);
  const inputs = compareInputs(record.inputs, pathOf);
  if (inputs === 'changed') return undefined;
  if (inputs === 'restamped') {
    try {
      writeAtomicSync(recordFile, JSON.stringify({ ...record, inputs: stampInputs(Object.keys(record.inputs), pathOf) }));
    } catch {
      // Not written (a read-only cache): the next start compares contents again.
    }
  }
  return file;
}

/** Bundle the CLI (named by a hash of its text; its map beside it, the bundle last) and drop earlier ones. */
async function compile(root, cacheDir) {
  const { build } = await import('esbuild');
  const { metafile, outputFiles } = await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [join(root, 'cli', 'main.ts')],
    outfile: join(cacheDir, 'cli.mjs'),
    write: false,
    absWorkingDir: root,
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
  const code = outputFiles.find((f) => f.path.endsWith('.mjs')).text;
  const name = `cli-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = join(cacheDir, name);
  writeAtomicSync(`${file}.map`, outputFiles.find((f) => f.path.endsWith('.map')).contents);
  writeAtomicSync(file, code.replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${name}.map\n`));
  // Drop bundles of earlier sources, with what lies beside them.
  for (const entry of readdirSync(cacheDir)) {
    const bundle = entry.replace(SIDE_FILES, '');
    if (BUNDLE_NAME.test(bundle) && bundle !== name) rmSync(join(cacheDir, entry), { force: true });
  }
  const read = Object.keys(metafile.inputs).filter((path) => !path.includes('node_modules'));
  const inputs = [...new Set([...read.map(normalize), ...PINS])].sort();
  return { file, inputs };
}
