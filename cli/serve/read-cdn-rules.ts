/**
 * Read a served folder's `_headers` and `_redirects`. Each request stats both files (cheap) and
 * parses one again only when its modification time, size or inode changed, so a rebuild of out/
 * (even one that swaps the whole folder) is picked up by a running server without a restart.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseHeaders, parseRedirects, type CdnRules } from './cdn-rules.ts';

/** The deploy files a CDN host reads and never serves. */
export const cdnRuleFiles = ['_headers', '_redirects'] as const;

interface Parsed<T> {
  stamp: string;
  rules: readonly T[];
}

const parsedFiles = new Map<string, Parsed<unknown>>();

/** One file's rules, parsed again only when the file changed; a missing or unreadable file has none. */
async function rulesOf<T>(file: string, parse: (text: string) => T[]): Promise<readonly T[]> {
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
  } catch {
    parsedFiles.delete(file);
    return [];
  }
  const cached = parsedFiles.get(file) as Parsed<T> | undefined;
  if (cached?.stamp === stamp) return cached.rules;
  let rules: T[];
  try {
    rules = parse(await readFile(file, 'utf8'));
  } catch {
    rules = []; // removed between stat and read: no rules this time, read again next request
  }
  parsedFiles.set(file, { stamp, rules });
  return rules;
}

/** The `_headers` and `_redirects` rules of a served folder, as they are on disk now. */
export async function readCdnRules(root: string): Promise<CdnRules> {
  const [headers, redirects] = await Promise.all([
    rulesOf(join(resolve(root), '_headers'), parseHeaders),
    rulesOf(join(resolve(root), '_redirects'), parseRedirects),
  ]);
  return { headers, redirects };
}
