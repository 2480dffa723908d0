/**
 * A built site whose outbound endpoints all point at a local inbox (a real HTTP server that
 * records every post and pixel hit) and whose Supabase URL points at the local data API
 * backed by PGlite: the whole lead-capture path on this machine.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { build } from '../../cli/build.ts';
import { loadConfig } from '../../cli/config.ts';
import { startDataApi, type DataApi } from '../../cli/dev/data-api.ts';
import { createInbox, type Inbox } from '../../cli/dev/inbox.ts';
import { openSubmissionsDb } from '../../cli/dev/submissions-db.ts';
import { serveStatic } from '../../cli/serve/static.ts';
import { launchChromium } from '../../scripts/chromium.ts';
import { projectRoot } from './fixtures.ts';

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

/** Build the real site against local endpoints and serve it. */
export async function startLeadSite(): Promise<LeadSite> {
  const contentDir = join(projectRoot, 'content');
  const { config } = await loadConfig({ contentDir });
  const inbox = createInbox(config!);
  const outDir = await mkdtemp(join(tmpdir(), 'site-leads-'));
  const server: Server = createServer((req, res) => {
    void inbox.handle(req, res).then((handled) => (handled ? undefined : serveStatic(outDir, req, res)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = await openSubmissionsDb();
  const dataApi = await startDataApi({ db });
  const overlay = join(outDir, '..', `${outDir.split('/').pop()}-overlay.yaml`);
  await writeFile(overlay, JSON.stringify({ ...inbox.overlay(url), supabase: { url: dataApi.url } }));
  await build({ contentDir, projectRoot, outDir, configOverlay: overlay });
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
