/**
 * Bundle the browser code and the stylesheet with esbuild: client/hydrate.ts (ESM, code
 * splitting, minified, production React, content-hashed names under /assets/) and
 * templates/styles/site.css. Islands are found by file name in client/islands/ and reached
 * through the generated module `site:islands`, so each island is its own chunk.
 */
import type { Metafile, Plugin } from 'esbuild';
import { readdir } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { readBundleCache, writeBundleCache } from '../cache/bundle-cache.ts';
import { rethrowEsbuild } from './esbuild-errors.ts';
import type { ProjectPaths } from '../shell/project-paths.ts';
import { BuildFailure } from '../content/errors.ts';
import { islandRegistry } from '../../templates/registry.ts';

/** One output file of the bundle. */
export interface BundleFile {
  /** Path under out/ (assets/…). */
  path: string;
  contents: Uint8Array;
}

/** The bundle: its files and what pages need to reference them. */
export interface ClientBundle {
  files: BundleFile[];
  css: string;
  hydrate: string;
  /** Island name → chunk URLs to modulepreload (React runtime, the island's chunk and its imports). */
  islands: Record<string, string[]>;
  /** Island names (file names in client/islands/). */
  islandNames: string[];
  /** Web fonts the stylesheet loads (its url()s, emitted under /assets/): pages preload them. */
  fonts: string[];
}

/** Options for bundleClient. */
export interface BundleOptions {
  /** The code identity (cache/code-identity.ts): a bundle cached by other code is never reused. */
  code: string;
}

/** Build the client bundle, or reuse the cached one when no input changed. */
export async function bundleClient(paths: ProjectPaths, options: BundleOptions): Promise<ClientBundle> {
  const cached = readBundleCache<SerializedBundle>(paths.cache, 'client', options.code);
  if (cached) return deserialize(cached);

  const islandsDir = join(paths.client, 'islands');
  const islandFiles = await registeredIslandFiles(islandsDir);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { hydrate: join(paths.client, 'hydrate.ts'), site: join(paths.templates, 'styles', 'site.css') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    keepNames: true,
    write: false,
    metafile: true,
    outdir: join(paths.root, 'out-bundle', 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets',
    // The stylesheet's @font-face files (templates/styles/fonts.css) are emitted with hashed names.
    loader: { '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [islandsPlugin(islandsDir, islandFiles)],
    logLevel: 'silent',
    absWorkingDir: paths.root,
  }).catch((error: unknown) => rethrowEsbuild(error, paths.root));
  const outBase = join(paths.root, 'out-bundle');
  const files = result.outputFiles.map((f) => ({ path: relative(outBase, f.path), contents: f.contents }));
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .filter((p) => !p.includes('node_modules') && !p.startsWith('site:'))
      .map((p) => resolve(paths.root, p)),
    islandsDir,
    join(paths.root, 'package-lock.json'),
  ];
  const bundle = describeOutputs(result.metafile, paths.root, islandsDir, islandFiles, files);
  writeBundleCache(paths.cache, 'client', options.code, inputs, serialize(bundle));
  return bundle;
}

/**
 * The island files, from the registry (templates/registry.ts). A file in client/islands/ that is
 * not registered, or a registered island without its file, is an error naming both places.
 */
async function registeredIslandFiles(islandsDir: string): Promise<string[]> {
  const onDisk = (await readdir(islandsDir).catch(() => [] as string[])).filter((f) => /\.tsx?$/.test(f));
  const registered: string[] = Object.values(islandRegistry);
  const unregistered = onDisk.filter((f) => !registered.includes(f));
  const missing = registered.filter((f) => !onDisk.includes(f));
  const registry = join(dirname(dirname(islandsDir)), 'templates', 'registry.ts');
  const errors = [
    ...unregistered.map((f) => ({
      code: 'island-unregistered',
      message: `client/islands/${f} is not in islandRegistry`,
      hint: 'Add it to templates/registry.ts.',
      file: join(islandsDir, f),
    })),
    ...missing.map((f) => ({
      code: 'island-missing',
      message: `islandRegistry lists ${f}, which is not a file in client/islands/`,
      hint: 'Add the file or remove the entry.',
      file: registry,
    })),
  ];
  if (errors.length > 0) throw new BuildFailure(errors);
  return [...registered].sort();
}

/** The generated module: island name → dynamic import of its file. */
function islandsPlugin(islandsDir: string, files: string[]): Plugin {
  return {
    name: 'site-islands',
    setup(b) {
      b.onResolve({ filter: /^site:islands$/ }, () => ({ path: 'site:islands', namespace: 'site' }));
      b.onLoad({ filter: /.*/, namespace: 'site' }, () => ({
        contents: `export const islands = {${files.map((f) => `${JSON.stringify(f.replace(/\.tsx?$/, ''))}: () => import(${JSON.stringify(join(islandsDir, f))})`).join(',')}};`,
        loader: 'js',
        resolveDir: islandsDir,
      }));
    },
  };
}

function describeOutputs(metafile: Metafile, root: string, islandsDir: string, islandFiles: string[], files: BundleFile[]): ClientBundle {
  const islandNames = islandFiles.map((f) => f.replace(/\.tsx?$/, ''));
  const url = (outPath: string) => `/${relative(join(root, 'out-bundle'), resolve(root, outPath))}`;
  const outputs = Object.entries(metafile.outputs);
  const find = (predicate: (entryPoint: string | undefined, out: string) => boolean) =>
    outputs.find(([out, meta]) => predicate(meta.entryPoint, out));
  const hydrate = find((entry, out) => !!entry?.endsWith('client/hydrate.ts') && out.endsWith('.js'));
  const css = find((_, out) => out.endsWith('.css') && /^site(-\w+)?\.css$/.test(basename(out)));
  const mount = find((entry) => !!entry?.endsWith('client/mount.ts'));
  const staticClosure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') staticClosure(imp.path, seen);
    return seen;
  };
  const islands: Record<string, string[]> = {};
  for (const file of islandFiles) {
    const name = file.replace(/\.tsx?$/, '');
    const chunk = find((entry) => !!entry && resolve(root, entry) === join(islandsDir, file));
    if (!chunk) continue;
    const closure = staticClosure(chunk[0]);
    // React islands also need the mount chunk (and React); plain DOM islands export mount() themselves.
    const vanilla = chunk[1].exports.includes('mount');
    if (mount && !vanilla) for (const out of staticClosure(mount[0])) closure.add(out);
    islands[name] = [...closure].map(url);
  }
  if (!hydrate || !css) throw new Error('esbuild did not produce the hydrate entry and the stylesheet');
  const fonts = outputs.filter(([out]) => out.endsWith('.woff2')).map(([out]) => url(out));
  return { files, css: url(css[0]), hydrate: url(hydrate[0]), islands, islandNames, fonts };
}

interface SerializedBundle extends Omit<ClientBundle, 'files'> {
  files: { path: string; contents: string }[];
}

function serialize(bundle: ClientBundle): SerializedBundle {
  return { ...bundle, files: bundle.files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents).toString('base64') })) };
}

function deserialize(bundle: SerializedBundle): ClientBundle {
  return { ...bundle, files: bundle.files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents, 'base64') })) };
}
