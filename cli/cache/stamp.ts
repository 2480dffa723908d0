/**
 * The one stamp format: a file's size and modification time, or "missing". Cheap to take for
 * thousands of files; a record holding stamps trusts a file unchanged while its stamp is.
 */
import { statSync } from 'node:fs';

/** The stamp of `path` now. */
export function stampOf(path: string): string {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}
