/**
 * `npm run bench -- --memory MB` runs each build as on a machine with only that much memory: the
 * process sees the limit (Node sizes its heap from it), and going over it ends the process
 * instead of swapping. Needs a cgroup this user may make (root here); elsewhere it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryLimit, seenByNode } from '../../../scripts/bench/memory-limit.ts';

const limit = memoryLimit(256);
afterAll(() => {
  if (typeof limit !== 'string') limit.close();
});

/** Run `node -e script` inside the limit, or outside it with `inside` false. */
function node(script: string, inside = true) {
  const [command, args] =
    inside && typeof limit !== 'string' ? limit.wrap(process.execPath, ['-e', script]) : [process.execPath, ['-e', script]];
  return spawnSync(command, args, { encoding: 'utf8' });
}

/** Allocates and touches 400 MB, then says so. */
const grab400 =
  'const b = []; for (let i = 0; i < 40; i++) b.push(Buffer.alloc(10 * 2 ** 20, 1)); console.log("held", b.length * 10, "MB")';

describe.skipIf(typeof limit === 'string')('bench memory limit', () => {
  it('is the memory Node sees, and Node sizes its heap from it', () => {
    const report = 'console.log(process.constrainedMemory(), require("node:v8").getHeapStatistics().heap_size_limit)';
    const [inside, outside] = [node(report), node(report, false)];
    expect(inside.status, inside.stderr).toBe(0);
    const [seen, heap] = inside.stdout.trim().split(' ').map(Number);
    const [, heapWithout] = outside.stdout.trim().split(' ').map(Number);
    expect(seen).toBe(256 * 2 ** 20);
    expect(heap).toBeLessThan(heapWithout!);
  });

  it('ends a process that needs more than the limit, one that runs to its end without it', () => {
    const free = node(grab400, false);
    expect(free.stdout).toBe('held 400 MB\n');
    const limited = node(grab400);
    expect(limited.stdout).toBe('');
    expect(limited.status === 0 && limited.signal === null).toBe(false);
  });
});

describe('a memory limit Node does not see', () => {
  it('is refused, so the bench never reports an unlimited build as limited', () => {
    let closed = false;
    const unlimited = {
      megabytes: 256,
      how: 'a wrapper that limits nothing',
      wrap: (c: string, a: readonly string[]) => [c, [...a]] as [string, string[]],
      close: () => {
        closed = true;
      },
    };
    expect(seenByNode(unlimited)).toMatch(/^--memory: Node inside a wrapper that limits nothing reports \S+ bytes of memory, not 256 MB$/);
    expect(closed).toBe(true);
  });
});
