// The stamps a cached bundle keeps of its inputs (the render and client bundles' records,
// bundle-cache.ts, and the launcher's record of the CLI bundle, bin/cli-bundle.js). A stamp (size
// and modification time) is cheap to compare on every start; the hash of an input's contents is
// compared only when its stamp changed, so a fresh checkout of the same code, or a CI job that
// restored node_modules/.cache/site, reuses a bundle instead of compiling it again.
// Plain JavaScript, because the launcher runs it before anything is compiled.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';

/** The stamp of `path` now: size and modification time, or "missing". */
export function stampOf(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}

/** The hash of a file's contents, of a folder's entry names, or "missing". */
export function contentsOf(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 'missing';
  const hash = createHash('sha256');
  try {
    if (stat.isDirectory()) hash.update(`folder\0${readdirSync(path).sort().join('\0')}`);
    else hash.update('file\0').update(readFileSync(path));
  } catch {
    return 'missing';
  }
  return hash.digest('hex');
}

/** Each input's stamp and contents, by the name the record keeps (`pathOf` finds the file). */
export function stampInputs(names, pathOf = (name) => name) {
  return Object.fromEntries(names.map((name) => [name, { stamp: stampOf(pathOf(name)), contents: contentsOf(pathOf(name)) }]));
}

/**
 * Whether recorded inputs still hold what they held: "same" (every stamp unchanged), "restamped"
 * (some stamps changed, every content the same: the record should take the new stamps), or
 * "changed" (a content changed, or the record is not one this module wrote).
 */
export function compareInputs(inputs, pathOf = (name) => name) {
  if (typeof inputs !== 'object' || inputs === null) return 'changed';
  let restamped = false;
  for (const [name, recorded] of Object.entries(inputs)) {
    if (typeof recorded?.stamp !== 'string' || typeof recorded.contents !== 'string') return 'changed';
    if (stampOf(pathOf(name)) === recorded.stamp) continue;
    if (contentsOf(pathOf(name)) !== recorded.contents) return 'changed';
    restamped = true;
  }
  return restamped ? 'restamped' : 'same';
}
