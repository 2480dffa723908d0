/**
 * "Nothing changed since the last build": the check that lets `site build` finish without
 * loading anything, as make and `tsc --build` do. After a successful build, a record keeps a
 * fingerprint of every input, a digest of what the build left in out/, and its result. The
 * fingerprint covers each file of the content root by its stamp (input-stamps.js), the generator by
 * its code identity (code-identity.ts), the config overlay by its contents, and the options and
 * the year (the copyright line shows it; no other part of the output comes from the clock, and a
 * build that passed its date checks passes them on any later day). A later build whose fingerprint is the
 * same, and whose out/ still holds exactly those files as the build left them, reports that
 * result instead of building. Content files touched within two seconds of the check are not
 * trusted (a file rewritten in the same clock tick keeps its size and modification time), nor
 * are folders holding symbolic links (their targets change unseen): such a build leaves no record.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { codeIdentity, fileHash } from './code-identity.ts';
import { hashOf } from './hash.ts';
import { stampOf } from './input-stamps.js';
import { writeAtomicSync } from '../files/atomic-write.js';

/** Inputs modified this recently (ms) are not trusted to show later changes in their stamps. */
const RACY_MS = 2000;

/** A fingerprint of a build's inputs, taken before the build reads them. */
export interface InputsFingerprint {
  hash: string;
  /** False when a stamped input changed too recently for its stamp to be trusted, or a folder holds a symbolic link. */
  trustworthy: boolean;
}

/** What identifies one build's inputs. */
export interface FingerprintInputs {
  /** Folders stamped by each file's stamp (the content root: it can hold thousands of files). */
  stamped: readonly string[];
  /** A folder inside those not to count (out/ when it lies inside the content root). */
  skip?: string;
  /** Files fingerprinted by their contents (the overlay). */
  hashed: readonly string[];
  /** Everything else that shapes the output: the code identity, options, the year. */
  values: readonly string[];
}

/** Fingerprint every input. */
function fingerprintInputs({ stamped, skip, hashed, values }: FingerprintInputs): InputsFingerprint {
  const checkedAt = Date.now();
  const parts: string[] = [...values];
  let newest = 0;
  let linked = false;
  // Synchronous: thousands of stats run several times faster than through fs/promises.
  const filesOf = (path: string): string[] => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) return [path];
    const entries = readdirSync(path, { recursive: true, withFileTypes: true });
    // A symbolic link's target can change without the link's folder showing it: never trusted.
    if (entries.some((entry) => entry.isSymbolicLink())) linked = true;
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !skip || !file.startsWith(skip + sep))
      .sort();
  };
  for (const file of stamped.flatMap(filesOf)) {
    parts.push(file, stampOf(file));
    newest = Math.max(newest, statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  }
  for (const file of hashed) parts.push(file, fileHash(file));
  return { hash: hashOf(parts), trustworthy: !linked && newest < checkedAt - RACY_MS };
}

/** What a `site build` reads besides its options: the content root and the generator. */
export interface BuildInputs {
  contentDir: string;
  outDir: string;
  projectRoot: string;
  /** The code identity, when the caller has it already (default: worked out from projectRoot). */
  code?: string;
  configOverlay?: string;
  check: boolean;
  /** site build --drafts: draft pages are built too. */
  drafts?: boolean;
  now: Date;
}

/** Fingerprint of a build: the content root (without out/ when it lies inside), the code identity, the overlay, the options and the year. */
export function fingerprintBuild({
  contentDir,
  outDir,
  projectRoot,
  code,
  configOverlay,
  check,
  drafts,
  now,
}: BuildInputs): InputsFingerprint {
  return fingerprintInputs({
    stamped: [contentDir],
    skip: outDir,
    hashed: configOverlay ? [resolve(configOverlay)] : [],
    values: [
      code ?? codeIdentity(projectRoot),
      contentDir,
      outDir,
      configOverlay ?? '',
      String(check),
      String(drafts === true),
      String(now.getFullYear()),
      process.version,
    ],
  });
}

/** The stored result of the last build with `fingerprint`, if out/ is still in the state it left (see outputState). */
export async function readBuildRecord<T>(
  recordFile: string,
  fingerprint: InputsFingerprint,
  outputs: () => Promise<string | undefined>,
): Promise<T | undefined> {
  if (!fingerprint.trustworthy) return undefined;
  let record: { fingerprint?: unknown; outputs?: unknown; result?: T };
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8')) as typeof record;
  } catch {
    return undefined;
  }
  if (record.fingerprint !== fingerprint.hash || typeof record.outputs !== 'string') return undefined;
  return record.outputs === (await outputs()) ? record.result : undefined;
}

/** Remember a successful build's result under its fingerprint and out/ state (not when the fingerprint cannot be trusted). */
export function saveBuildRecord(recordFile: string, fingerprint: InputsFingerprint, outputs: string | undefined, result: unknown): void {
  if (!fingerprint.trustworthy || !outputs) return;
  writeAtomicSync(recordFile, JSON.stringify({ fingerprint: fingerprint.hash, outputs, result }));
}
