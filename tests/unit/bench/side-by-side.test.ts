/** The side-by-side bench alternates its sides (rotating order), starts each run cold and leaves the warm-up out. */
import { describe, expect, it } from 'vitest';
import { alternateColdRuns, type Contender } from '../../../scripts/bench/side-by-side.ts';
import { summarizeSides } from '../../../scripts/bench/side-by-side-report.ts';

describe('alternateColdRuns', () => {
  it('rotates the order every round, makes each side cold before each build and does not count the warm-up', async () => {
    const log: string[] = [];
    const contender = (label: string, wallMs: number): Contender => ({
      label,
      makeCold: () => log.push(`cold ${label}`),
      build: async () => {
        log.push(`build ${label}`);
        return { ok: true, wallMs, pages: 3 };
      },
    });
    const results = await alternateColdRuns({ contenders: [contender('A', 2000), contender('B', 1000)], runs: 2 });
    expect(log.filter((line) => line.startsWith('build'))).toEqual(['build A', 'build B', 'build A', 'build B', 'build B', 'build A']);
    expect(log.filter((line) => line.startsWith('cold'))).toHaveLength(6);
    expect(results.map((r) => [r.label, r.runs.length])).toEqual([
      ['A', 2],
      ['B', 2],
    ]);
    const [a, b] = summarizeSides(results);
    expect(a).toMatchObject({ medianS: 2, minS: 2, maxS: 2, failed: 0 });
    expect(b?.ratio).toBe(2);
  });
});
