/**
 * Batch file changes for the dev builder: builds never overlap, and changes that arrive during
 * a build are queued into the next one (the idea of Eleventy's WatchQueue).
 */

import { internalErrorReport } from '../shell/user-error.ts';

/** A queue that runs `build` with every path changed since the last run. */
export interface WatchQueue {
  add(path: string): void;
  /** Resolves when no build is running or pending. */
  idle(): Promise<void>;
  /** Whether a build is running or pending. */
  busy(): boolean;
}

/** Create a watch queue around a build function. */
export function createWatchQueue(build: (changed: string[]) => Promise<unknown>): WatchQueue {
  let pending = new Set<string>();
  let running: Promise<void> | undefined;
  const run = async () => {
    while (pending.size > 0) {
      const batch = [...pending];
      pending = new Set();
      try {
        await build(batch);
      } catch (error) {
        // The builder reports every failure it can foresee as a failed build; this is a bug in site.
        process.stderr.write(`site dev: ${internalErrorReport(error)}\n`);
      }
    }
    running = undefined;
  };
  return {
    add(path) {
      pending.add(path);
      running ??= run();
    },
    async idle() {
      while (running) await running;
    },
    busy: () => running !== undefined,
  };
}
