/**
 * Find the content files of a content root: Markdown pages in articles/ and pages/, YAML in data/.
 * Hidden files are skipped, and a symbolic link the boundary refuses (content/boundary.ts) is a
 * failed read rather than a file.
 */
import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { boundaryError, checkEntry } from './boundary.ts';
import type { ContentErrorData } from './errors.ts';
import type { ReadFile } from './read-content-file.ts';

/** The content files of a root, by folder; `rejected` are symbolic links the boundary refused (content/boundary.ts), as failed reads. */
export async function listContentFiles(
  contentDir: string,
): Promise<{ articles: string[]; pages: string[]; data: string[]; rejected: ReadFile[] }> {
  const rejected: ReadFile[] = [];
  const list = (folder: string, extension: string, kind: ReadFile['kind']) =>
    listFiles(contentDir, join(contentDir, folder), extension, (file, error) => rejected.push({ file, kind, errors: [error] }));
  const [articles, pages, data] = await Promise.all([
    list('articles', '.md', 'article'),
    list('pages', '.md', 'page'),
    list('data', '.yaml', 'data'),
  ]);
  return { articles, pages, data, rejected };
}

/** The files of `dir` ending in `extension` (none when it is missing); entries the boundary refuses go to `reject`. */
async function listFiles(
  contentDir: string,
  dir: string,
  extension: string,
  reject: (file: string, error: ContentErrorData) => void,
): Promise<string[]> {
  // The folder itself may be a link (articles -> /elsewhere): refused like any link to a folder.
  const refused = boundaryError(contentDir, dir);
  if (refused) {
    reject(dir, refused);
    return [];
  }
  let entries: Dirent[];
  try {
    // Synchronous: three small listings, and a site dev update lists the root again on every save
    // (awaiting them let the watcher's own directory scan run in the middle of the update).
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.name.endsWith(extension) || entry.name.startsWith('.')) continue;
    const checked = checkEntry(contentDir, dir, entry);
    if (checked.kind === 'file') files.push(join(dir, entry.name));
    else if (checked.kind === 'error') reject(join(dir, entry.name), checked.error);
  }
  return files;
}
