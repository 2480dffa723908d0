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
import { type KeyRecord, keyOf } from '../cache/store.ts';
import type { PageContext, PageTask } from '../render/page-job.ts';
import type { KeyedTask, PageTaskEntry } from './page-tasks.ts';

/** The hash of each part pages may read: `context` (what every page uses), each top-level site data key, each data file. */
export type SharedParts = ReadonlyMap<string, string>;

/** Hash the parts of a page context once per build. */
export function sharedParts(context: PageContext): SharedParts {
  // What is weighed changes no HTML: a build with --json reuses the pages of one without.
  const { site, htmlGzipFrom: _weighed, ...rest } = context;
  const parts = new Map<string, string>([['context', hashOf([JSON.stringify(rest)])]]);
  for (const [key, value] of Object.entries(site)) if (key !== 'data') parts.set(key, partHash(value));
  for (const [name, value] of Object.entries(site.data)) parts.set(`data.${name}`, hashOf([JSON.stringify(value)]));
  return parts;
}

/** The hash of one part; a list (the article cards) by the hashes of its items, each worked out once per item object. */
function partHash(value: unknown): string {
  if (!Array.isArray(value)) return hashOf([JSON.stringify(value)]);
  return hashOf(
    value.map((item: object) => {
      let hash = itemHashes.get(item);
      if (hash === undefined) {
        hash = hashOf([JSON.stringify(item)]);
        itemHashes.set(item, hash);
      }
      return hash;
    }),
  );
}

const itemHashes = new WeakMap<object, string>();

/** A key record's `site` and `reads` fields for a page that read `reads` (undefined: not known yet, so every part). */
function sharedFields(parts: SharedParts, reads: readonly string[] | undefined): { site: string; reads: string } {
  const names = reads ? [...new Set(['context', ...reads])].sort() : [...parts.keys()].sort();
  return { site: hashOf(names.flatMap((name) => [name, parts.get(name) ?? 'absent'])), reads: reads ? names.join(',') : '*' };
}

/**
 * Page tasks with their key records; `rendererFile` is the render bundle (named by its content
 * hash), `previous` the records of this scope's last build (what each page read then). A record
 * equal to the previous one is that same object, so its key is not worked out again.
 */
export function keyedTasks(
  entries: readonly PageTaskEntry[],
  parts: SharedParts,
  code: string,
  rendererFile: string,
  previous: ReadonlyMap<string, KeyRecord>,
): KeyedTask[] {
  const codeField = `${code}/${basename(rendererFile)}`;
  // Most pages read the same parts: their fields are worked out once.
  const fields = new Map<string, { site: string; reads: string }>();
  const fieldsFor = (read = '*') => {
    if (!fields.has(read)) fields.set(read, sharedFields(parts, read === '*' ? undefined : read.split(',')));
    return fields.get(read)!;
  };
  return entries.map(({ task, document }) => {
    const last = previous.get(task.outputPath);
    const shared = fieldsFor(last?.reads);
    const made: KeyRecord = { code: codeField, site: shared.site, page: pageHash(task), body: document?.key ?? '', reads: shared.reads };
    const record = last && sameRecord(last, made) ? last : made;
    return { task, record, key: keyOf(record), ...(document ? { document } : {}) };
  });
}

/** Whether two records have the same fields with the same values. */
function sameRecord(a: KeyRecord, b: KeyRecord): boolean {
  const fields = Object.keys(b);
  return Object.keys(a).length === fields.length && fields.every((field) => a[field] === b[field]);
}

/** The hash of a page's own task (route, layout, front matter) without its Markdown, which enters through its document's key. */
function pageHash(task: PageTask): string {
  if (task.kind !== 'page') return hashOf([JSON.stringify(task)]);
  const { doc, ...route } = task;
  // A document read again has new front matter; one kept since the last run keeps its object, and
  // its hash while its route stays (the file, its records and the output path follow from these).
  const place = `${route.path}\0${route.layout}\0${route.indexable}\0${route.exempt}\0${doc.bodyLine}\0${route.keepParsed}`;
  const known = pageHashes.get(doc.frontMatter);
  if (known?.place === place) return known.hash;
  const hash = hashOf([JSON.stringify([route, doc.file, doc.bodyLine, doc.records]), JSON.stringify(doc.frontMatter)]);
  pageHashes.set(doc.frontMatter, { place, hash });
  return hash;
}

const pageHashes = new WeakMap<object, { place: string; hash: string }>();

/** Key a rendered page by the parts it read: its task's record and key become those, so the page is stored under them and the scope keeps them for the next build. */
export function keyByReads(task: KeyedTask, reads: readonly string[], parts: SharedParts): void {
  task.record = { ...task.record, ...sharedFields(parts, reads) };
  task.key = keyOf(task.record);
}
