/**
 * A built site whose outbound endpoints all point at a local inbox (a real HTTP server that
 * records every post and pixel hit) and whose Supabase URL points at the local data API
 * backed by PGlite: the whole lead-capture path on this machine.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { build } from '../../cli/engine/build.ts';
import { loadConfig } from '../../cli/content/config.ts';
import { startDataApi, type DataApi } from '../../cli/dev/data-api.ts';
import { createInbox, type Inbox } from '../../cli/dev/inbox.ts';
import { openSubmissionsDb } from '../../cli/dev/submissions-db.ts';
import { originPolicy } from '../../cli/serve/origin-guard.ts';
import { serveStatic } from '../../cli/serve/static.ts';
import { launchChromium } from '../../scripts/chromium.ts';
import { projectRoot } from './fixtures.ts';
import { allowReturnOrigins } from '../../cli/dev/return-origins.ts';

/** Everything a lead-capture browser test needs. */
export interface LeadSite {
  /** The site, served on 127.0.0.1 (same server as the inbox, so `ret` = this origin). */
  url: string;
  inbox: Inbox;
  db: PGlite;
  dataApi: DataApi;
  browser: Browser;
  close(): Promise<void>;
}

/** The headers of the `/*` block of a Netlify/Cloudflare `_headers` file. */
export function globalHeaders(file: string): Record<string, string> {
  const block = file.split(/\n(?=\S)/).find((b) => b.startsWith('/*\n')) ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => /^\s+([\w-]+):\s*(.+)$/.exec(line))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!, m[2]!]),
  );
}

/** Build the real site against local endpoints and serve it. */
export async function startLeadSite(): Promise<LeadSite> {
  const contentDir = join(projectRoot, 'content');
  const { config } = await loadConfig({ contentDir });
  const inbox = createInbox(config!);
  const outDir = await mkdtemp(join(tmpdir(), 'site-leads-'));
  // Pages are served with the headers of the build's own _headers file, as a CDN host would.
  let headers: Record<string, string> = {};
  const server: Server = createServer((req, res) => {
    void inbox.handle(req, res).then((handled) => (handled ? undefined : serveStatic(outDir, req, res, headers)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const db = await openSubmissionsDb();
  await allowReturnOrigins(db, [url]); // the database takes return_url only from the site's origins
  const dataApi = await startDataApi({ db, site: originPolicy('127.0.0.1', port), anonKey: config!.supabase.anonKey });
  const overlay = join(outDir, '..', `${outDir.split('/').pop()}-overlay.yaml`);
  await writeFile(overlay, JSON.stringify({ ...inbox.overlay(url), supabase: { url: dataApi.url } }));
  await build({ contentDir, projectRoot, outDir, configOverlay: overlay });
  headers = globalHeaders(await readFile(join(outDir, '_headers'), 'utf8'));
  const browser = await launchChromium();
  return {
    url,
    inbox,
    db,
    dataApi,
    browser,
    async close() {
      await browser.close();
      await dataApi.close();
      await db.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
      await rm(overlay, { force: true });
    },
  };
}
