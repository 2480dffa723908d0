/** The HTML pages of the local inbox: the confirmation a visitor sees after a post, and the list at /__inbox. */
import { escapeHtml } from '../../templates/html-escape.ts';
import type { InboxEntry } from './inbox.ts';

function shell(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:40px auto;padding:0 20px;color:#1f2a3d}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #d9e1ef;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f5f8fe}code{font-size:13px}</style></head><body>${body}</body></html>`;
}

function fieldsTable(fields: Record<string, string>): string {
  const rows = Object.entries(fields).map(
    ([k, v]) => `<tr><th scope="row"><code>${escapeHtml(k)}</code></th><td>${escapeHtml(v)}</td></tr>`,
  );
  return `<table><tbody>${rows.join('') || '<tr><td>(no fields)</td></tr>'}</tbody></table>`;
}

/** The way back: a link when `ret` is a page of the dev site, else the address as text (never an open redirect). */
function backLink(ret: string, isDevPage: (url: string) => boolean): string {
  if (ret === '') return '';
  if (isDevPage(ret)) return `<p><a href="${escapeHtml(ret)}">Back to the site</a></p>`;
  return `<p>The form asked to return to <code>${escapeHtml(ret)}</code>, which is not a page of this dev server, so it is not linked.</p>`;
}

/** The page a visitor sees after posting a form to the inbox. */
export function confirmationPage(entry: InboxEntry, ret: string, isDevPage: (url: string) => boolean, inboxPath: string): string {
  return shell(
    'Submission received (local inbox)',
    `<h1>Submission received</h1><p>This is the local development inbox. In production this <strong>${escapeHtml(entry.endpoint)}</strong> post would have gone to <code>${escapeHtml(entry.production)}</code>.</p>${fieldsTable(entry.fields)}${backLink(ret, isDevPage)}<p><a href="${inboxPath}">See every submission</a></p>`,
  );
}

/** The list of recorded entries, newest first, saying how many older ones were dropped. */
export function inboxPage(entries: readonly InboxEntry[], dropped: number, maxEntries: number): string {
  const items = [...entries]
    .reverse()
    .map(
      (e) =>
        `<section><h2>#${e.id} ${escapeHtml(e.endpoint)} <small>${escapeHtml(e.time)}</small></h2><p>${escapeHtml(e.method)} → production: <code>${escapeHtml(e.production)}</code></p>${fieldsTable(e.fields)}</section>`,
    )
    .join('');
  const droppedNote =
    dropped > 0
      ? `<p><strong>${dropped} older submission${dropped === 1 ? ' was' : 's were'} dropped</strong>: the inbox keeps only the latest ${maxEntries}.</p>`
      : '';
  return shell(
    'Local inbox',
    `<h1>Local inbox</h1><p>${entries.length} submission${entries.length === 1 ? '' : 's'} recorded by <code>site dev</code>. Nothing was sent to production.</p>${droppedNote}${items}`,
  );
}
