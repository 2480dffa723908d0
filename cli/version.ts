/**
 * An id for the Markdown pipeline's own code, part of every content-cache key: a changed
 * pipeline must never reuse results of the old one. It hashes every source file of
 * cli/markdown/ (the fast parser, the URL policy …), the error catalogue (cached results carry
 * its messages) and the lockfile (plugin versions), so the CLI, the render bundle and its
 * workers agree on it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from './project.ts';

let cached: string | undefined;

/** The pipeline's code id. */
export function generatorId(): string {
  if (cached) return cached;
  const root = projectPaths().root;
  const hash = createHash('sha256');
  let markdown: string[] = [];
  try {
    markdown = readdirSync(join(root, 'cli', 'markdown'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('cli', 'markdown', f));
  } catch {
    hash.update('no cli/markdown');
  }
  for (const file of [...markdown.sort(), 'cli/content/errors.ts', 'package-lock.json']) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update(file);
    }
  }
  return (cached = `src-${hash.digest('hex').slice(0, 16)}`);
}
