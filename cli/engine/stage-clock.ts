/**
 * The clock of a build's stages, and the small promise helpers of running stages side by side.
 */

/** Stage timings: `time(stage, work)` runs work and records its milliseconds; `onStart` hears each stage begin. */
export function stageClock(onStart?: (progress: { stage: string }) => void) {
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    onStart?.({ stage });
    const t = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = Math.round((performance.now() - t) * 10) / 10;
    }
  };
  return { timings, time };
}

/** `job`, marked as handled: its rejection surfaces where it is awaited. */
export function awaitedLater<T>(job: Promise<T>): Promise<T> {
  job.catch(() => {});
  return job;
}

export const since = (started: number) => Math.round(performance.now() - started);

/** The `time` function of a stage clock. */
export type StageTimer = ReturnType<typeof stageClock>['time'];
