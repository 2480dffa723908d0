/**
 * The content root is a boundary: the build reads and publishes only files inside it. A symbolic
 * link is followed when it leads to a file inside the root; a link that leaves the root (to
 * /etc/passwd, /proc/self/environ, a secret elsewhere), a link to a folder and a broken link are
 * content errors naming the link and where it points, and the file is not read.
 */
import { lstatSync, readlinkSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { isWithin, realPath } from '../files/real-paths.ts';
import { at, catalogue, type ContentErrorData } from './errors.ts';

/** A directory entry checked against the content root. */
export type EntryCheck = { kind: 'file' | 'folder' | 'other' } | { kind: 'error'; error: ContentErrorData };

/** What the entry `dirent` of `dir` is, following a symbolic link only while it stays inside `contentRoot`. */
export function checkEntry(contentRoot: string, dir: string, dirent: Dirent): EntryCheck {
  if (dirent.isFile()) return { kind: 'file' };
  if (dirent.isDirectory()) return { kind: 'folder' };
  if (!dirent.isSymbolicLink()) return { kind: 'other' };
  return checkLink(contentRoot, join(dir, dirent.name));
}

/** The boundary error of the file at `file` when it is a symbolic link the build must not follow. */
export function boundaryError(contentRoot: string, file: string): ContentErrorData | undefined {
  if (!lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  const checked = checkLink(contentRoot, file);
  return checked.kind === 'error' ? checked.error : undefined;
}

function checkLink(contentRoot: string, file: string): EntryCheck {
  let target: string;
  try {
    target = realpathSync(file);
  } catch (error) {
    const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
    return { kind: 'error', error: at({ file }, catalogue.brokenLink(linkTarget(file), loop)) };
  }
  if (statSync(target).isDirectory()) return { kind: 'error', error: at({ file }, catalogue.linkToFolder(target)) };
  if (!isWithin(target, realPath(contentRoot)))
    return { kind: 'error', error: at({ file }, catalogue.linkOutsideContent(target, contentRoot)) };
  return { kind: 'file' };
}

/** What a broken link says it points at (it may be relative), for the message. */
function linkTarget(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return 'a missing file';
  }
}
