/**
 * The output folder is the only thing a build may replace, and only when it is site's own: it
 * does not exist, is empty, or carries the marker a site build leaves in it (OUT_MARKER). Every
 * other --out (the project, the content root, the generator's sources, a file, a folder of
 * someone else's files) is refused before any work starts. Staging folders a killed build left
 * beside out/ are removed by the next build.
 */
import { lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../shell/user-error.ts';
import { isWithin, realPath } from '../files/real-paths.ts';

/** The file every site build leaves in its output folder: proof the folder is site's to replace. */
export const OUT_MARKER = '.site-output';

/** What the marker file says to a person who opens it. */
export const OUT_MARKER_TEXT =
  'This folder is written by `site build` and replaced by every build.\nDo not keep your own files here: the next build deletes them.\n';

/** Folders of the project that hold the generator's own sources or state. */
const SOURCE_FOLDERS = [
  'cli',
  'templates',
  'client',
  'types',
  'bin',
  'scripts',
  'tests',
  'supabase',
  'schemas',
  'docs',
  'node_modules',
  '.git',
  '.data',
];

/** Options of checkOutFolder. */
export interface OutFolderOptions {
  /** The generator's folder (holds cli/, templates/). */
  projectRoot: string;
  /** The content root being built. */
  contentDir: string;
  /**
   * True when every file in the folder is one site's output record lists (a folder built before
   * the marker existed); asked only when the marker is missing.
   */
  recordedOnly?: () => boolean;
}

/** Throw a UsageError (exit 2) unless `outDir` is a folder site may replace. */
export function checkOutFolder(outDir: string, options: OutFolderOptions): void {
  const out = realPath(outDir);
  const root = realPath(options.projectRoot);
  const content = realPath(options.contentDir);
  const refuse = (why: string, fix: string) => {
    throw new UsageError(`refusing to build into ${outDir}: ${why}. ${fix}`);
  };
  const elsewhere = 'Pass --out a new or empty folder, such as out/.';
  if (isWithin(root, out)) refuse(out === root ? 'it is the project folder itself' : `it holds the project folder ${root}`, elsewhere);
  if (isWithin(content, out)) refuse(out === content ? 'it is the content root' : `it holds the content root ${content}`, elsewhere);
  if (isWithin(out, content)) refuse(`it is inside the content root ${content}`, `${elsewhere} Output never goes inside content.`);
  for (const name of SOURCE_FOLDERS) {
    const folder = join(root, name);
    if (isWithin(out, folder)) refuse(`it is ${out === folder ? '' : 'inside '}the project's ${name}/ folder`, elsewhere);
  }
  const info = lstatSync(out, { throwIfNoEntry: false });
  if (!info) return;
  const target = info.isSymbolicLink() ? statSync(out, { throwIfNoEntry: false }) : info;
  if (!target?.isDirectory()) refuse('it is a file, not a folder', elsewhere);
  const entries = readdirSync(out).filter((name) => name !== '.DS_Store');
  if (entries.length === 0 || entries.includes(OUT_MARKER) || options.recordedOnly?.()) return;
  const named = entries.sort().slice(0, 3).join(', ');
  const more = entries.length > 3 ? ` and ${entries.length - 3} more` : '';
  refuse(
    `it holds files site did not write (${named}${more}) and no ${OUT_MARKER} marker`,
    `Pass --out a new or empty folder, or move those files away first; a build replaces everything in its output folder.`,
  );
}

/** Prefixes of the staging folders a build makes beside `outDir`. */
export function stagingPrefixes(outDir: string): string[] {
  const name = basename(resolve(outDir));
  return [`.${name}.building-`, `.${name}.updating-`, `.${name}.previous-`];
}

/** Remove staging folders beside `outDir` left by builds that are no longer running. */
export function removeAbandonedStaging(outDir: string): void {
  const parent = dirname(resolve(outDir));
  const prefixes = stagingPrefixes(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const prefix = prefixes.find((p) => name.startsWith(p));
    if (!prefix) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
