import type { BuildOptions } from 'esbuild';

/** Options for a CommonJS bundle that runs in Node 20 (see node-bundle.js). */
export declare const nodeBundleOptions: BuildOptions;
