/**
 * Page keys that follow what each page read. Every page shares the page context, but a page
 * reads only some of its site data (the templates' reads are tracked: render/track-reads.ts):
 * the configuration and assets always, the article list and each data file only where a
 * template asks for them. A page's key therefore hashes the parts it read at its last render
 * (kept in its record's `reads`), so an edit to a data file re-renders the pages that read that
 * file, and an edit to an article's card data the pages that list articles. A page with no
 * record yet is keyed by every part; once rendered, it is filed under the parts it read.
 */
import { basename } from 'node:path';
import { hashOf } from '../cache/hash.ts';
import { pageKeyRecord } from '../cache/keys.ts';
import type { PageCache } from '../cache/page-cache.ts';
import { type KeyRecord, keyOf } from '../cache/store.ts';
import type { PageContext } from '../render/page-job.ts';
import type { KeyedTask, PageTaskEntry } from './page-tasks.ts';

/** The hash of each part pages may read: `context` (what every page uses), each top-level site data key, each data file. */
export type SharedParts = ReadonlyMap<string, string>;

/** Hash the parts of a page context once per build. */
export function sharedParts(context: PageContext): SharedParts {
  // What is weighed changes no HTML: a build with --json reuses the pages of one without.
  const { site, htmlGzipFrom: _weighed, ...rest } = context;
  const parts = new Map<string, string>([['context', hashOf([JSON.stringify(rest)])]]);
  for (const [key, value] of Object.entries(site)) if (key !== 'data') parts.set(key, hashOf([JSON.stringify(value)]));
  for (const [name, value] of Object.entries(site.data)) parts.set(`data.${name}`, hashOf([JSON.stringify(value)]));
  return parts;
}

/** A key record's `site` and `reads` fields for a page that read `reads` (undefined: not known yet, so every part). */
function sharedFields(parts: SharedParts, reads: readonly string[] | undefined): { site: string; reads: string } {
  const names = reads ? [...new Set(['context', ...reads])].sort() : [...parts.keys()].sort();
  return { site: hashOf(names.flatMap((name) => [name, parts.get(name) ?? 'absent'])), reads: reads ? names.join(',') : '*' };
}

/**
 * Page tasks with their key records; `rendererFile` is the render bundle (named by its content
 * hash), `previous` the records of this scope's last build (what each page read then).
 */
export function keyedTasks(
  entries: readonly PageTaskEntry[],
  parts: SharedParts,
  code: string,
  rendererFile: string,
  previous: ReadonlyMap<string, KeyRecord>,
): KeyedTask[] {
  const codeField = `${code}/${basename(rendererFile)}`;
  return entries.map(({ task, document }) => {
    // The page's own part leaves out its Markdown, which enters through its document's key.
    const own = task.kind === 'page' ? { ...task, doc: { ...task.doc, body: undefined, key: undefined } } : task;
    const read = previous.get(task.outputPath)?.reads;
    const shared = sharedFields(parts, read && read !== '*' ? read.split(',') : undefined);
    const record = {
      ...pageKeyRecord({ code: codeField, site: shared.site, page: JSON.stringify(own), body: document?.key ?? '' }),
      reads: shared.reads,
    };
    return { task, record, key: keyOf(record), ...(document ? { document } : {}) };
  });
}

/**
 * `cache`, filing each page it is given under the key of the parts that page read; the task's
 * record and key become those, so the scope keeps them for the next build.
 */
export function filedByReads(cache: PageCache, tasks: readonly KeyedTask[], parts: SharedParts): PageCache {
  const byKey = new Map(tasks.map((task) => [task.key, task]));
  return {
    ...cache,
    set(key, result, copyOf) {
      const task = byKey.get(key);
      if (task) {
        task.record = { ...task.record, ...sharedFields(parts, result.reads) };
        task.key = keyOf(task.record);
      }
      cache.set(task?.key ?? key, result, copyOf);
    },
  };
}
