/**
 * The bundles run with V8's code cache (bin/load-bundle.cjs): the cache is written once, used by
 * the next run, and never runs code other than the bundle's — a changed bundle of the same length
 * or a damaged cache file is compiled from its source, and the cache is written again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFixtures, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const loader = join(projectRoot, 'bin', 'load-bundle.cjs');
let dir: string;

beforeAll(async () => {
  dir = await tempDir('site-load-bundle-');
});

/** Load `bundle` in a Node process of its own (as the CLI does); what it exported and whether the cache was used. */
function load(bundle: string, save: 'save' | 'on-exit' | 'none' = 'save'): { answer: unknown; cached: boolean } {
  const script = `const l = require(${JSON.stringify(loader)}).loadBundle(${JSON.stringify(bundle)}, { saveOnExit: ${save === 'on-exit'} });
process.stdout.write(JSON.stringify({ answer: l.exports.answer(), cached: l.cached }));
${save === 'save' ? 'l.saveCodeCache();' : ''}`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { answer: unknown; cached: boolean };
}

const bundleText = (value: string) =>
  `'use strict';\nfunction answer() { return ${JSON.stringify(value)}; }\nmodule.exports = { answer };\n`;

describe('bundles with a code cache', () => {
  it('are compiled from source the first time, and from the cache written then afterwards', () => {
    const bundle = join(dir, 'first.cjs');
    writeFileSync(bundle, bundleText('one'));
    expect(load(bundle)).toEqual({ answer: 'one', cached: false });
    expect(existsSync(`${bundle}.v8`)).toBe(true);
    expect(load(bundle)).toEqual({ answer: 'one', cached: true });
  });

  it('write the cache when the process ends on its own, with saveOnExit', () => {
    const bundle = join(dir, 'on-exit.cjs');
    writeFileSync(bundle, bundleText('exit'));
    expect(load(bundle, 'on-exit')).toEqual({ answer: 'exit', cached: false });
    expect(load(bundle, 'none')).toEqual({ answer: 'exit', cached: true });
  });

  it('never run the cached code of another bundle text, even of the same length', () => {
    const bundle = join(dir, 'changed.cjs');
    writeFileSync(bundle, bundleText('old'));
    load(bundle);
    const oldCache = readFileSync(`${bundle}.v8`);
    writeFileSync(bundle, bundleText('new')); // same length, other code
    expect(load(bundle)).toEqual({ answer: 'new', cached: false });
    expect(readFileSync(`${bundle}.v8`).equals(oldCache)).toBe(false); // written again for the new text
    expect(load(bundle)).toEqual({ answer: 'new', cached: true });
  });

  it('compile from source when the cache file is damaged', () => {
    const bundle = join(dir, 'damaged.cjs');
    writeFileSync(bundle, bundleText('sound'));
    load(bundle);
    const cache = readFileSync(`${bundle}.v8`);
    writeFileSync(`${bundle}.v8`, Buffer.concat([cache.subarray(0, 16), Buffer.alloc(cache.length - 16, 7)]));
    expect(load(bundle)).toEqual({ answer: 'sound', cached: false });
    expect(load(bundle)).toEqual({ answer: 'sound', cached: true });
  });
});
