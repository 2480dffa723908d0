/**
 * Comparing what a running `site dev` serves with what `site build` writes for the same content:
 * every file of the built out/ is fetched from dev at its URL, and every page dev serves is looked
 * for in out/ (the host's own files, which no URL serves, are compared as dev holds them). Dev's reload script tag (cli/dev/page-lookup.ts injectClient) is the one thing
 * taken out of a page before its bytes are compared.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import type { DevServer } from '../../cli/dev/server.ts';
import { escapeHtml } from '../../templates/html-escape.ts';
import { DEV_CLIENT_PATH } from '../../cli/dev/client-script.ts';
import { projectRoot } from './fixtures.ts';

const run = promisify(execFile);

/** One way dev and build disagree about a file. */
export interface Difference {
  /** The output path (out/…) or dev's file key. */
  file: string;
  what: 'not served by dev' | 'not written by build' | 'status' | 'bytes';
  /** For bytes: where they first differ, with some text around it. */
  detail?: string;
}

/**
 * A copy of the generator at `into` (bin/, cli/, client/, templates/, supabase/, types/, schemas/,
 * package.json, tsconfig.json) with node_modules/ a folder of links to the checkout's packages:
 * a template edited there touches no one else's checkout, its caches (node_modules/.cache) are its
 * own, and edits others make to the checkout meanwhile do not reach it.
 */
export async function copyProject(into: string): Promise<string> {
  for (const name of ['bin', 'cli', 'client', 'templates', 'supabase', 'types', 'schemas', 'package.json', 'tsconfig.json']) {
    await cp(join(projectRoot, name), join(into, name), { recursive: true });
  }
  await mkdir(join(into, 'node_modules'));
  for (const name of await readdir(join(projectRoot, 'node_modules'))) {
    if (name !== '.cache') await symlink(join(projectRoot, 'node_modules', name), join(into, 'node_modules', name));
  }
  return into;
}

/** Run `node bin/site.js build` of the project at `project` for a content root into `out` (replaced), with the build's own flags. */
export async function siteBuild(project: string, contentDir: string, out: string, flags: readonly string[]): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await run('node', [join(project, 'bin', 'site.js'), 'build', '--content', contentDir, '--out', out, '--quiet', ...flags], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Every file under dir, as output paths with forward slashes, sorted. */
export async function outputFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Files of out/ a host reads (its headers and redirects, site's marker) but serves at no URL. */
const HOST_FILES = new Set(['_headers', '_redirects', '.site-output']);

/** The URL path a file of out/ is served at: index.html → /, a/index.html → /a, 404.html → /404, others as they are. */
export function urlPathOf(file: string): string {
  if (!file.endsWith('.html')) return `/${file}`;
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** A page as dev serves it, with the reload script tag dev adds before </body> removed (it must be there exactly once). */
export function withoutReloadScript(html: string, route: string): string {
  const tag = `<script src="${DEV_CLIENT_PATH}" data-route="${escapeHtml(route)}" defer></script>`;
  const at = html.lastIndexOf(tag);
  if (at < 0 || html.indexOf(tag) !== at) return `${html}\n<!-- parity: the reload script tag was not found exactly once -->`;
  return html.slice(0, at) + html.slice(at + tag.length);
}

/** Where two texts first differ, with 60 characters of each around it. */
function firstDifference(expected: Buffer, actual: Buffer): string {
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, i - 60), i + 60).toString('utf8'));
  return `at byte ${i} (build ${expected.length} bytes, dev ${actual.length}): build ${around(expected)} / dev ${around(actual)}`;
}

/**
 * Compare every file of `out` with what `dev` serves at its URL, and every file dev holds with
 * out/. `builtPage` may rewrite a built page before the comparison (default: as written).
 */
export async function compareDevWithBuild(
  dev: DevServer,
  out: string,
  builtPage: (html: string) => string = (html) => html,
): Promise<Difference[]> {
  const differences: Difference[] = [];
  const built = await outputFiles(out);
  for (const file of built) {
    if (HOST_FILES.has(file)) {
      // Read by the host, never served at a URL: compared as dev holds them.
      const held = dev.builder.files.get(file);
      const written = await readFile(join(out, file));
      if (held === undefined) differences.push({ file, what: 'not served by dev', detail: 'dev does not hold it' });
      else if (!Buffer.from(held).equals(written))
        differences.push({ file, what: 'bytes', detail: firstDifference(written, Buffer.from(held)) });
      continue;
    }
    const path = urlPathOf(file);
    const reply = await fetch(`${dev.url}${path}`);
    const body = Buffer.from(await reply.arrayBuffer());
    const written = await readFile(join(out, file));
    const expected = file.endsWith('.html') ? Buffer.from(builtPage(written.toString('utf8'))) : written;
    if (reply.status !== 200) {
      // Dev answers a path it does not hold with its 404 page.
      differences.push({ file, what: reply.status === 404 ? 'not served by dev' : 'status', detail: `dev answered ${reply.status}` });
      continue;
    }
    const actual = file.endsWith('.html') ? Buffer.from(withoutReloadScript(body.toString('utf8'), path)) : body;
    if (!actual.equals(expected)) differences.push({ file, what: 'bytes', detail: firstDifference(expected, actual) });
  }
  const writtenByBuild = new Set(built);
  for (const key of [...dev.builder.files.keys()].sort()) {
    if (!writtenByBuild.has(key)) differences.push({ file: key, what: 'not written by build' });
  }
  return differences;
}
