/** Test fixtures: tiny real content roots. A behaviour fixture holds only the files that differ
 * from tests/fixtures/basic-site; fixtureRoot() lays it over a fresh copy of the basic site. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from '../../cli/engine/build.ts';
import { BuildFailure, type ContentErrorData } from '../../cli/content/errors.ts';
import { memoryWriter } from '../../cli/output/write.ts';
import { projectPaths } from '../../cli/shell/project-paths.ts';

export const projectRoot = projectPaths().root;
export const fixturesDir = join(projectRoot, 'tests', 'fixtures');

const made: string[] = [];

/** A temporary content root: basic-site with the named fixture's files laid over it. */
export async function fixtureRoot(name = 'basic-site'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `site-${name}-`));
  made.push(dir);
  await cp(join(fixturesDir, 'basic-site'), dir, { recursive: true });
  if (name !== 'basic-site') {
    const overlay = join(fixturesDir, name);
    if (!existsSync(overlay)) throw new Error(`no fixture ${overlay}`);
    await cp(overlay, dir, { recursive: true, force: true });
  }
  return dir;
}

/** A temporary folder (caches, outputs), removed by cleanFixtures(). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Replace `from` with `to` in a file of a content root; throws when `from` is not there. */
export async function editFile(root: string, rel: string, from: string, to: string): Promise<void> {
  const file = join(root, rel);
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${rel} does not contain ${JSON.stringify(from)}`);
  await writeFile(file, text.replace(from, to));
}

/** Remove every temporary root and folder made so far. */
export async function cleanFixtures(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Build a content root into memory; returns the writer or the errors. */
export async function buildInMemory(contentDir: string, options: Partial<BuildOptions> = {}) {
  const writer = memoryWriter();
  try {
    const result = await build({ contentDir, projectRoot, writer, now: new Date('2026-03-01T00:00:00Z'), ...options });
    return { writer, result, errors: [] as ContentErrorData[] };
  } catch (error) {
    if (error instanceof BuildFailure) return { writer, result: undefined, errors: error.errors };
    throw error;
  }
}

/** Errors of building a fixture, formatted relative to its root: "articles/x.md:5:11  message". */
export async function fixtureErrors(name: string, options: Partial<BuildOptions> = {}): Promise<string[]> {
  const root = await fixtureRoot(name);
  const { errors } = await buildInMemory(root, options);
  return errors.map(
    (e) => `${e.file.startsWith(root) ? e.file.slice(root.length + 1) : e.file}${e.line ? `:${e.line}:${e.column}` : ''}  ${e.message}`,
  );
}
