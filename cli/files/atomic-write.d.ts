// Types of atomic-write.js (plain JavaScript, because the launcher runs it before anything is compiled).

/** Write `contents` to `file` (its folder made if missing) through a temporary file and a rename. */
export declare function writeAtomicSync(file: string, contents: string | Uint8Array): void;
