/** site dev build reports for the announcer's and the queue of saves' tests: one success, one failure. */
import type { DevBuildReport } from '../../cli/dev/dev-engine.ts';

export const okReport: DevBuildReport = { ok: true, rendered: ['/a'], clientChanged: false, errors: [], ms: 5 };

export const failedReport: DevBuildReport = {
  ok: false,
  rendered: [],
  clientChanged: false,
  errors: [{ code: 'yaml-syntax', message: 'bad', file: 'a.md', line: 2, column: 1 }],
  ms: 5,
};
