/** What a command printed during the current test: process.stdout and process.stderr are captured around each test. */
import { afterEach, beforeEach, vi } from 'vitest';

/** Capture stdout and stderr in every test of the calling file; read (or reset) them on the returned object. */
export function captureOutput(): { stdout: string; stderr: string } {
  const output = { stdout: '', stderr: '' };
  beforeEach(() => {
    output.stdout = '';
    output.stderr = '';
    for (const name of ['stdout', 'stderr'] as const) {
      vi.spyOn(process[name], 'write').mockImplementation((chunk) => {
        output[name] += String(chunk);
        return true;
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());
  return output;
}
