// Types of input-stamps.js (plain JavaScript, because the launcher runs it before anything is compiled).

/** What a record keeps of one input. */
export interface InputStamp {
  stamp: string;
  contents: string;
}
/** The stamp of `path` now: size and modification time, or "missing". */
export declare function stampOf(path: string): string;
/** The hash of a file's contents, of a folder's entry names, or "missing". */
export declare function contentsOf(path: string): string;
/** Each input's stamp and contents, by the name the record keeps (`pathOf` finds the file). */
export declare function stampInputs(names: readonly string[], pathOf?: (name: string) => string): Record<string, InputStamp>;
/** Whether recorded inputs still hold what they held: "same", "restamped" (only stamps changed) or "changed". */
export declare function compareInputs(inputs: unknown, pathOf?: (name: string) => string): 'same' | 'restamped' | 'changed';
