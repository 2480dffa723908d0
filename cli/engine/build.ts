/**
 * build(): the whole site, once — the engine's build() (engine.ts), whose stages site dev runs
 * too through update().
 */
import type { BuildResult } from './build-result.ts';
import { createEngine } from './engine.ts';
import type { BuildOptions } from './plan.ts';

export type { BuildResult } from './build-result.ts';
export type { BuildOptions, BuildPlan, BuildProgress } from './plan.ts';

/** Build the site. Throws BuildFailure (with every content error) when content is invalid. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  return createEngine(options).build();
}
