/**
 * `site dev`: build in memory, serve on localhost, watch content/, templates/, client/ and the
 * config with chokidar, rebuild only what a change touched, and tell open
 * pages over server-sent events (/__reload) to reload or to show the build errors. Form posts
 * and the tracking pixel go to the local inbox (/__inbox); the briefing insert goes to the
 * local data API backed by PGlite in .data/.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../content/config.ts';
import { devEngine, watchedPaths, type DevEngine, type DevBuildReport } from './dev-engine.ts';
import { startDataApi, type DataApi } from './data-api.ts';
import { createInbox, INBOX_PATH, type Inbox } from './inbox.ts';
import { allowReturnOrigins, devReturnOrigins } from './return-origins.ts';
import { openSubmissionsDb } from './submissions-db.ts';
import { devRebuilds } from './rebuild-queue.ts';
import { watchSaves } from './save-watcher.ts';
import { type DevLog, devDefaults } from './dev-defaults.ts';
import { createReloadChannel } from './reload-channel.ts';
import { createRequestHandler } from './request-handler.ts';
import { projectPaths } from '../shell/project-paths.ts';
import { listen } from '../serve/listen.ts';
import { originPolicy, refuseForeignHost, urlHost, type OriginPolicy } from '../serve/origin-guard.ts';

/** Options of startDev. */
export interface DevOptions {
  contentDir: string;
  port?: number;
  host?: string;
  projectRoot?: string;
  overlayFile?: string;
  /** PGlite data folder (default .data/pglite); 'memory' keeps it in memory (tests). */
  dataDir?: string;
  /** Print build results and errors (default: stdout); `kind` says which each line is. */
  log?: DevLog;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  builder: DevEngine;
  inbox: Inbox;
  db: PGlite;
  dataApi: DataApi;
  /** Resolves after the next build finishes, with its report. */
  nextBuild(): Promise<DevBuildReport>;
  close(): Promise<void>;
}

/** Start `site dev`. The server answers from the moment it listens: a request that arrives during the first build waits for it. */
export async function startDev(options: DevOptions): Promise<DevServer> {
  const log: DevLog = options.log ?? ((m: string) => process.stdout.write(`${m}\n`));
  const host = options.host ?? devDefaults.host;
  const contentDir = resolve(options.contentDir);
  let handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async () => {};
  let started = () => {};
  const ready = new Promise<void>((done) => (started = done));
  const server: Server = createServer();
  await listen(server, options.port ?? devDefaults.port, host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(host)}:${port}`;
  // Only requests naming this server are answered (421 otherwise): a DNS-rebinding page cannot read the inbox.
  const policy = originPolicy(host, port);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!refuseForeignHost(policy, req, res)) void ready.then(() => handler(req, res)); // waits for the first build
  });
  try {
    const dev = await startServices(options, { server, url, policy, contentDir, log });
    handler = dev.handle;
    return dev.server;
  } catch (error) {
    server.closeAllConnections();
    server.close();
    throw error;
  } finally {
    started();
  }
}

interface Listening {
  server: Server;
  url: string;
  policy: OriginPolicy;
  contentDir: string;
  log: DevLog;
}

/** The database, data API, inbox, first build, watcher and request handler of a listening dev server. */
async function startServices(options: DevOptions, { server, url, policy, contentDir, log }: Listening) {
  const host = options.host ?? devDefaults.host;
  // The migrations are the generator's own, wherever site dev is started from.
  const migrationsDir = join(projectPaths(options.projectRoot).root, 'supabase', 'migrations');
  const db = await openSubmissionsDb(
    options.dataDir === 'memory' ? { migrationsDir } : { migrationsDir, dataDir: resolve(options.dataDir ?? devDefaults.dataDir) },
  );
  await allowReturnOrigins(db, devReturnOrigins(url)); // the briefing form sends location.origin
  const base = await loadConfig({ contentDir, overlayFile: options.overlayFile });
  let built: DevEngine | undefined;
  // The key the pages send is the one in site.yaml now (the writer may edit it while dev runs).
  const anonKey = () => (built?.config() ?? base.config)?.supabase.anonKey;
  const dataApi = await startDataApi({ db, host, site: policy, anonKey });
  const inbox = createInbox(
    base.config ?? { endpoints: { scorecardForm: '', leadCaptureForm: '', demoForm: '', briefingForm: '', trackingPixel: '' } },
    { site: policy },
  );
  const builder = devEngine({
    contentDir,
    projectRoot: options.projectRoot,
    overlayFile: options.overlayFile,
    overrides: { ...inbox.overlay(url), supabase: { url: dataApi.url } },
  });
  built = builder;

  const reload = createReloadChannel(log);

  // The watcher starts with the first build, so a save made while it runs is built right after it.
  const firstBuild = builder.full();
  const { queue, announcer } = devRebuilds(builder, firstBuild, reload.show);
  const watcher = await watchSaves(watchedPaths(contentDir, options.projectRoot), queue, builder, log);
  const first = await firstBuild;
  if (first.ok) reload.show(first);
  else announcer.announce(first);
  await watcher.ready;

  log(`site dev: serving ${contentDir} at ${url} (local inbox at ${url}${INBOX_PATH})`, 'start');
  const dev: DevServer = {
    url,
    builder,
    inbox,
    db,
    dataApi,
    nextBuild: reload.nextBuild,
    async close() {
      await watcher.close();
      await queue.idle();
      announcer.stop();
      reload.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await dataApi.close();
      await db.close();
    },
  };
  return { server: dev, handle: createRequestHandler({ url, builder, inbox, db, reload, log }) };
}
