/** Valid HTML: the W3C Nu HTML Checker reports no error on any page of the site built once for the run. */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles } from '../helpers/html-files.ts';

const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const javaMissing = spawnSync('java', ['-version']).error !== undefined;
if (javaMissing)
  console.warn('html-validity: skipped, `java` is not on PATH (install a JRE, e.g. openjdk-17-jre-headless, to run the Nu HTML Checker).');

/** One message of `vnu --format json`. */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/** Run the checker once (one JVM) over files; resolves with its messages. */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it found errors; the report is the JSON on stderr either way.
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu printed no JSON report:\n${stderr}`));
        }
      },
    );
  });
}

describe.skipIf(javaMissing)('W3C Nu HTML Checker over out/', () => {
  // The site built once for the run (tests/helpers/built-site-setup.ts).
  const outDir = inject('builtSite');

  it('reports zero errors on every page', async () => {
    const files = await htmlFiles(outDir);
    expect(files.length).toBeGreaterThan(20);
    const messages = await checkHtml(files);
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => {
        const file = m.url ? relative(outDir, fileURLToPath(m.url)) : '(no file)';
        return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}  ${m.message}`;
      });
    expect(errors, `vnu found ${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
  }, 120_000);
});
