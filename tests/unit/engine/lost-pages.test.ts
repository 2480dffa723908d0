/**
 * A build that hands on fewer pages than its content has (the way `--workers abc` once built an
 * empty site and reported success) is a failure: it exits as a bug in site, writes no out/, and
 * leaves no up-to-date record, so the next build renders everything again.
 */
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../cli/engine/build.ts';
import { run } from '../../../cli/main.ts';
import { captureOutput } from '../../helpers/captured-output.ts';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';

const pool = vi.hoisted(() => ({ drop: false }));
vi.mock('../../../cli/render/pool.ts', async (original) => {
  const real = await original<typeof import('../../../cli/render/pool.ts')>();
  return { ...real, runPages: (...args: Parameters<typeof real.runPages>) => (pool.drop ? Promise.resolve() : real.runPages(...args)) };
});

afterAll(cleanFixtures);

const output = captureOutput();
afterEach(() => {
  pool.drop = false;
});

describe('a build that renders no pages while content has pages', () => {
  it('exits as a bug in site, and writes no out/', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-lost-'), 'out');
    pool.drop = true;
    expect(await run(['node', 'site', 'build', '--content', root, '--out', out, '--no-cache'], { projectRoot })).toBe(70);
    expect(output.stderr).toContain('This is a bug in site');
    expect(output.stderr).toMatch(/render stage returned 0 of \d+ pages/);
    expect(output.stdout).not.toContain('Built');
    expect(existsSync(out)).toBe(false);
  });

  it('leaves no up-to-date record: the next build renders every page', async () => {
    const root = await fixtureRoot();
    // Inputs changed within two seconds are never trusted for a record: date them back, so one could be kept.
    const then = new Date(Date.now() - 10_000);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), then, then);
    const parent = await tempDir('site-lost-record-');
    const options = { contentDir: root, outDir: join(parent, 'out'), cacheDir: join(parent, 'cache'), projectRoot };
    pool.drop = true;
    await expect(build(options)).rejects.toThrow(/render stage returned 0 of/);
    pool.drop = false;
    const next = await build(options);
    expect(next.upToDate).toBeUndefined();
    expect(next.rendered).toBe(next.routes);
    expect(existsSync(join(parent, 'out', 'index.html'))).toBe(true);
    // The record works: an unchanged build after a good one is up to date.
    expect((await build(options)).upToDate).toBe(true);
  });

  it('refuses a worker count that is not a whole number from 1 to 64 before any work', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-lost-workers-'), 'out');
    for (const workers of [Number.NaN, 0, -3, 1.5, 65]) {
      await expect(build({ contentDir: root, outDir: out, projectRoot, workers })).rejects.toThrow(
        `workers must be a whole number from 1 to 64 (got ${workers})`,
      );
    }
    expect(existsSync(out)).toBe(false);
  });
});
