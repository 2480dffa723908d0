/** The V8 settings the CLI runs with (bin/v8-flags.js). */
export declare const V8_FLAGS: string[];
/** The settings of `flags` that `execArgv` (Node's own command line) does not already set. */
export declare function flagsToSet(flags?: string[], execArgv?: string[]): string[];
/** Load the Node built-ins `builtins` (their shipped compiled code is taken only under Node's own flags), then set V8_FLAGS. */
export declare function applyV8Flags(builtins?: string[]): void;
/** V8's own value of each setting in V8_FLAGS. */
export declare const V8_DEFAULTS: Record<string, string>;
/** The settings applyV8Flags set in this process: none when the CLI runs without the launcher or Node was given them. */
export declare function appliedV8Flags(): string[];
/** `flags` with V8's own values. */
export declare function defaultsOf(flags: string[]): string[];
/** Set each of `flags` (the whole process's). */
export declare function setV8Flags(flags: string[]): void;
