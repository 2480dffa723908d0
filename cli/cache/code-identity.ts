/**
 * The one code identity: a hash of every file that shapes output — the generator (cli/: the
 * Markdown parser and pipeline, the schemas, the error catalogue, the page job), templates/,
 * client/, types/, the launcher (bin/: the CLI bundle's options), package.json and both lockfiles
 * (the plugin and React versions bundled in). Every cache key carries it, and so does the
 * up-to-date record: any change to the generator re-parses and re-renders what it must, never
 * serving output of older code. Hashed by contents (a touch that changes nothing does not
 * count), again only when a file's stamp changed, so a long-running process (a test run,
 * site dev) sees edits while a build does not pay for hashing twice.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf } from './hash.ts';
import { stampOf } from './input-stamps.js';

/** The folders and files, relative to the project root, that make up the generator. */
export const CODE_SOURCES = [
  'cli',
  'client',
  'templates',
  'types',
  'bin',
  'package.json',
  'package-lock.json',
  join('node_modules', '.package-lock.json'),
] as const;

/**
 * The part of the generator that shapes an encoded image: the image modules and the encoder's
 * version (sharp and libvips, pinned by the lockfiles). Encoded images are keyed by this narrower
 * identity, so editing a template does not encode every photo again (seconds each).
 */
export const IMAGE_CODE_SOURCES = [
  join('cli', 'assets', 'images'),
  join('cli', 'assets', 'social.ts'),
  'package.json',
  'package-lock.json',
  join('node_modules', '.package-lock.json'),
] as const;

const identities = new Map<string, { stamps: string; identity: string }>();

/** Every file of the generator at `root` (or of the given sources), sorted (absolute paths). */
export function codeFiles(root: string, sources: readonly string[] = CODE_SOURCES): string[] {
  return sources.flatMap((source) => filesUnder(join(root, source))).sort();
}

/** The code identity of the generator at `root` (of the given sources: IMAGE_CODE_SOURCES for encoded images). */
export function codeIdentity(root: string, sources: readonly string[] = CODE_SOURCES): string {
  const files = codeFiles(root, sources);
  const stamps = hashOf(files.flatMap((file) => [file, stampOf(file)]));
  const memo = `${root}\0${sources.join('\0')}`;
  const known = identities.get(memo);
  if (known?.stamps === stamps) return known.identity;
  const identity = `code-${hashOf(files.flatMap((file) => [file.slice(root.length), fileHash(file)])).slice(0, 16)}`;
  identities.set(memo, { stamps, identity });
  return identity;
}

/** Hash of one file's contents ("missing" when it cannot be read). */
export function fileHash(file: string): string {
  try {
    return hashOf([readFileSync(file)]);
  } catch {
    return 'missing';
  }
}

function filesUnder(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [path]; // hashed as "missing"
  if (!stat.isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
