/**
 * Global setup of the e2e project (vitest.config.ts): the site in content/ is built once per run
 * into a temp folder, whose path every test file gets as `inject('builtSite')` (serveSite() with
 * no options serves it). Files that need another build (a fixture, a date) build their own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../cli/engine/build.ts';
import { projectRoot } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the site built once for the run (read only: tests must not write into it). */
    builtSite: string;
  }
}

/** Build content/ once and provide the folder; remove it when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'site-e2e-shared-'));
  await build({ contentDir: join(projectRoot, 'content'), projectRoot, outDir });
  project.provide('builtSite', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
