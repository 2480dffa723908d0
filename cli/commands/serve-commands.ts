/** The commands that serve or read a server: `site dev`, `site preview`, `site submissions`. */
import { type Command, Option } from 'commander';
import { devDefaults, type DevLogKind } from '../dev/dev-defaults.ts';
import { startDev } from '../dev/server.ts';
import { submissionsTable } from '../dev/submissions-command.ts';
import { startStaticServer } from '../serve/static.ts';
import { logger } from '../shell/logger.ts';
import { integerIn, requireBuiltFolder } from '../shell/options.ts';

/** A --port option: a whole number from 1 to 65535. */
const portOption = (fallback: number, description = 'port (1-65535)') =>
  new Option('--port <port>', description).argParser(integerIn(1, 65535)).default(fallback);

/** Where dev's log lines go: build lines are reports, problems go to stderr, the start line is its summary. */
function devLog(message: string, kind: DevLogKind = 'info'): void {
  if (kind === 'problem') logger.warn(message);
  else if (kind === 'start') logger.summary(message);
  else logger.info(message);
}

/** The commands that serve or read a server: dev, preview, submissions. */
export function addServerCommands(program: Command, projectRoot: string): void {
  program
    .command('dev')
    .description('serve the site with instant rebuilds, live reload, errors in the browser and a local inbox for every form')
    .option('--content <dir>', 'content root', 'content')
    .addOption(portOption(devDefaults.port))
    .option('--host <host>', 'interface to listen on', devDefaults.host)
    .option('--config <overlay.yaml>', 'YAML deep-merged over site.yaml')
    .action(async (flags: { content: string; port: number; host: string; config?: string }) => {
      const stopped = untilSignal(); // a Ctrl+C during the first build still closes everything
      const dev = await startDev({
        contentDir: flags.content,
        port: flags.port,
        host: flags.host,
        overlayFile: flags.config,
        projectRoot,
        log: devLog,
      });
      await stopped;
      logger.info('site dev: stopping');
      await dev.close();
    });

  program
    .command('preview')
    .description('serve a built out/ folder locally, resolving routes, headers and redirects like a CDN host')
    .option('--out <dir>', 'folder to serve', 'out')
    .addOption(portOption(4322))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (flags: { out: string; port: number; host: string }) => {
      requireBuiltFolder(flags.out);
      const { server, url } = await startStaticServer(flags.out, { port: flags.port, host: flags.host });
      logger.summary(`Serving ${flags.out}/ at ${url} (Ctrl+C to stop)`);
      await untilSignal();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    });

  program
    .command('submissions')
    .description('print the briefing submissions stored by site dev (in .data/)')
    .addOption(portOption(devDefaults.port, 'ask a running site dev on this port first'))
    .option('--host <host>', 'its interface', devDefaults.host)
    .action(async (flags: { port: number; host: string }) => {
      logger.summary(await submissionsTable({ url: `http://${flags.host}:${flags.port}` }));
    });
}

/** Resolves on the first SIGINT or SIGTERM (Ctrl+C, a process manager stopping site). */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
