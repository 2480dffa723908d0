/**
 * Commander argument parsers and checks for the CLI's options: every option is checked before
 * any work starts, and a bad value is a usage error (exit 2) that says what is allowed.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { UsageError } from './user-error.ts';

/** A parser for a whole number from `min` to `max` (commander argParser). */
export function integerIn(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    }
    return n;
  };
}

/** A parser for a file path to write, whose folder must exist (commander argParser). */
export function writableFilePath(value: string): string {
  const folder = dirname(resolve(value));
  if (!isFolder(folder)) throw new InvalidArgumentError(`the folder ${folder} does not exist; create it first or pick another path`);
  if (isFolder(value)) throw new InvalidArgumentError(`${value} is a folder; name a file such as report.json`);
  return value;
}

/** Throw a UsageError unless `dir` is a content root: an existing folder holding site.yaml. */
export function requireContentRoot(dir: string): void {
  if (!isFolder(dir)) throw new UsageError(`content folder ${dir} not found; pass --content with the folder that holds site.yaml`);
  if (!existsSync(join(dir, 'site.yaml')))
    throw new UsageError(`content folder ${dir} has no site.yaml; pass --content with the folder that holds site.yaml`);
}

/** Throw a UsageError unless `dir` is an existing folder (what `site check` and `site preview` read). */
export function requireBuiltFolder(dir: string): void {
  if (!existsSync(dir)) throw new UsageError(`${dir} not found; build the site first (site build --out ${dir})`);
  if (!isFolder(dir)) throw new UsageError(`${dir} is a file, not a built site folder`);
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
