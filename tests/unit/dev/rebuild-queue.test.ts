/**
 * site dev's queue of saves with its announcer: a failed build of a save caught half-way is not
 * shown when the file's final bytes land during the failure's grace without a watcher event (a
 * writer held up under load); it is built again instead. A save that really is broken is shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_GRACE_MS } from '../../../cli/dev/announcer.ts';
import type { DevBuildReport } from '../../../cli/dev/dev-engine.ts';
import { failedReport as failed, okReport as ok } from '../../helpers/dev-reports.ts';
import { devRebuilds } from '../../../cli/dev/rebuild-queue.ts';

/** A builder whose file reads half-written until `finish()`: its build then succeeds. */
function halfSavedFile() {
  let finished = false;
  let readFinished = false;
  const builds: string[][] = [];
  const builder = {
    update: async (changed: Iterable<string>) => {
      builds.push([...changed]);
      readFinished = finished;
      return readFinished ? ok : failed;
    },
    changedSinceRead: (paths: Iterable<string>) => [...paths].filter(() => finished && !readFinished),
  };
  return { builder, builds, finish: () => (finished = true) };
}

function devQueue(builder: ReturnType<typeof halfSavedFile>['builder']) {
  const shown: DevBuildReport[] = [];
  const { queue } = devRebuilds(builder, Promise.resolve(), (report) => shown.push(report));
  return { queue, shown };
}

describe('site dev and a save whose final bytes land during the grace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the file again instead of showing the half-way failure', async () => {
    const file = halfSavedFile();
    const { queue, shown } = devQueue(file.builder);
    queue.add('a.md');
    await queue.idle();
    expect(file.builds).toEqual([['a.md']]);
    file.finish(); // the rest of the save lands; the watcher says nothing more
    await vi.advanceTimersByTimeAsync(FAILURE_GRACE_MS);
    await queue.idle();
    expect(file.builds).toEqual([['a.md'], ['a.md']]);
    expect(shown).toEqual([ok]);
  });

  it('shows the failure of a save that stays broken', async () => {
    const file = halfSavedFile();
    const { queue, shown } = devQueue(file.builder);
    queue.add('a.md');
    await queue.idle();
    await vi.advanceTimersByTimeAsync(FAILURE_GRACE_MS);
    await queue.idle();
    expect(file.builds).toEqual([['a.md']]);
    expect(shown).toEqual([failed]);
  });
});
