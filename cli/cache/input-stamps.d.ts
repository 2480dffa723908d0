// Types of input-stamps.js for the TypeScript that imports it (cli/cache/).

/** What a record keeps of one input. */
export interface InputStamp {
  stamp: string;
  contents: string;
}
export declare function stampOf(path: string): string;
export declare function contentsOf(path: string): string;
export declare function stampInputs(names: readonly string[], pathOf?: (name: string) => string): Record<string, InputStamp>;
export declare function compareInputs(inputs: unknown, pathOf?: (name: string) => string): 'same' | 'restamped' | 'changed';
