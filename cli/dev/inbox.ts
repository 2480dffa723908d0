/**
 * The local inbox: stands in for every outbound form endpoint and the tracking pixel. Each
 * post or pixel hit is stored (time, which endpoint, every field, the production endpoint it
 * would have gone to) and listed at /__inbox; the visitor gets a plain confirmation page
 * instead of leaving the site. `site dev` serves it, and the browser tests record posts with it.
 * It records only requests from pages of the dev site (see origin-guard.ts), refuses a body over
 * 64 kB with 413 instead of cutting it, keeps the latest 500 entries, lists them 25 a page with
 * long entries shortened (inbox-list.ts), and links back only to the dev site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crossOriginReason, policyOfSocket, type OriginPolicy } from '../serve/origin-guard.ts';
import { entryPage, inboxPage, requestedPage } from './inbox-list.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { EndpointName, InboxEntry } from './inbox-entry.ts';
import { confirmationPage } from './inbox-pages.ts';
import { readCappedBody, sendBodyTooLarge } from './request-body.ts';

/** Path prefix the inbox answers under. */
export const INBOX_PATH = '/__inbox';

/** A tiny transparent GIF, the pixel's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Options of createInbox. */
export interface InboxOptions {
  /** The dev site whose pages may post (default: the address each request arrived on). */
  site?: OriginPolicy;
  /** Entries kept in memory; older ones are dropped (and counted). */
  maxEntries?: number;
}

/** Defaults of createInbox. */
export const inboxDefaults = { maxEntries: 500 };

/** The inbox's stored entries and its request handler. */
export interface Inbox {
  /** The latest entries, oldest first (at most maxEntries). */
  entries: InboxEntry[];
  /** How many older entries were dropped to keep the count bounded. */
  dropped(): number;
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
export function createInbox(config: Pick<SiteConfig, 'endpoints'>, options: InboxOptions = {}): Inbox {
  const { maxEntries } = { ...inboxDefaults, ...options };
  const entries: InboxEntry[] = [];
  const waiting: ((entry: InboxEntry) => void)[] = [];
  const names = Object.keys(config.endpoints) as EndpointName[];
  let delay = 0;
  let recorded = 0;
  let dropped = 0;
  const record = (entry: Omit<InboxEntry, 'id'>): InboxEntry => {
    const stored = { id: ++recorded, ...entry };
    entries.push(stored);
    while (entries.length > maxEntries) {
      entries.shift();
      dropped++;
    }
    for (const resolve of waiting.splice(0)) resolve(stored);
    return stored;
  };
  return {
    setDelay: (ms) => {
      delay = ms;
    },
    entries,
    dropped: () => dropped,
    overlay: (baseUrl) => ({
      endpoints: Object.fromEntries(names.map((n) => [n, `${baseUrl}${INBOX_PATH}/${n}`])) as Record<EndpointName, string>,
    }),
    next: () => new Promise((resolve) => waiting.push(resolve)),
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://inbox.local');
      if (url.pathname === INBOX_PATH || url.pathname === `${INBOX_PATH}/`) {
        sendListing(req, res, url, { entries, dropped, maxEntries });
        return true;
      }
      const name = url.pathname.slice(INBOX_PATH.length + 1) as EndpointName;
      if (!url.pathname.startsWith(`${INBOX_PATH}/`) || !names.includes(name)) return false;
      const site = options.site ?? policyOfSocket(req);
      const refused = crossOriginReason(site, req);
      if (refused) {
        refuse(req, res, 403, `Cross-origin post refused: ${refused}. The local inbox records only posts from pages of ${site.origin}.\n`);
        return true;
      }
      const fields = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
      if (fields === undefined) {
        sendBodyTooLarge(res);
        return true;
      }
      const method = req.method ?? 'GET';
      const entry = record({
        time: new Date().toISOString(),
        endpoint: name,
        method,
        fields,
        production: config.endpoints[name],
        query: url.search,
        referer: req.headers.referer,
      });
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store', 'Content-Length': PIXEL.length });
        res.end(PIXEL);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(confirmationPage(entry, fields.ret ?? '', (ret) => site.allowsOrigin(ret), INBOX_PATH));
      }
      return true;
    },
  };
}

/** Answer /__inbox: every entry as JSON (`?json`), one entry in full (`?entry=ID`), or a page of the list (`?page=N`). */
function sendListing(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  kept: { entries: readonly InboxEntry[]; dropped: number; maxEntries: number },
): void {
  if (url.searchParams.has('json') || (req.headers.accept ?? '').includes('application/json')) {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(kept.entries));
    return;
  }
  const id = url.searchParams.get('entry');
  const entry = id === null ? undefined : kept.entries.find((e) => String(e.id) === id);
  res.writeHead(id !== null && !entry ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  if (id !== null) res.end(entryPage(entry, id, INBOX_PATH));
  else res.end(inboxPage({ ...kept, page: requestedPage(url.searchParams.get('page')), inboxPath: INBOX_PATH }));
}

/** The posted form fields, or undefined when the body is over the cap. */
async function readForm(req: IncomingMessage): Promise<Record<string, string> | undefined> {
  const body = await readCappedBody(req);
  return body === undefined ? undefined : Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  req.resume();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(message);
}
