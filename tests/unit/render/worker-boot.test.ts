/**
 * Render workers boot under V8's own settings, so Node's shipped compiled code for its built-ins
 * is taken, and load the render bundle under the launcher's (bin/v8-flags.js, cli/render/pool.ts).
 * Each case runs in a Node process of its own (tests/helpers/worker-boot-probe.ts): V8's settings
 * are the whole process's.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../../../cli/engine/project.ts';
import { renderBundleFile } from '../../../cli/render/renderer.ts';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

interface Probe {
  workers: Array<{ bootedUnderNodes?: boolean; loadedUnderOurs?: boolean; failed?: string }>;
  mainUnderOurs: boolean;
  mainUnderNodes: boolean;
}

function probe(...args: string[]): Probe {
  const run = join(projectRoot, 'scripts', 'run.js');
  const output = execFileSync(process.execPath, [run, join('tests', 'helpers', 'worker-boot-probe.ts'), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Probe;
}

describe('render workers started after the launcher changed V8 settings', () => {
  it("load their built-ins under V8's own settings and their bundle under the launcher's, which the process keeps", () => {
    const { workers, mainUnderOurs, mainUnderNodes } = probe('launcher');
    expect(workers).toEqual([
      { bootedUnderNodes: true, loadedUnderOurs: true },
      { bootedUnderNodes: true, loadedUnderOurs: true },
    ]);
    expect(mainUnderOurs).toBe(true);
    expect(mainUnderNodes).toBe(false);
  });

  it('still load their bundle under the launcher settings when one of them fails while booting', () => {
    const { workers, mainUnderOurs } = probe('launcher', 'fail-first');
    expect(workers[0]).toEqual({ failed: 'this worker fails while it boots' });
    expect(workers[1]).toMatchObject({ loadedUnderOurs: true });
    expect(mainUnderOurs).toBe(true);
  });

  it('change no setting in a process the launcher did not set any in', () => {
    const { workers, mainUnderNodes } = probe('none');
    expect(workers).toEqual([{ loadedUnderOurs: true }, { loadedUnderOurs: true }]);
    expect(mainUnderNodes).toBe(true);
  });
});

describe('the built-ins a render worker loads first', () => {
  it("are every Node built-in the render bundle requires, from esbuild's account of it", async () => {
    const paths = { ...projectPaths(projectRoot), cache: await tempDir('site-render-builtins-') };
    const { file, builtins } = await renderBundleFile(paths, 'worker-boot-test');
    const required = new Set([...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!).filter(isBuiltin));
    expect(required.size).toBeGreaterThan(5);
    expect(new Set(builtins)).toEqual(required);
  });
});
