/**
 * Load the render bundle: cli/render.ts and the templates it imports, compiled by esbuild
 * into one ES module under node_modules/.cache/site/ and imported from there. Rebuilt only
 * when a source changed, so templates can change while `site dev` runs.
 */
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { writeAtomicSync } from '../files/atomic-write.js';
import { readBundleCache, writeBundleCache } from '../cache/bundle-cache.ts';
import { rethrowEsbuild } from '../assets/esbuild-errors.ts';
import type { ProjectPaths } from '../shell/project-paths.ts';
import { islandRegistry } from '../../templates/registry.ts';
import type { runPageTask } from './page-job.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';
import { nameHash } from '../cache/hash.ts';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.js';

/** The render bundle's exports. */
export interface RenderModule {
  renderRoute(input: RenderInput, site: SiteData): RenderOutput;
  runPageTask: typeof runPageTask;
}

/** A render bundle to load: its file, an ES module named by its content hash. */
export interface RenderBundle {
  file: string;
}

/** The render bundle on disk, with its source import graph. */
export interface RenderBundleRecord extends RenderBundle {
  /** Absolute source file → absolute files it imports (project sources only). */
  graph: Record<string, string[]>;
}

/** Import a render bundle in this thread (a build whose pages all come from the page cache never does). */
export async function importRenderModule(bundle: RenderBundle): Promise<RenderModule> {
  return (await import(pathToFileURL(bundle.file).href)) as RenderModule;
}

/** Remove render bundles of earlier template versions (keep the newest few for running processes), with their maps. */
async function pruneOldBundles(cacheDir: string, keep: string): Promise<void> {
  const entries = (await readdir(cacheDir)).filter((f) => /^render-[0-9a-f]+\.mjs$/.test(f) && join(cacheDir, f) !== keep);
  const dated = await Promise.all(entries.map(async (f) => ({ f, t: (await stat(join(cacheDir, f))).mtimeMs })));
  for (const { f } of dated.sort((a, b) => b.t - a.t).slice(3)) {
    for (const suffix of ['', '.map']) await rm(join(cacheDir, `${f}${suffix}`), { force: true });
  }
}

/**
 * Island components are named by their `displayName` (templates/Island.tsx reads it): the name
 * the registry gives the island's file (templates/registry.ts). esbuild may rename a bundled
 * function, and its keepNames option would wrap every function the bundle creates at run time
 * (about 5% of render time), so each import of an island file goes through a small wrapper
 * module that sets the name and re-exports the file.
 */
function islandNames(islandsDir: string): Plugin {
  const names = new Map(Object.entries(islandRegistry).map(([name, file]) => [join(islandsDir, file), name]));
  return {
    name: 'island-names',
    setup(build) {
      build.onResolve({ filter: /[\\/]islands[\\/][^\\/]+$/ }, async (args) => {
        if (args.namespace === 'island' || args.pluginData === 'island-source') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'island-source' });
        return names.has(resolved.path) ? { path: resolved.path, namespace: 'island' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const source = JSON.stringify(args.path);
        const name = JSON.stringify(names.get(args.path));
        return {
          contents: `import C from ${source};\nexport * from ${source};\nC.displayName = ${name};\nexport default C;\n`,
          loader: 'js',
          resolveDir: islandsDir,
        };
      });
      // The wrapper's own import is the island file itself.
      build.onResolve({ filter: /.*/, namespace: 'island' }, (args) => ({ path: args.path }));
    },
  };
}

/** Compile the render bundle if a source changed since (or the code identity `code` is new); its file and import graph. */
export async function renderBundleFile(paths: ProjectPaths, codeId: string): Promise<RenderBundleRecord> {
  const cached = readBundleCache<RenderBundleRecord>(paths.cache, 'render', codeId);
  if (cached && existsSync(cached.file)) return cached;
  const { build } = await import('esbuild');
  const result = await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [join(paths.root, 'cli', 'render', 'render.tsx')],
    outfile: join(paths.cache, 'render.mjs'),
    write: false,
    external: ['esbuild'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    plugins: [islandNames(join(paths.client, 'islands'))],
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: paths.root,
  }).catch((error: unknown) => rethrowEsbuild(error, paths.root));
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  const hash = nameHash(code, 16);
  const file = join(paths.cache, `render-${hash}.mjs`);
  if (!existsSync(file)) {
    if (map) writeAtomicSync(`${file}.map`, map.contents);
    writeAtomicSync(file, code.replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=render-${hash}.mjs.map\n`));
  }
  await pruneOldBundles(paths.cache, file);
  const own = (p: string) => !p.includes('node_modules');
  const graph: Record<string, string[]> = {};
  for (const [input, meta] of Object.entries(result.metafile.inputs)) {
    if (own(input)) graph[resolve(paths.root, input)] = meta.imports.filter((i) => own(i.path)).map((i) => resolve(paths.root, i.path));
  }
  const record: RenderBundleRecord = { file, graph };
  // The lockfile (React, the unified plugins bundled in) is an input too.
  writeBundleCache(paths.cache, 'render', codeId, [...Object.keys(graph), join(paths.root, 'package-lock.json')], record);
  return record;
}
