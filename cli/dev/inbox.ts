/**
 * The local inbox: stands in for every outbound form endpoint and the tracking pixel. Each
 * post or pixel hit is stored (time, which endpoint, every field, the production endpoint it
 * would have gone to) and listed at /__inbox; the visitor gets a plain confirmation page
 * instead of leaving the site. `site dev` serves it, and the browser tests record posts with it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConfig } from '../content/schema.ts';

/** Names of the configured endpoints (site.yaml endpoints.*). */
export type EndpointName = keyof SiteConfig['endpoints'];

/** One recorded request. */
export interface InboxEntry {
  id: number;
  time: string;
  endpoint: EndpointName;
  method: string;
  /** Posted form fields, or the query parameters of a GET (the pixel). */
  fields: Record<string, string>;
  /** Where production would have sent it. */
  production: string;
  /** The raw query string as received. */
  query: string;
  referer: string | undefined;
}

/** Path prefix the inbox answers under. */
export const INBOX_PATH = '/__inbox';

/** A tiny transparent GIF, the pixel's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The inbox's stored entries and its request handler. */
export interface Inbox {
  entries: InboxEntry[];
  /** Endpoints overlay pointing every endpoint at this inbox under `baseUrl`. */
  overlay(baseUrl: string): { endpoints: Record<EndpointName, string> };
  /** Handle a request if it is for the inbox; resolves false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Resolves with the next entry recorded (tests). */
  next(): Promise<InboxEntry>;
  /** Hold each answer this long (tests watch the page while a post is in flight). */
  setDelay(ms: number): void;
}

/** Create an inbox for a site config (the production endpoints it stands in for). */
export function createInbox(config: Pick<SiteConfig, 'endpoints'>): Inbox {
  const entries: InboxEntry[] = [];
  const waiting: ((entry: InboxEntry) => void)[] = [];
  const names = Object.keys(config.endpoints) as EndpointName[];
  let delay = 0;
  return {
    setDelay: (ms) => {
      delay = ms;
    },
    entries,
    overlay: (baseUrl) => ({ endpoints: Object.fromEntries(names.map((n) => [n, `${baseUrl}${INBOX_PATH}/${n}`])) as Record<EndpointName, string> }),
    next: () => new Promise((resolve) => waiting.push(resolve)),
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://inbox.local');
      if (url.pathname === INBOX_PATH || url.pathname === `${INBOX_PATH}/`) {
        const json = url.searchParams.has('json') || (req.headers.accept ?? '').includes('application/json');
        res.writeHead(200, { 'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(json ? JSON.stringify(entries) : inboxPage(entries));
        return true;
      }
      const name = url.pathname.slice(INBOX_PATH.length + 1) as EndpointName;
      if (!url.pathname.startsWith(`${INBOX_PATH}/`) || !names.includes(name)) return false;
      const fields = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
      const entry: InboxEntry = {
        id: entries.length + 1,
        time: new Date().toISOString(),
        endpoint: name,
        method: req.method ?? 'GET',
        fields,
        production: config.endpoints[name],
        query: url.search,
        referer: req.headers.referer,
      };
      entries.push(entry);
      waiting.splice(0).forEach((resolve) => resolve(entry));
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store', 'Content-Length': PIXEL.length });
        res.end(PIXEL);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(confirmationPage(entry, fields.ret ?? ''));
      }
      return true;
    },
  };
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) break;
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.fromEntries(new URLSearchParams(body));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function shell(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:40px auto;padding:0 20px;color:#1f2a3d}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #d9e1ef;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f5f8fe}code{font-size:13px}</style></head><body>${body}</body></html>`;
}

function fieldsTable(fields: Record<string, string>): string {
  const rows = Object.entries(fields).map(([k, v]) => `<tr><th scope="row"><code>${escape(k)}</code></th><td>${escape(v)}</td></tr>`);
  return `<table><tbody>${rows.join('') || '<tr><td>(no fields)</td></tr>'}</tbody></table>`;
}

function confirmationPage(entry: InboxEntry, ret: string): string {
  const back = /^https?:\/\//.test(ret) ? `<p><a href="${escape(ret)}">Back to the site</a></p>` : '';
  return shell(
    'Submission received (local inbox)',
    `<h1>Submission received</h1><p>This is the local development inbox. In production this <strong>${escape(entry.endpoint)}</strong> post would have gone to <code>${escape(entry.production)}</code>.</p>${fieldsTable(entry.fields)}${back}<p><a href="${INBOX_PATH}">See every submission</a></p>`,
  );
}

function inboxPage(entries: InboxEntry[]): string {
  const items = [...entries]
    .reverse()
    .map((e) => `<section><h2>#${e.id} ${escape(e.endpoint)} <small>${escape(e.time)}</small></h2><p>${escape(e.method)} → production: <code>${escape(e.production)}</code></p>${fieldsTable(e.fields)}</section>`)
    .join('');
  return shell('Local inbox', `<h1>Local inbox</h1><p>${entries.length} submission${entries.length === 1 ? '' : 's'} recorded by <code>site dev</code>. Nothing was sent to production.</p>${items}`);
}
