// esbuild options shared by the two Node bundles: the CLI (bin/site.js) and the render bundle
// (cli/renderer.ts). Plain JavaScript, because the launcher reads it before anything is compiled.

/** Options for an ESM bundle that runs in Node 20. */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies call require(); ESM output has none of its own.
  banner: {
    js: "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);",
  },
  // Stack traces map back to the TypeScript through a linked map (an inline map made the render
  // bundle 9 MB); without the sources in the map and with whitespace and syntax minified (names
  // kept), each bundle loads ~40 ms faster, in every command and every render worker.
  sourcemap: 'linked',
  sourcesContent: false,
  minifyWhitespace: true,
  minifySyntax: true,
};
