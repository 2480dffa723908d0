/**
 * `--memory MB`: each measured build runs as it would on a machine or in a container with only
 * that much memory, inside a Linux memory cgroup of its own with no swap. Node sizes V8's heap
 * from the memory it is given (the cgroup's limit when there is one), so the peak RSS inside the
 * limit is what a build needs; on a large machine, V8 keeps far more between collections.
 *
 * The cgroup comes from `systemd-run --scope` where systemd runs, else from the cgroup file
 * system directly (a folder under this process's own cgroup, which needs root or a delegated
 * cgroup).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A memory limit to run measured processes in. */
export interface MemoryLimit {
  megabytes: number;
  /** How it is applied, for the report (e.g. "cgroup v1 memory.limit_in_bytes, no swap"). */
  how: string;
  /** The command line that runs `command args` inside the limit. */
  wrap(command: string, args: readonly string[]): [string, string[]];
  /** Remove the cgroup made for it (after its last process ended). */
  close(): void;
}

/** A memory limit of `megabytes`, or why this machine cannot give one. */
export function memoryLimit(megabytes: number): MemoryLimit | string {
  const limit = viaSystemd(megabytes) ?? viaCgroupFiles(megabytes);
  return typeof limit === 'string' ? limit : seenByNode(limit);
}

/** The limit, once a Node process inside it reports it as its memory (else the bench would measure an unlimited build). */
export function seenByNode(limit: MemoryLimit): MemoryLimit | string {
  const [command, args] = limit.wrap(process.execPath, ['-p', 'process.constrainedMemory()']);
  const seen = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000 }).stdout?.trim();
  if (seen === String(limit.megabytes * 1024 * 1024)) return limit;
  limit.close();
  return `--memory: Node inside ${limit.how} reports ${seen || 'nothing'} bytes of memory, not ${limit.megabytes} MB`;
}

function viaSystemd(megabytes: number): MemoryLimit | undefined {
  const user = process.getuid?.() === 0 ? [] : ['--user'];
  const flags = [...user, '--scope', '--quiet', '--collect', '-p', `MemoryMax=${megabytes}M`, '-p', 'MemorySwapMax=0', '--'];
  const probe = spawnSync('systemd-run', [...flags, 'true'], { stdio: 'ignore', timeout: 30_000 });
  if (probe.status !== 0) return undefined;
  return {
    megabytes,
    how: 'systemd-run MemoryMax, no swap',
    wrap: (command, args) => ['systemd-run', [...flags, command, ...args]],
    close() {},
  };
}

/** The two cgroup layouts: v2's single hierarchy and v1's memory controller. */
const layouts = [
  {
    version: 2,
    root: '/sys/fs/cgroup',
    line: /^0::(.*)$/m,
    marker: 'cgroup.controllers',
    limit: 'memory.max',
    swap: 'memory.swap.max',
    swapValue: () => '0',
  },
  {
    version: 1,
    root: '/sys/fs/cgroup/memory',
    line: /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/m,
    marker: 'memory.limit_in_bytes',
    limit: 'memory.limit_in_bytes',
    swap: 'memory.memsw.limit_in_bytes', // memory and swap together: the same figure means no swap
    swapValue: (bytes: string) => bytes,
  },
] as const;

function viaCgroupFiles(megabytes: number): MemoryLimit | string {
  const own = existsSync('/proc/self/cgroup') ? readFileSync('/proc/self/cgroup', 'utf8') : ''; // none outside Linux
  const bytes = String(megabytes * 1024 * 1024);
  const problems: string[] = [];
  for (const layout of layouts) {
    const path = layout.line.exec(own)?.[1];
    if (path === undefined || !existsSync(join(layout.root, path, layout.marker))) continue;
    const dir = join(layout.root, path, `site-bench-${process.pid}`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, layout.limit), bytes);
      if (existsSync(join(dir, layout.swap))) writeFileSync(join(dir, layout.swap), layout.swapValue(bytes));
    } catch (error) {
      problems.push(`cgroup v${layout.version} at ${dir}: ${(error as Error).message}`);
      rmdirQuietly(dir);
      continue;
    }
    const procs = join(dir, 'cgroup.procs');
    return {
      megabytes,
      how: `cgroup v${layout.version} ${layout.limit}, no swap`,
      // The shell enters the cgroup, then becomes the command: the limit holds it from its first byte.
      wrap: (command, args) => ['/bin/sh', ['-c', 'echo $$ > "$0" && exec "$@"', procs, command, ...args]],
      close: () => rmdirQuietly(dir),
    };
  }
  return `--memory needs systemd-run or a cgroup this user may create (Linux, root or a delegated cgroup)${problems.length ? `: ${problems.join('; ')}` : ''}`;
}

function rmdirQuietly(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // never made, or a process still in it: an empty cgroup left behind limits nothing
  }
}
