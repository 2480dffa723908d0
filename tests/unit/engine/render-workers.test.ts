/**
 * How many render workers a build uses (cli/engine/render-pages.ts renderWorkers): none below 400
 * pages to render; from there one per core up to four, but one core left to the main thread below
 * 2,000 pages when the workers would take them all; --workers n sets n render threads.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CORES_FROM_PAGES, PARALLEL_FROM_PAGES, renderWorkers } from '../../../cli/engine/render-pages.ts';

describe('render workers', () => {
  it('render a small site in the main thread', () => {
    expect(renderWorkers(PARALLEL_FROM_PAGES - 1, undefined, 8)).toBe(0);
    expect(renderWorkers(5000, undefined, 1)).toBe(0);
  });

  it('leave the main thread a core below ALL_CORES_FROM_PAGES when the workers would take every core', () => {
    expect(renderWorkers(PARALLEL_FROM_PAGES, undefined, 2)).toBe(1);
    expect(renderWorkers(ALL_CORES_FROM_PAGES - 1, undefined, 2)).toBe(1);
    expect(renderWorkers(1000, undefined, 4)).toBe(3);
    // Eight cores: four workers leave cores free anyway.
    expect(renderWorkers(1000, undefined, 8)).toBe(4);
  });

  it('take every core, up to four, from ALL_CORES_FROM_PAGES', () => {
    expect(renderWorkers(ALL_CORES_FROM_PAGES, undefined, 2)).toBe(2);
    expect(renderWorkers(10000, undefined, 4)).toBe(4);
    expect(renderWorkers(10000, undefined, 16)).toBe(4);
  });

  it('follow --workers: 1 is the main thread alone, n > 1 is n workers, whatever the pages', () => {
    expect(renderWorkers(10000, 1, 8)).toBe(0);
    expect(renderWorkers(10, 3, 2)).toBe(3);
    expect(renderWorkers(1000, 2, 2)).toBe(2);
  });
});
