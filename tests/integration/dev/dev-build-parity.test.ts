/**
 * `site dev` serves what `site build` writes (issue 37, item 1): a real dev server on a copy of
 * the site's content/ is taken through edits (an article's body, a data file, a template, a
 * deletion), and after each rebuild every file `node bin/site.js build` writes for the same
 * content is fetched from dev at its URL and compared byte for byte, and every file dev holds is
 * looked for in out/. Both run from a copy of the generator (copyProject), so the template edit
 * stays in the copy, and others' edits to the checkout's templates/ and client/ during the run
 * reach neither dev's watcher nor the build.
 *
 * Same content means the same config and drafts: dev points the form endpoints at its local inbox
 * and the briefing insert at its local data API on purpose (cli/dev/server.ts), so the build gets
 * the same values through its own `--config` overlay; dev shows drafts, so the build runs with
 * `--drafts` (the copy holds one draft, whose banner both then render). Dev adds one thing to a
 * page on purpose, its reload script tag (cli/dev/page-lookup.ts injectClient), and that tag is
 * all that is removed before a strict comparison.
 *
 * Dev serves pages and files from the one engine (cli/engine/engine.ts) writing into memory, so
 * nothing else may differ: every page, asset, font, image, social card, bundle chunk, sitemap and
 * feed the same bytes, and the host's files (_headers, _redirects), which no URL serves, the same
 * bytes as dev holds them.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevBuildReport } from '../../../cli/dev/dev-engine.ts';
import { startDev, type DevServer } from '../../../cli/dev/server.ts';
import { compareDevWithBuild, copyProject, type Difference, siteBuild } from '../../helpers/dev-build-parity.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

let dev: DevServer;
let dir: string;
/** The copied generator both dev and the build run with (its templates/ may be edited). */
let project: string;
let content: string;
let overlay: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-dev-build-parity-'));
  project = await copyProject(join(dir, 'project'));
  content = join(dir, 'content');
  await cp(join(projectRoot, 'content'), content, { recursive: true });
  // A draft, so the draft banner is compared too (dev shows drafts; the build runs with --drafts).
  const draft = (await readFile(join(content, 'articles', 'hard-things.md'), 'utf8'))
    .replace('id: 10', 'id: 99\ndraft: true')
    .replace('featured: true', 'featured: false')
    .replace('title: "Do the Hard Things:', 'title: "A Draft on the Hard Things:');
  await writeFile(join(content, 'articles', 'parity-draft.md'), draft);
  dev = await startDev({ contentDir: content, port: 0, dataDir: 'memory', projectRoot: project, log: () => {} });
  overlay = join(dir, 'dev-endpoints.json'); // JSON is YAML
  await writeFile(overlay, JSON.stringify({ endpoints: dev.inbox.overlay(dev.url).endpoints, supabase: { url: dev.dataApi.url } }));
}, 180_000);

afterAll(async () => {
  await dev?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Save a change to a file (of the content root, or of the project's templates/) and wait for dev's rebuild. */
async function save(file: string, change: (text: string) => string, root = content): Promise<DevBuildReport> {
  const path = join(root, file);
  const rebuilt = dev.nextBuild();
  const before = await readFile(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the change to ${file} changed nothing`);
  await writeFile(path, after);
  return rebuilt;
}

interface State {
  name: string;
  /** Make the change and wait for dev to rebuild; returns the route whose page must show it. */
  change?: () => Promise<{ report: DevBuildReport; route: string; shows: string | RegExp }>;
}

const states: State[] = [
  { name: 'the site as it is' },
  {
    name: "after an edit to an article's Markdown body",
    change: async () => ({
      report: await save('articles/data-strategy.md', (t) =>
        t.replace('Most Salesforce orgs we are asked to look at', 'Most Salesforce orgs we are asked to review'),
      ),
      route: '/data-strategy',
      shows: 'Most Salesforce orgs we are asked to review',
    }),
  },
  {
    name: 'after an edit to a data file (content/data/promo.yaml)',
    change: async () => ({
      report: await save('data/promo.yaml', (t) => t.replace('  - Takes about 15 minutes', '  - Takes about 12 minutes')),
      route: '/data-strategy',
      shows: 'Takes about 12 minutes',
    }),
  },
  {
    name: "after an edit to a template (the copied project's templates/components/PageDates.tsx)",
    change: async () => ({
      report: await save(
        'templates/components/PageDates.tsx',
        (t) => t.replace(/<span>(\s*\{`\$\{labels\.published\} `\})/, '<span className="page-date">$1'),
        project,
      ),
      route: '/data-strategy',
      shows: '<span class="page-date">',
    }),
  },
  {
    name: 'after an article is deleted',
    change: async () => {
      const rebuilt = dev.nextBuild();
      await rm(join(content, 'articles', 'hard-things.md'));
      return { report: await rebuilt, route: '/articles', shows: /^(?![\s\S]*href="\/hard-things")/ };
    },
  },
];

describe('site dev serves what site build writes, for the same content', () => {
  for (const [index, state] of states.entries()) {
    describe(state.name, () => {
      // Undefined until the first test of the state has compared (so a failed build fails the one below).
      let strict: Difference[] | undefined;

      it('rebuilds in dev, and site build writes the same content', async () => {
        if (state.change) {
          const { report, route, shows } = await state.change();
          expect(report.errors).toEqual([]);
          const page = await (await fetch(`${dev.url}${route}`)).text();
          if (typeof shows === 'string') expect(page).toContain(shows);
          else expect(page).toMatch(shows);
        }
        const out = join(dir, `out-${index}`);
        await siteBuild(project, content, out, ['--no-check', '--drafts', '--config', overlay]);
        expect(await readFile(join(out, 'parity-draft', 'index.html'), 'utf8')).toContain('class="draft-banner"');
        strict = await compareDevWithBuild(dev, out);
        await rm(out, { recursive: true, force: true });
      }, 180_000);

      it('serves every file byte for byte as built, apart from its reload script (one engine)', () => {
        expect(strict).toEqual([]);
      });
    });
  }
});
