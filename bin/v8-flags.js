// V8's optimizing compiler, tuned for a short command. A build is over in seconds, and in that
// time TurboFan compiles a few hundred hot functions on V8's background threads: in a cold build
// of 1,000 articles, `perf` put a quarter of the whole process's CPU there (more than the garbage
// collector's fifth of that), on the same two cores the render worker and the main thread need.
// Most of its time goes into inlining callees into the big functions (the fast parser's block
// loop, React's element renderer, the article template): with V8's default budget of 920 bytes of
// inlined bytecode per function, a single compile took 20–80 ms. With 100, TurboFan compiled the
// same build's functions in half the time (951 against 1,847 ms, `--trace-opt`), and the build
// took less CPU and time, measured in rotating A/B runs of separate trees (1,000 articles cold:
// 0.915× wall and 0.887× CPU over 12 rounds, again 0.919× and 0.892×; budgets of 50, 150 and 200
// and no inlining at all did less; 10,000 articles: 0.983× wall, no slower). Small functions are
// still inlined, so hot code stays fast.
// The settings are the process's (the render workers have them too), and they have a price:
// V8 checks its flags before it takes compiled code from a cache, so a Node built-in module loaded
// after a change is compiled from source instead of from the code Node ships (17 built-ins: 26–28
// ms against 9–15), which would cost every command, a build with nothing to do included. So the
// launcher first loads the built-ins the CLI bundle requires (listed beside it when it is
// bundled), then sets the flags, then loads the bundle: its own code cache and the render
// bundle's are always made and read under the same flags. A render worker thread boots with V8's
// own values and takes the settings back once it has loaded its built-ins (cli/render/pool.ts):
// booting under them cost each worker 40–70 ms of compiling Node's code from source. A budget
// the user gave Node (`node --max-inlined-bytecode-size-cumulative=920 bin/site.js build`) is
// left as it is.
// Plain JavaScript, because the launcher (bin/site.js) runs it before anything is compiled.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

/** The V8 settings the CLI runs with. */
export const V8_FLAGS = ['--max-inlined-bytecode-size-cumulative=100'];

/** V8's own value of each setting in V8_FLAGS (Node 20's V8, and V8's flag-definitions.h today). */
export const V8_DEFAULTS = { '--max-inlined-bytecode-size-cumulative': '920' };

/** Where applyV8Flags records what it set: the launcher and the CLI bundle hold separate copies of this file. */
const APPLIED = Symbol.for('site.v8-flags.applied');

const flagName = (flag) => flag.replace(/=.*$/, '').replaceAll('_', '-');

/** The settings of `flags` that `execArgv` (Node's own command line) does not already set. */
export function flagsToSet(flags = V8_FLAGS, execArgv = process.execArgv) {
  const given = new Set(execArgv.map(flagName));
  return flags.filter((flag) => !given.has(flagName(flag)));
}

/** Load the Node built-ins `builtins` (their shipped compiled code is taken only under Node's own flags), then set V8_FLAGS. */
export function applyV8Flags(builtins = []) {
  const require = createRequire(import.meta.url);
  for (const id of builtins) require(id);
  const flags = flagsToSet();
  setV8Flags(flags);
  globalThis[APPLIED] = flags;
}

/** Set each of `flags` (the whole process's: every thread, every isolate). */
export function setV8Flags(flags) {
  for (const flag of flags) setFlagsFromString(flag);
}

/** The settings applyV8Flags set in this process: none when the CLI runs without the launcher (tests) or Node was given them. */
export function appliedV8Flags() {
  return globalThis[APPLIED] ?? [];
}

/** `flags` with V8's own values: set them to give V8 back its defaults (while a worker boots). */
export function defaultsOf(flags) {
  return flags.map((flag) => `${flagName(flag)}=${V8_DEFAULTS[flagName(flag)]}`);
}
