/** The HTML pages of the local inbox: the page shell, and the confirmation a visitor sees after a post (the list: inbox-list.ts). */
import { escapeHtml } from '../../templates/html-escape.ts';
import type { InboxEntry } from './inbox-entry.ts';

/** A whole inbox page: the title and the body HTML in the inbox's plain style. */
export function shell(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:40px auto;padding:0 20px;color:#1f2a3d}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #d9e1ef;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f5f8fe}code{font-size:13px}</style></head><body>${body}</body></html>`;
}

/** Every field of an entry as a table, in full. */
export function fieldsTable(fields: Record<string, string>): string {
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
