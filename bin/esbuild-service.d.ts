/** The collector settings esbuild's service starts with (bin/esbuild-service.js). */
export declare const ESBUILD_GC: { GOGC: string; GOMEMLIMIT: string };
/** The esbuild module, its service started (if it was not yet) with ESBUILD_GC. */
export declare function esbuild(): Promise<typeof import('esbuild')>;
