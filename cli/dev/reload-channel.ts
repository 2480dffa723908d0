/**
 * How `site dev` tells open pages and the terminal about builds: the server-sent event stream
 * (/__reload) every page listens on, and the log line of each build. nextBuild() lets callers
 * (tests, the bench) wait for the next report.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatError, formatLocation, type ContentErrorData } from '../content/errors.ts';
import type { DevBuildReport } from './dev-engine.ts';
import type { DevLog } from './dev-defaults.ts';
import { firstFew, plural } from '../shell/plural.ts';

/** The reload stream and the build log of a dev server. */
export interface ReloadChannel {
  /** Answer a /__reload request: keep it open, sending the current errors at once. */
  open(req: IncomingMessage, res: ServerResponse, errors: readonly ContentErrorData[]): void;
  /** Log a build and tell every open page (reload, or show the errors). */
  show(report: DevBuildReport): void;
  /** Resolves with the next report shown. */
  nextBuild(): Promise<DevBuildReport>;
  /** End every open stream. */
  close(): void;
}

const errorPayload = (errors: readonly ContentErrorData[]) => ({
  errors: errors.map((e) => ({ location: formatLocation(e), message: e.message, hint: e.hint })),
});

/** Create the channel; `log` prints to the terminal. */
export function createReloadChannel(log: DevLog): ReloadChannel {
  const clients = new Set<ServerResponse>();
  const waiting: ((report: DevBuildReport) => void)[] = [];
  /** Whether a build has succeeded yet: until then every build is a full one, and says "built". */
  let servedGood = false;
  const send = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) send(client, event, data);
  };
  return {
    open(req, res, errors) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      if (errors.length > 0) send(res, 'errors', errorPayload(errors));
      req.on('close', () => clients.delete(res));
    },
    show(report) {
      const first = !servedGood;
      if (report.ok) {
        servedGood = true;
        const islands = report.clientChanged ? ' and the islands' : '';
        const named = report.rendered.length > 0 ? ` (${firstFew(report.rendered)})` : '';
        log(
          first
            ? `built ${plural(report.rendered.length, 'page')} in ${report.ms} ms`
            : `rebuilt ${plural(report.rendered.length, 'page')}${named}${islands} in ${report.ms} ms`,
        );
        broadcast('reload', { routes: report.rendered, all: report.clientChanged });
      } else {
        const still = first ? 'fix it and save: the page shows the errors until then' : 'still serving the last good pages';
        log(`build failed (${plural(report.errors.length, 'error')}); ${still}:`, 'problem');
        for (const e of report.errors) log(formatError(e), 'problem');
        broadcast('errors', errorPayload(report.errors));
      }
      for (const resolveWaiter of waiting.splice(0)) resolveWaiter(report);
    },
    nextBuild: () => new Promise((resolveWaiter) => waiting.push(resolveWaiter)),
    close() {
      for (const client of clients) client.end();
    },
  };
}
