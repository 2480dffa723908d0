/**
 * `site dev` edit-to-reload latency: start `site dev` on a free port, subscribe to its
 * server-sent events at /__reload, then change one word of one article at a time and time
 * the file write to the next `reload` event. A `site dev` that exits or never answers is
 * reported as unavailable, not as a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { editableArticle } from './edit.ts';
import { largest, median } from './statistics.ts';

/** What the dev measurement reports. */
export interface DevReload {
  available: boolean;
  /** Whether /__reload answered (false: `site dev` is missing, exited or never served). */
  started: boolean;
  /** Why there are no figures. */
  reason?: string;
  /** Spawn to the SSE stream answering (first build included), ms. */
  startupMs?: number;
  samplesMs: number[];
  medianMs?: number;
  maxMs?: number;
  /** Peak RSS of the dev process (VmHWM), MB. */
  peakRssMb?: number;
}

/** Options of measureDevReload. */
export interface DevReloadOptions {
  projectRoot: string;
  contentRoot: string;
  edits: number;
  /** How long `site dev` may take to serve /__reload. */
  startupTimeoutMs: number;
  /** How long one edit may wait for its reload event. */
  editTimeoutMs?: number;
}

/** Measure the edit-to-reload latency of `site dev` on a content root. */
export async function measureDevReload({
  projectRoot,
  contentRoot,
  edits,
  startupTimeoutMs,
  editTimeoutMs = 10_000,
}: DevReloadOptions): Promise<DevReload> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'bin', 'site.js'), 'dev', '--content', contentRoot, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(`site dev exited (${signal ?? `code ${code}`})`)),
  );
  const article = editableArticle(contentRoot);
  const unavailable = (reason: string, started = false): DevReload => ({
    available: false,
    started,
    reason: `${reason}${output.trim() ? `: ${output.trim().split('\n').slice(-3).join(' | ')}` : ''}`,
    samplesMs: [],
  });
  try {
    const stream = await Promise.race([connectEvents(`http://127.0.0.1:${port}/__reload`, started + startupTimeoutMs), exited]);
    if (typeof stream === 'string') return unavailable(stream);
    if (!stream) return unavailable(`no answer at /__reload within ${Math.round(startupTimeoutMs / 1000)} s`);
    const startupMs = performance.now() - started;
    const samples: number[] = [];
    // One edit first, not counted: it proves the watcher sees changes and warms the rebuild path.
    for (let i = 0; i <= edits; i++) {
      await sleep(200);
      const reload = stream.next('reload', i === 0 ? startupTimeoutMs : editTimeoutMs);
      const t = performance.now();
      article.write(`benchedit${i}x${Date.now().toString(36)}`);
      if (!(await reload))
        return unavailable(
          `edit ${i} got no reload event within ${Math.round((i === 0 ? startupTimeoutMs : editTimeoutMs) / 1000)} s`,
          true,
        );
      if (i > 0) samples.push(performance.now() - t);
    }
    return {
      available: true,
      started: true,
      startupMs,
      samplesMs: samples,
      medianMs: median(samples),
      maxMs: largest(samples),
      peakRssMb: peakRss(child),
    };
  } finally {
    article.restore();
    await stop(child);
  }
}

/** A subscription to server-sent events. */
interface EventStream {
  /** Resolves true at the next event of this name, false after the timeout. */
  next(event: string, timeoutMs: number): Promise<boolean>;
}

/** Keep asking for the event stream until it answers 200 or the deadline passes (undefined). */
async function connectEvents(url: string, deadline: number): Promise<EventStream | undefined> {
  while (performance.now() < deadline) {
    const response = await new Promise<IncomingMessage | undefined>((resolve) => {
      const request = get(url, { headers: { Accept: 'text/event-stream' }, timeout: 2000 }, resolve);
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(undefined));
    });
    if (response?.statusCode === 200) return eventStream(response);
    response?.resume();
    await sleep(100);
  }
  return undefined;
}

function eventStream(response: IncomingMessage): EventStream {
  const waiters: { event: string; resolve: (seen: boolean) => void }[] = [];
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      for (const waiter of waiters.filter((w) => w.event === name)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(true);
      }
    }
  });
  return {
    next: (event, timeoutMs) =>
      new Promise((resolve) => {
        const waiter = {
          event,
          resolve: (seen: boolean) => {
            clearTimeout(timer);
            resolve(seen);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          resolve(false);
        }, timeoutMs);
        waiters.push(waiter);
      }),
  };
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Peak resident set of a live process from /proc (Linux), MB. */
function peakRss(child: ChildProcess): number | undefined {
  const status = `/proc/${child.pid}/status`;
  if (!existsSync(status)) return undefined;
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : undefined;
}

/** End the dev process we started: SIGTERM, then SIGKILL if it lingers. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if (!(await Promise.race([gone.then(() => true), sleep(3000).then(() => false)]))) child.kill('SIGKILL');
}
