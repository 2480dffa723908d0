// Write a small file so readers never see it half-written: a temporary file beside it, then a
// rename. Shared by the launcher (bin/cli-bundle.js: the CLI bundle and its record) and the
// caches (cli/cache/store.ts re-exports it). Plain JavaScript, because the launcher runs it
// before anything is compiled.
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
