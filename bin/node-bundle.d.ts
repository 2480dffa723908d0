import type { BuildOptions } from 'esbuild';

/** Options for an ESM bundle that runs in Node 20 (see node-bundle.js). */
export declare const nodeBundleOptions: BuildOptions;
