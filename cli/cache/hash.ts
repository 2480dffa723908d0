/**
 * The one hash of every cache, record and output digest: SHA-256. Keys and record fields are
 * hex; content hashes (of pages and files in out/) are base64url, which is shorter to store;
 * names made from contents (hashed asset files, the render bundle) take the first hex digits.
 * (A CSP script hash, base64 SHA-256 as the CSP spec defines it, is output/deploy.ts's.)
 */
import { createHash } from 'node:crypto';

/** Hash of several parts, each ended by a NUL so that ['ab', 'c'] and ['a', 'bc'] differ. */
export function hashOf(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Content hash of one file's contents (what out/ and the page cache compare). */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url');
}

/** The first `length` hex digits of the hash of `contents`: the part of a file name that changes with its contents. */
export function nameHash(contents: string | Uint8Array, length: number): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, length);
}
