// esbuild options shared by the two bundles that run in Node: the CLI (bin/cli-bundle.js) and the
// render bundle (cli/render/renderer.ts). Plain JavaScript, because the launcher reads it before
// anything is compiled; it is one of the CLI bundle's inputs, so changing it compiles both again.

/** An ES module for Node, minified, with a linked map read only when a stack is printed (cli/shell/source-stack.ts). */
export const NODE_BUNDLE_OPTIONS = Object.freeze({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);" },
  sourcemap: 'linked',
  sourcesContent: false,
  minifyWhitespace: true,
  minifySyntax: true,
});
