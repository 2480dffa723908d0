/** site dev shows a successful build at once and holds a failed one briefly: a half-saved file should not flash an error. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer, FAILURE_GRACE_MS } from '../../../cli/dev/announcer.ts';
import type { DevBuildReport } from '../../../cli/dev/dev-engine.ts';
import { failedReport as failed, okReport as ok } from '../../helpers/dev-reports.ts';

describe('dev build announcer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a successful build at once', () => {
    const shown: DevBuildReport[] = [];
    createAnnouncer(
      (r) => shown.push(r),
      () => false,
    ).announce(ok);
    expect(shown).toEqual([ok]);
  });

  it('shows a failed build after the grace when nothing else is building', () => {
    const shown: DevBuildReport[] = [];
    createAnnouncer(
      (r) => shown.push(r),
      () => false,
    ).announce(failed);
    vi.advanceTimersByTime(FAILURE_GRACE_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([failed]);
  });

  it('drops a failed build when the next one reports within the grace, or is still running when it ends', () => {
    const shown: DevBuildReport[] = [];
    let busy = false;
    const announcer = createAnnouncer(
      (r) => shown.push(r),
      () => busy,
    );
    announcer.announce(failed);
    announcer.announce(ok);
    vi.advanceTimersByTime(FAILURE_GRACE_MS * 2);
    expect(shown).toEqual([ok]);

    announcer.announce(failed);
    busy = true;
    vi.advanceTimersByTime(FAILURE_GRACE_MS);
    expect(shown).toEqual([ok]);
  });
});
