/**
 * When `site dev` tells open pages about a build. Changes are built as soon as the watcher sees
 * them (a write-finish wait of a few polls cost about 15 ms per edit), so an editor that saves
 * in several writes can be caught half-way. A successful build is shown at once; a failed one only
 * if, after a short grace, no further build is under way and none has reported since: the rest
 * of the save rebuilds anyway, and a half-written file should not flash an error.
 */
import type { DevBuildReport } from './dev-engine.ts';

/** How long a failed build waits before it is shown. */
export const FAILURE_GRACE_MS = 60;

/** Announces build reports through `show`; `busy` says whether another build is running or queued. */
export function createAnnouncer(show: (report: DevBuildReport) => void, busy: () => boolean, graceMs = FAILURE_GRACE_MS) {
  let held: ReturnType<typeof setTimeout> | undefined;
  return {
    announce(report: DevBuildReport): void {
      if (report.unchanged) return; // a repeated event for a save already built
      clearTimeout(held);
      if (report.ok) return show(report);
      held = setTimeout(() => (busy() ? undefined : show(report)), graceMs);
    },
    stop(): void {
      clearTimeout(held);
    },
  };
}
