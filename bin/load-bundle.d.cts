// Types of load-bundle.cjs for the TypeScript that imports it (cli/render/renderer.ts).

/** A bundle run by loadBundle: its exports, and the writer of its code cache. */
export interface LoadedBundle {
  exports: unknown;
  /** Whether the bundle was compiled from its code cache (V8 took the data in `<bundle>.v8`). */
  cached: boolean;
  /** Write `<bundle>.v8` if the bundle had no usable one (at most once; never throws). */
  saveCodeCache(): void;
}

/** Run the CommonJS bundle `file` with V8's code cache; `saveOnExit`: write the cache when the process ends on its own. */
export function loadBundle(file: string, options?: { saveOnExit?: boolean }): LoadedBundle;
