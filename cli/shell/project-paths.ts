/** Where the generator's own sources live (templates/, client/) and where it caches. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The generator's folders. */
export interface ProjectPaths {
  root: string;
  templates: string;
  client: string;
  cache: string;
}

/** Paths of the project at `root` (default: the nearest folder up from cwd holding cli/ and templates/). */
export function projectPaths(root?: string): ProjectPaths {
  const base = root ?? findRoot(process.cwd());
  return {
    root: base,
    templates: join(base, 'templates'),
    client: join(base, 'client'),
    cache: join(base, 'node_modules', '.cache', 'site'),
  };
}

function findRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'cli')) && existsSync(join(dir, 'templates'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}
