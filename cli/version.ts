/**
 * An id for the Markdown pipeline's own code, part of every content-cache key: a changed
 * pipeline must never reuse results of the old one. It hashes the pipeline's source files and
 * the lockfile (plugin versions), so the CLI, the render bundle and its workers agree on it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from './project.ts';

let cached: string | undefined;

/** The pipeline's code id. */
export function generatorId(): string {
  if (cached) return cached;
  const root = projectPaths().root;
  const hash = createHash('sha256');
  for (const file of ['cli/markdown/pipeline.ts', 'cli/markdown/directives.ts', 'cli/markdown/version.ts', 'package-lock.json']) {
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update(file);
    }
  }
  return (cached = `src-${hash.digest('hex').slice(0, 16)}`);
}
