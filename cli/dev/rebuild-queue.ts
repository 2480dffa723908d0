/**
 * The queue of saves in `site dev`: each batch of changed paths updates the build once the first
 * build is done. A save read half-written is built again with its final bytes, even when the
 * watcher folded its last event into the one handled (seen under load): once, so a file rewritten
 * without pause waits for its next event instead of keeping the queue busy.
 */
import { createAnnouncer } from './announcer.ts';
import type { DevEngine, DevBuildReport } from './dev-engine.ts';
import { createWatchQueue, type WatchQueue } from './watch-queue.ts';

/** The watch queue, and the check a held failure makes before it is shown. */
export interface RebuildQueue extends WatchQueue {
  /**
   * Whether a file of the last batch changed after that build read it, queueing it again if so:
   * a failure held for its grace (announcer.ts) is then a save caught half-way whose final bytes
   * came later than the check after its build (a writer held up under load), not an error to show.
   */
  rereadPending(): boolean;
}

/** Create the queue around the dev builder; `announce` hears every build's report. */
export function rebuildQueue(
  builder: Pick<DevEngine, 'update' | 'changedSinceRead'>,
  firstBuild: Promise<unknown>,
  announce: (report: DevBuildReport) => void,
): RebuildQueue {
  let builtAgain = new Set<string>();
  let lastBatch: string[] = [];
  const queue = createWatchQueue(async (changed) => {
    await firstBuild;
    lastBatch = changed;
    await builder.update(changed).then(announce);
    const again = builder.changedSinceRead(changed).filter((file) => !builtAgain.has(file));
    builtAgain = new Set(again);
    for (const file of again) queue.add(file);
  });
  return {
    ...queue,
    rereadPending() {
      const again = builder.changedSinceRead(lastBatch);
      for (const file of again) queue.add(file);
      return again.length > 0;
    },
  };
}

/**
 * The queue of saves and the announcer of its builds (`show` hears what is shown): a failed build
 * is held for its grace and dropped if, by then, another build is under way or one of its files
 * changed after it was read (that file is then built again).
 */
export function devRebuilds(
  builder: Pick<DevEngine, 'update' | 'changedSinceRead'>,
  firstBuild: Promise<unknown>,
  show: (report: DevBuildReport) => void,
) {
  const announcer = createAnnouncer(show, () => queue.busy() || queue.rereadPending());
  const queue = rebuildQueue(builder, firstBuild, announcer.announce);
  return { queue, announcer };
}
