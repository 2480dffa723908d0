// Types of node-bundle.js (plain JavaScript, because the launcher reads it before anything is compiled).

/** An ES module for Node, minified, with a linked map read only when a stack is printed. */
export declare const NODE_BUNDLE_OPTIONS: {
  readonly bundle: true;
  readonly platform: 'node';
  readonly format: 'esm';
  readonly target: 'node20';
  readonly banner: { js: string };
  readonly sourcemap: 'linked';
  readonly sourcesContent: false;
  readonly minifyWhitespace: true;
  readonly minifySyntax: true;
};
