/**
 * An id for the generator's own code, part of every cache key: a changed pipeline must never
 * reuse results of the old one. In the compiled CLI it is the bundle's fingerprint (it changes
 * with any source under cli/); when run from sources (tests) it hashes the pipeline's files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectPaths } from './project.ts';

let cached: string | undefined;

/** The generator's code id. */
export function generatorId(): string {
  if (cached) return cached;
  const self = fileURLToPath(import.meta.url);
  if (/^cli-[0-9a-f]+\.mjs$/.test(basename(self))) return (cached = basename(self));
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
