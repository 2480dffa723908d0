// The one atomic write: a temporary file beside the target, then a rename, so readers never see a
// file half-written. Used by the caches, the render bundle and the launcher (bin/cli-bundle.js).
// Plain JavaScript, because the launcher runs it before anything is compiled.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Write `contents` to `file` (its folder made if missing) through a temporary file and a rename. */
export function writeAtomicSync(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}
