// Load a CommonJS bundle with V8's code cache. Node 20 compiles every module from its source on
// every start (its compile cache came in Node 22), and the CLI and render bundles are most of a
// megabyte each: parsing them and compiling the functions a build calls is a good part of a
// command's start and of each render worker's. Here a bundle is compiled with the code V8 kept
// after an earlier run (`<bundle>.v8`, beside it). V8 refuses data made by another V8 version or
// with other flags, and the file starts with a hash of the bundle's text, so data made from other
// code is never used: either way the bundle is then compiled from its source, as before.
// Plain JavaScript, because the launcher (bin/site.js) loads it before anything is compiled.
'use strict';
const { createHash } = require('node:crypto');
const { readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
const vm = require('node:vm');

const STAMP_BYTES = 16;

/** Savers of bundles loaded with `saveOnExit`, run once when the process has nothing left to do. */
const atExit = new Set();
let listening = false;

/**
 * Run the CommonJS bundle `file`; its exports, whether V8 took the cached code (`cached`), and
 * `saveCodeCache()`: call it once the bundle
 * has done some work (the functions compiled by then go into the cache too). It writes the cache
 * only when none was usable, at most once, and never throws. `saveOnExit`: call it when the
 * process is about to exit on its own (not on process.exit() or a signal).
 */
function loadBundle(file, { saveOnExit = false } = {}) {
  const source = readFileSync(file, 'utf8');
  const stamp = createHash('sha256').update(source).digest().subarray(0, STAMP_BYTES);
  const cacheFile = `${file}.v8`;
  let cachedData;
  try {
    const stored = readFileSync(cacheFile);
    if (stored.length > STAMP_BYTES && stored.subarray(0, STAMP_BYTES).equals(stamp)) cachedData = stored.subarray(STAMP_BYTES);
  } catch {
    // no cache yet
  }
  // The wrapper stands on a line of its own, so the bundle's lines and columns (its source map's) are unchanged.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
    filename: file,
    lineOffset: -1,
    cachedData,
  });
  const cached = cachedData !== undefined && script.cachedDataRejected !== true;
  let wanted = !cached;
  const saveCodeCache = () => {
    if (!wanted) return;
    wanted = false;
    atExit.delete(saveCodeCache);
    const temporary = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      writeFileSync(temporary, Buffer.concat([stamp, script.createCachedData()]));
      renameSync(temporary, cacheFile);
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // a read-only cache folder: the next run compiles from source again
      }
    }
  };
  if (saveOnExit && wanted) {
    atExit.add(saveCodeCache);
    if (!listening) {
      listening = true;
      process.once('beforeExit', () => {
        for (const save of atExit) save();
      });
    }
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return { exports: module.exports, cached, saveCodeCache };
}

module.exports = { loadBundle };
