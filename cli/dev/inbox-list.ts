/**
 * The list at /__inbox: newest first, 25 entries a page (`?page=N`, with newer/older links and
 * the page count), each entry shown up to a budget of characters and fields with a link to the
 * whole entry (`?entry=ID`). However many entries are kept and however big each body is (the
 * inbox caps one at 64 kB), a page of the list stays small and quick to render.
 */
import { escapeHtml } from '../../templates/html-escape.ts';
import type { InboxEntry } from './inbox-entry.ts';
import { fieldsTable, shell } from './inbox-pages.ts';

/** Entries on one page of the list. */
export const INBOX_PAGE_SIZE = 25;
/** Characters of names and values one entry shows in the list; the entry's own page shows them all. */
export const LISTED_CHARACTERS = 2000;
/** Fields one entry shows in the list. */
export const LISTED_FIELDS = 20;

/** What the list shows: the kept entries (oldest first), how many were dropped, and which page. */
export interface InboxListing {
  entries: readonly InboxEntry[];
  dropped: number;
  maxEntries: number;
  /** The page asked for (1 = the newest); out of range shows the nearest page. */
  page: number;
  inboxPath: string;
}

/** The page number a `?page=` value asks for (1 when absent or not a positive whole number). */
export function requestedPage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

/** One page of the list of recorded entries, newest first, saying how many older ones were dropped. */
export function inboxPage({ entries, dropped, maxEntries, page, inboxPath }: InboxListing): string {
  const pages = Math.max(1, Math.ceil(entries.length / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const end = entries.length - (current - 1) * INBOX_PAGE_SIZE;
  const shown = entries.slice(Math.max(0, end - INBOX_PAGE_SIZE), end).reverse();
  const droppedNote =
    dropped > 0
      ? `<p><strong>${dropped} older submission${dropped === 1 ? ' was' : 's were'} dropped</strong>: the inbox keeps only the latest ${maxEntries}.</p>`
      : '';
  const nav = pages > 1 ? pageLinks(current, pages, inboxPath) : '';
  return shell(
    pages > 1 ? `Local inbox, page ${current} of ${pages}` : 'Local inbox',
    `<h1>Local inbox</h1><p>${entries.length} submission${entries.length === 1 ? '' : 's'} recorded by <code>site dev</code>. Nothing was sent to production.</p>${droppedNote}${nav}${shown.map((entry) => listedEntry(entry, inboxPath)).join('')}${nav}`,
  );
}

/** Newer and older links around "Page N of M" (the list is newest first). */
function pageLinks(current: number, pages: number, inboxPath: string): string {
  const link = (page: number, rel: string, text: string) => `<a href="${inboxPath}?page=${page}" rel="${rel}">${text}</a>`;
  const newer = current > 1 ? link(current - 1, 'prev', '← Newer') : '';
  const older = current < pages ? link(current + 1, 'next', 'Older →') : '';
  return `<nav class="pages" aria-label="Inbox pages"><p>${newer} Page ${current} of ${pages} ${older}</p></nav>`;
}

function entryHeading(entry: InboxEntry): string {
  return `<h2>#${entry.id} ${escapeHtml(entry.endpoint)} <small>${escapeHtml(entry.time)}</small></h2><p>${escapeHtml(entry.method)} → production: <code>${escapeHtml(entry.production)}</code></p>`;
}

/** An entry in the list: its fields within the budget, and a link to all of it when some were cut. */
function listedEntry(entry: InboxEntry, inboxPath: string): string {
  const fields = Object.entries(entry.fields);
  const rows: string[] = [];
  let budget = LISTED_CHARACTERS;
  let cut = false;
  for (const [name, value] of fields.slice(0, LISTED_FIELDS)) {
    if (budget <= 0) break;
    const shownName = clip(name, budget);
    budget -= shownName.length;
    const shownValue = clip(value, Math.max(0, budget));
    budget -= shownValue.length;
    cut ||= shownName.length < name.length || shownValue.length < value.length;
    rows.push(
      `<tr><th scope="row"><code>${escapeHtml(shownName)}${shownName.length < name.length ? '…' : ''}</code></th><td>${escapeHtml(shownValue)}${shownValue.length < value.length ? '…' : ''}</td></tr>`,
    );
  }
  cut ||= rows.length < fields.length;
  const table = `<table><tbody>${rows.join('') || '<tr><td>(no fields)</td></tr>'}</tbody></table>`;
  const whole = cut
    ? `<p>Shortened here: <a href="${inboxPath}?entry=${entry.id}">show the full entry #${entry.id}</a> (${fields.length} field${fields.length === 1 ? '' : 's'}).</p>`
    : '';
  return `<section>${entryHeading(entry)}${table}${whole}</section>`;
}

/** The first `length` UTF-16 units of the text, one fewer rather than half a surrogate pair. */
function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(0, /[\uD800-\uDBFF]/.test(text[length - 1] ?? '') ? length - 1 : length);
}

/** One entry in full, or a not-found page naming the id. */
export function entryPage(entry: InboxEntry | undefined, id: string, inboxPath: string): string {
  const back = `<p><a href="${inboxPath}">Back to the inbox</a></p>`;
  if (!entry)
    return shell(
      'Local inbox: no such entry',
      `<h1>No entry #${escapeHtml(id)}</h1><p>The inbox keeps only its latest entries; this one was dropped or never recorded.</p>${back}`,
    );
  return shell(`Local inbox: entry #${entry.id}`, `<h1>Entry #${entry.id}</h1>${entryHeading(entry)}${fieldsTable(entry.fields)}${back}`);
}
