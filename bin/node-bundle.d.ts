import type { BuildOptions, Metafile } from 'esbuild';

/** Options for a CommonJS bundle that runs in Node 20 (see node-bundle.js). */
export declare const nodeBundleOptions: BuildOptions;
/** The Node built-ins a bundle's output requires, from esbuild's metafile. */
export declare function requiredBuiltins(metafile: Metafile): string[];
