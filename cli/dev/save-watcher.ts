/**
 * The watcher of `site dev`: chokidar reports each save, which goes into the rebuild queue at
 * once (its awaitWriteFinish would wait for the file to settle: about 6 ms per save). chokidar
 * does not report a second change of a file within 50 ms of the one it reported, so once that
 * window is over the file is looked at again, and built again if its bytes are not the ones the
 * last build read (a quick fix after a save, or the rest of a save caught half-written).
 */
import { resolve } from 'node:path';
import type { DevEngine } from './dev-engine.ts';
import type { DevLog } from './dev-defaults.ts';
import type { WatchQueue } from './watch-queue.ts';

/** chokidar's change throttle: a change of a file within this many ms of the one it reported is not reported. */
const CHANGE_THROTTLE_MS = 50;

/** A running watcher. */
export interface SaveWatcher {
  /** Resolves once the watcher has read the folders it watches. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Watch `paths`, adding every changed path to `queue`. */
export async function watchSaves(
  paths: string[],
  queue: WatchQueue,
  builder: Pick<DevEngine, 'changedSinceRead'>,
  log: DevLog,
): Promise<SaveWatcher> {
  const { watch } = await import('chokidar'); // only site dev needs it (~20 ms to load)
  const watcher = watch(paths, { ignoreInitial: true });
  const settling = new Set<NodeJS.Timeout>();
  let closed = false;
  const settleLater = (file: string) => {
    const timer = setTimeout(async () => {
      settling.delete(timer);
      await queue.idle();
      if (!closed) for (const again of builder.changedSinceRead([file])) queue.add(again);
    }, CHANGE_THROTTLE_MS + 10);
    settling.add(timer);
  };
  watcher.on('all', (_event, path) => {
    queue.add(resolve(path));
    settleLater(resolve(path));
  });
  watcher.on('error', (error) =>
    log(`site dev: the file watcher reported ${String(error)}; saves may be missed until site dev restarts`, 'problem'),
  );
  return {
    ready: new Promise<void>((ready) => watcher.once('ready', () => ready())),
    async close() {
      closed = true;
      for (const timer of settling) clearTimeout(timer);
      await watcher.close();
    },
  };
}
