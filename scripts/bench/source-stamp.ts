/** A stamp of the generator's sources (cli/, templates/, client/), to notice edits made while the bench runs. */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Hash of the path, size and modification time of every generator source file. */
export function sourceStamp(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const folder of ['cli', 'templates', 'client']) {
    const dir = join(projectRoot, folder);
    let names: string[];
    try {
      names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const { size, mtimeMs } = statSync(join(dir, name), { throwIfNoEntry: false }) ?? { size: -1, mtimeMs: 0 };
      hash.update(`${folder}/${name}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}
