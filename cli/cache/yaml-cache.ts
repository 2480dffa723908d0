/**
 * Parsed YAML by text. A build reads thousands of Markdown files whose front matter rarely
 * changes, and the positioned YAML parse is most of the cost of loading them. The values of
 * the last build are kept in one file per content root; a text found there is parsed again
 * only if an error must be located in it. Entries not used by a build are dropped when it
 * saves, so the file never outgrows the content. A damaged file is ignored and rewritten.
 */
import { readFileSync } from 'node:fs';
import { hashOf } from './hash.ts';
import { writeAtomicSync } from '../files/atomic-write.js';

/** Values of YAML texts (or a no-op when caching is off). */
export interface YamlCache {
  get(text: string): unknown;
  set(text: string, data: unknown): void;
  /** Write the entries this build used, if anything changed. */
  save(): void;
}

/** A cache that never hits (--no-cache). */
export const noYamlCache: YamlCache = { get: () => undefined, set: () => {}, save: () => {} };

/** Open (or start) the cache file; `code` is the code identity (another generator's values are not reused). */
export function openYamlCache(file: string, code: string): YamlCache {
  const version = code;
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown; entries?: unknown };
    if (parsed.version === version && parsed.entries && typeof parsed.entries === 'object')
      stored = parsed.entries as Record<string, unknown>;
  } catch {
    // missing or damaged: start empty
  }
  const used = new Map<string, unknown>();
  let changed = false;
  const keyOf = (text: string) => hashOf([text]);
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
    save() {
      if (!changed && used.size === Object.keys(stored).length) return;
      writeAtomicSync(file, JSON.stringify({ version, entries: Object.fromEntries(used) }));
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
