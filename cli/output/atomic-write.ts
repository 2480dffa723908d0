/** Write a file so readers never see it half-written (temp file + rename). */
import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';

/** Write `contents` to `file` atomically. */
export async function writeFileAtomic(file: string, contents: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, contents);
  await rename(temp, file);
}
