/** Parallel rendering: pages rendered in worker threads report their errors, and a failing
 * write stops the build instead of leaving workers running or the build hanging. */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { BuildFailure } from '../../cli/content/errors.ts';
import { memoryWriter } from '../../cli/output/write.ts';
import { cleanFixtures, projectRoot, tempDir } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

/** A copy of the real content root (27 routes: enough for several batches per worker). */
async function siteCopy(): Promise<string> {
  const root = join(await tempDir('site-pool-'), 'content');
  await cp(join(projectRoot, 'content'), root, { recursive: true });
  return root;
}

describe('render pool (2 workers)', () => {
  it('reports a Markdown error found in a worker with its file and line, and writes nothing', async () => {
    const root = await siteCopy();
    const file = join(root, 'articles', 'ai-marketing.md');
    const text = await readFile(file, 'utf8');
    const line = text.split('\n').indexOf(':::section{#strategic-shift}') + 1;
    await writeFile(file, text.replace(':::section{#strategic-shift}', ':::sektion{#strategic-shift}'));
    const writer = memoryWriter();
    const failure = await build({ contentDir: root, projectRoot, writer, cache: false, workers: 2 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    const errors = (failure as BuildFailure).errors;
    expect(errors).toContainEqual(expect.objectContaining({ file, line: expect.any(Number) }));
    expect(errors.find((e) => e.file === file)!.line).toBeGreaterThanOrEqual(line);
    expect(errors.find((e) => e.file === file)!.message).toContain('sektion');
    expect(writer.committed).toBe(false);
  });

  it('stops with the write error when writing a page fails', async () => {
    const root = await siteCopy();
    const writer = memoryWriter();
    let writes = 0;
    let aborted = false;
    const failing = {
      ...writer,
      async write(path: string, contents: string | Uint8Array) {
        if (++writes === 12) throw new Error(`disk full while writing ${path}`);
        await writer.write(path, contents);
      },
      async abort() {
        aborted = true;
        await writer.abort();
      },
    };
    await expect(build({ contentDir: root, projectRoot, writer: failing, cache: false, workers: 2 })).rejects.toThrow(
      /^disk full while writing .+\.html$/,
    );
    expect(aborted).toBe(true);
    expect(writer.committed).toBe(false);
  });
});
