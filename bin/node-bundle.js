// esbuild options shared by the two Node bundles: the CLI (bin/site.js) and the render bundle
// (cli/render/renderer.ts). Plain JavaScript, because the launcher reads it before anything is compiled.
import { isBuiltin } from 'node:module';

/** Options for a bundle that runs in Node 20, loaded by bin/load-bundle.cjs (hence CommonJS: V8's code cache takes only scripts). */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // A script run by bin/load-bundle.cjs may not call import() (Node 20 wants a flag for it there):
  // each dynamic import of an external package becomes a require() at the same moment, and Node
  // 20.19+ requires ES module packages (chokidar) too.
  supported: { 'dynamic-import': false },
  // Stack traces map back to the TypeScript through a linked map (an inline map made the render
  // bundle 9 MB); without the sources in the map and with whitespace and syntax minified (names
  // kept), each bundle loads ~40 ms faster, in every command and every render worker.
  sourcemap: 'linked',
  sourcesContent: false,
  minifyWhitespace: true,
  minifySyntax: true,
};

/**
 * The Node built-ins a bundle's output requires, from esbuild's metafile: each is loaded before
 * V8's settings change (bin/v8-flags.js), the CLI's by the launcher, the render bundle's by each
 * render worker (cli/render/pool.ts).
 */
export function requiredBuiltins(metafile) {
  const imports = Object.entries(metafile.outputs).find(([path]) => path.endsWith('.cjs'))?.[1].imports ?? [];
  return [...new Set(imports.filter((i) => i.external && isBuiltin(i.path)).map((i) => i.path))];
}
