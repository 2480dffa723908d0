/** The pages of a built site: its .html files and the routes they answer. */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every .html file under dir, sorted. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The route a built file is served at: index.html → /, a/index.html → /a, 404.html → /404. */
export function routeOf(outDir: string, file: string): string {
  const path = relative(outDir, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}
