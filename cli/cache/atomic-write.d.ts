// Types of atomic-write.js for the TypeScript that imports it (cli/cache/store.ts).

/** Write `contents` to `file` (its folder made if missing) through a temporary file and a rename. */
export declare function writeAtomicSync(file: string, contents: string | Uint8Array): void;
