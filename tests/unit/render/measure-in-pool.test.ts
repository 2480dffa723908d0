/**
 * Where a pooled build measures its pages (cli/render/pool.ts): the main thread when a core is
 * left to it, the render workers when they take every core. Either way every page is weighed and
 * checked exactly as in a build that renders in the main thread.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../cli/engine/build.ts';
import { BuildFailure } from '../../../cli/content/errors.ts';
import { memoryWriter } from '../../../cli/output/write.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

const machine = vi.hoisted(() => ({ cores: 2 }));

vi.mock('node:os', async (original) => {
  const real = await original<typeof import('node:os')>();
  return { ...real, availableParallelism: () => machine.cores };
});

afterAll(cleanFixtures);

/** A copy of the real content root (27 routes: several batches for each of two workers). */
async function siteCopy(): Promise<string> {
  const root = join(await tempDir('site-measure-'), 'content');
  await cp(join(projectRoot, 'content'), root, { recursive: true });
  return root;
}

/** A build's result, or the failure it threw. */
const built = (contentDir: string, workers: number) =>
  build({ contentDir, projectRoot, writer: memoryWriter(), cache: false, workers }).catch((e: unknown) => e as BuildFailure);

describe.each([
  { cores: 8, where: 'the main thread (a core is left to it)' },
  { cores: 2, where: 'the workers (they take every core)' },
])('two render workers on $cores cores: pages measured in $where', ({ cores }) => {
  it('weighs every page as a build rendering in the main thread does', async () => {
    machine.cores = cores;
    const root = await siteCopy();
    const inThread = await build({ contentDir: root, projectRoot, writer: memoryWriter(), cache: false, workers: 1 });
    const pooled = await build({ contentDir: root, projectRoot, writer: memoryWriter(), cache: false, workers: 2 });
    expect(pooled.pages.length).toBe(inThread.routes);
    expect(pooled.pages).toEqual(inThread.pages);
    expect(pooled.totals).toEqual(inThread.totals);
  });

  it('checks what it measures: a link to a missing section fails the build as in the main thread', async () => {
    machine.cores = cores;
    const root = await siteCopy();
    const file = join(root, 'articles', 'ai-marketing.md');
    const text = await readFile(file, 'utf8');
    const link = 'See [the plan](/ai-marketing#no-such-section).\n\n';
    await writeFile(file, text.replace(':::section{#strategic-shift}', `${link}:::section{#strategic-shift}`));
    const [inThread, pooled] = [await built(root, 1), await built(root, 2)];
    expect(pooled).toBeInstanceOf(BuildFailure);
    expect((pooled as BuildFailure).errors).toEqual((inThread as BuildFailure).errors);
    expect((pooled as BuildFailure).errors).toContainEqual(
      expect.objectContaining({ file, code: 'check-anchor', message: expect.stringContaining('no-such-section') }),
    );
  });
});
