/**
 * The writer `site build` uses for out/. The first build into a folder builds a complete copy
 * beside it and swaps it in (diskWriter). Later builds write only what changed: each file of
 * the new build is compared with the manifest of the last one (content hash, plus the size and
 * modification time the file had, so a file changed or deleted by hand is written again).
 * Changed files are staged beside out/ and moved into place only at commit(), after every
 * check passed; files the new build no longer has are deleted then. A failed build therefore
 * leaves out/ untouched, as with the swap. The manifest is marked unfinished while a commit
 * runs, so an interrupted one is followed by a full swap.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { writeAtomicSync } from '../files/atomic-write.js';
import { writeInPlace } from '../files/write-in-place.ts';
import { isWithin } from '../files/real-paths.ts';
import { contentHash, hashOf } from '../cache/hash.ts';
import { stampOf } from '../cache/input-stamps.js';
import { diskWriter, type Writer } from './write.ts';

/** A file as the build left it: its content hash, and its stamp (cache/input-stamps.js) to see it is still so. */
interface FileStamp {
  hash: string;
  stamp: string;
}

interface Manifest {
  version: 2;
  out: string;
  complete: boolean;
  files: Record<string, FileStamp>;
}

/** The writer `site build` uses for out/: report() says what it did, state() what out/ holds after commit (see outputState). */
export type OutputWriter = Writer & { report(): OutputWrites; state(): string };

/** What a build into out/ did to it (tests and the summary read it). */
export interface OutputWrites {
  /** Files written (all of them on a full swap). */
  written: number;
  /** Files deleted because the build no longer produces them. */
  deleted: number;
  /** True when the whole folder was replaced. */
  swapped: boolean;
  /** The files written, relative to out/, when only what changed was written (the build summary names them). */
  paths?: string[];
}

/** A writer for `outDir` that remembers what it wrote in `manifestFile`; `update: false` always swaps. */
export async function outputWriter(outDir: string, manifestFile: string, options: { update: boolean }): Promise<OutputWriter> {
  const target = resolve(outDir);
  const manifest = options.update ? await readManifest(manifestFile, target) : undefined;
  return manifest && existsSync(target) ? updateWriter(target, manifest, manifestFile) : swapWriter(target, manifestFile);
}

/**
 * A digest of what out/ holds according to its manifest (each file's path and content hash),
 * when every file listed is on disk with the size and modification time recorded; undefined
 * when any was changed or deleted by hand, or there is no finished manifest.
 */
export async function outputState(outDir: string, manifestFile: string): Promise<string | undefined> {
  const target = resolve(outDir);
  const manifest = await readManifest(manifestFile, target);
  if (!manifest) return undefined;
  return Object.entries(manifest.files).every(([path, stamp]) => onDiskAsStamped(join(target, path), stamp))
    ? digestOf(manifest.files)
    : undefined;
}

/** Digest of a manifest's files: their paths and content hashes. */
function digestOf(files: Record<string, FileStamp>): string {
  return hashOf(
    Object.keys(files)
      .sort()
      .flatMap((path) => [path, files[path]!.hash]),
  );
}

/** Whether a file is on disk with the size and modification time of its stamp. */
function onDiskAsStamped(file: string, stamp: FileStamp): boolean {
  return stampOf(file) === stamp.stamp;
}

function fileStamp(file: string, hash: string): FileStamp {
  return { hash, stamp: stampOf(file) };
}

/** Whether every file in `outDir` is one the manifest in `manifestFile` says a build wrote there (false without a manifest). */
export function holdsOnlyRecorded(outDir: string, manifestFile: string): boolean {
  const target = resolve(outDir);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<Manifest>;
  } catch {
    return false;
  }
  if (manifest.out !== target || !manifest.files || typeof manifest.files !== 'object') return false;
  const files = manifest.files;
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .every((entry) => Object.hasOwn(files, relative(target, join(entry.parentPath, entry.name))));
}

async function readManifest(file: string, target: string): Promise<Manifest | undefined> {
  try {
    const m = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
    return m.version === 2 && m.out === target && m.complete === true && m.files && typeof m.files === 'object'
      ? (m as Manifest)
      : undefined;
  } catch {
    return undefined;
  }
}

async function saveManifest(file: string, manifest: Manifest): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  writeAtomicSync(file, JSON.stringify(manifest));
}

/** Full build beside out/ and swap; then record every file. */
function swapWriter(target: string, manifestFile: string): OutputWriter {
  const inner = diskWriter(target);
  const hashes = new Map<string, string>();
  let files: Record<string, FileStamp> = {};
  return {
    async write(path, contents, hash) {
      hashes.set(path, hash ?? contentHash(contents));
      await inner.write(path, contents);
    },
    fileOf: (path) => inner.fileOf!(path),
    async commit() {
      await rm(manifestFile, { force: true });
      await inner.commit();
      files = {};
      for (const [path, hash] of hashes) files[path] = fileStamp(join(target, path), hash);
      await saveManifest(manifestFile, { version: 2, out: target, complete: true, files });
    },
    abort: () => inner.abort(),
    report: () => ({ written: hashes.size, deleted: 0, swapped: true }),
    state: () => digestOf(files),
  };
}

/** Stage changed files; at commit move them in and delete what is gone. */
function updateWriter(target: string, manifest: Manifest, manifestFile: string): OutputWriter {
  const staging = join(dirname(target), `.${basename(target)}.updating-${process.pid}-${randomBytes(3).toString('hex')}`);
  const changed = new Map<string, string>();
  const seen = new Set<string>();
  let deleted = 0;
  let files = manifest.files;
  const unchangedOnDisk = (path: string, hash: string) => {
    const before = manifest.files[path];
    return !!before && before.hash === hash && onDiskAsStamped(join(target, path), before);
  };
  return {
    keep(path, hash) {
      if (!unchangedOnDisk(path, hash)) return false;
      seen.add(path);
      return true;
    },
    async write(path, contents, known) {
      seen.add(path);
      const hash = known ?? contentHash(contents);
      if (unchangedOnDisk(path, hash)) return;
      changed.set(path, hash);
      writeInPlace(join(staging, path), contents);
    },
    fileOf: (path) => join(changed.has(path) ? staging : target, path),
    async commit() {
      const gone = Object.keys(manifest.files).filter((path) => !seen.has(path));
      if (changed.size === 0 && gone.length === 0) return void (await rm(staging, { recursive: true, force: true }));
      await saveManifest(manifestFile, { ...manifest, complete: false });
      for (const path of gone) {
        if (!isWithin(join(target, path), target)) continue; // a record never deletes outside out/
        await rm(join(target, path), { force: true });
        await removeEmptyParents(target, path);
      }
      deleted = gone.length;
      files = { ...manifest.files };
      for (const path of gone) delete files[path];
      for (const [path, hash] of changed) {
        const file = join(target, path);
        await mkdir(dirname(file), { recursive: true });
        await rename(join(staging, path), file);
        files[path] = fileStamp(file, hash);
      }
      await rm(staging, { recursive: true, force: true });
      await saveManifest(manifestFile, { version: 2, out: target, complete: true, files });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
    report: () => ({ written: changed.size, deleted, swapped: false, paths: [...changed.keys()] }),
    state: () => digestOf(files),
  };
}

/** Remove the folders above a deleted file that are now empty (never out/ itself). */
async function removeEmptyParents(target: string, path: string): Promise<void> {
  for (let dir = dirname(path); dir !== '.' && dir !== '/'; dir = dirname(dir)) {
    try {
      await rmdir(join(target, dir));
    } catch {
      return; // not empty (or already gone)
    }
  }
}
