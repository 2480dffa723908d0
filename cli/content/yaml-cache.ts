/**
 * Parsed YAML by text. A build reads thousands of Markdown files whose front matter rarely
 * changes, and the positioned YAML parse is most of the cost of loading them. The values of
 * the last build are kept in one file per content root; a text found there is parsed again
 * only if an error must be located in it. Entries not used by a build are dropped when it
 * saves, so the file never outgrows the content. A damaged file is ignored and rewritten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../atomic-write.ts';
import { generatorId } from '../version.ts';

/** Values of YAML texts (or a no-op when caching is off). */
export interface YamlCache {
  get(text: string): unknown;
  set(text: string, data: unknown): void;
  /** Write the entries this build used, if anything changed. */
  save(): Promise<void>;
}

/** Bump when what is stored changes. */
const YAML_CACHE_VERSION = 'yaml-1';

/** A cache that never hits (--no-cache). */
export const noYamlCache: YamlCache = { get: () => undefined, set: () => {}, save: async () => {} };

/** Open (or start) the cache file. */
export async function openYamlCache(file: string): Promise<YamlCache> {
  const version = `${YAML_CACHE_VERSION}:${generatorId()}`;
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown; entries?: unknown };
    if (parsed.version === version && parsed.entries && typeof parsed.entries === 'object')
      stored = parsed.entries as Record<string, unknown>;
  } catch {
    // missing or damaged: start empty
  }
  const used = new Map<string, unknown>();
  let changed = false;
  const keyOf = (text: string) => createHash('sha1').update(text).digest('base64url');
  return {
    get(text) {
      const key = keyOf(text);
      if (!Object.hasOwn(stored, key)) return undefined;
      used.set(key, stored[key]);
      return stored[key];
    },
    set(text, data) {
      if (!isJsonValue(data)) return;
      used.set(keyOf(text), data);
      changed = true;
    },
    async save() {
      if (!changed && used.size === Object.keys(stored).length) return;
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, JSON.stringify({ version, entries: Object.fromEntries(used) }));
    },
  };
}

/** Only values that survive JSON unchanged are stored (no Infinity, NaN or undefined). */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isJsonValue);
  return false;
}
