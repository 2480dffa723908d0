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
 * Today the two orchestrators differ in dev mode (`production` off in cli/dev/dev-site.ts), which
 * the strict test below records with `it.fails` until one engine makes it pass:
 *  - no social cards: render-routes.ts makes them in production mode only, so pages have no
 *    og:image, og:image:width/height/alt, twitter:image, and twitter:card is "summary", not
 *    "summary_large_image"; the JSON-LD names the article's cover, not its card, as its image, and
 *    a video has no thumbnailUrl (templates/structured-data.ts); dev serves none of assets/social/*.png;
 *  - no island preloads: site-data.ts gives dev pages no islands, so no <link rel="modulepreload">;
 *  - the client bundle in development mode (client-bundle.ts: not minified, NODE_ENV development,
 *    entry names without hashes): pages link /assets/site.css and /assets/hydrate.js, not
 *    site-HASH.css and hydrate-HASH.js, and the chunks under assets/chunks/ have other names and bytes;
 *  - files only the build writes: sitemap.xml, robots.txt, articles/feed.xml, _headers, _redirects,
 *    .site-output (dev serves pages, bundles and content assets only; it sends _headers' policy as headers).
 * The second test compares through those differences, named one by one (devMode below), and must
 * find nothing else: every page, content asset, font and image the same bytes.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevBuildReport } from '../../../cli/dev/builder.ts';
import { startDev, type DevServer } from '../../../cli/dev/server.ts';
import { compareDevWithBuild, copyProject, type Difference, outputFiles, siteBuild } from '../../helpers/dev-build-parity.ts';
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

/**
 * A page as site build writes it, with dev mode's documented differences applied (see the top of
 * this file); `files` are the build's output files (a social card's article cover is found among them).
 */
function devMode(html: string, files: readonly string[]): string {
  const cover = (name: string) => files.find((f) => f.startsWith('assets/covers/') && f.split('/').at(-1)!.startsWith(`${name}.`));
  return html
    .replace(/<meta property="og:image(?::width|:height|:alt)?" content="[^"]*"\/>/g, '')
    .replace(/<meta name="twitter:image" content="[^"]*"\/>/g, '')
    .replace('<meta name="twitter:card" content="summary_large_image"/>', '<meta name="twitter:card" content="summary"/>')
    .replace(/,"thumbnailUrl":"[^"]*\/assets\/social\/[^"]+\.png"/g, '')
    .replace(/("image":"[^"]*\/)assets\/social\/([^."]+)\.[0-9a-f]+\.png"/g, (whole, origin: string, name: string) =>
      cover(name) ? `${origin}${cover(name)}"` : whole,
    )
    .replace(/<link rel="modulepreload" href="\/assets\/chunks\/[^"]+\.js"\/>/g, '')
    .replace(/"\/assets\/site-[A-Z0-9]+\.css"/g, '"/assets/site.css"')
    .replace(/"\/assets\/hydrate-[A-Z0-9]+\.js"/g, '"/assets/hydrate.js"');
}

/** Files only the build writes, or writes under other names (see the top of this file). */
const onlyBuilt =
  /^(sitemap\.xml|robots\.txt|articles\/feed\.xml|_headers|_redirects|\.site-output|assets\/social\/.+\.png|assets\/site-\w+\.css|assets\/hydrate-\w+\.js|assets\/chunks\/.+\.js)$/;
/** Files only dev serves: its development bundle. */
const onlyDev = /^(assets\/site\.css|assets\/hydrate\.js|assets\/chunks\/.+\.js)$/;

/** What is left once dev mode's documented differences are taken out: should be nothing. */
function beyondDevMode(differences: readonly Difference[]): Difference[] {
  return differences.filter(
    (d) => !(d.what === 'not served by dev' && onlyBuilt.test(d.file)) && !(d.what === 'not written by build' && onlyDev.test(d.file)),
  );
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
      // Undefined until the first test of the state has compared (so a failed build fails both below).
      let strict: Difference[] | undefined;
      let throughDevMode: Difference[] | undefined;

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
        const files = await outputFiles(out);
        throughDevMode = beyondDevMode(await compareDevWithBuild(dev, out, (html) => devMode(html, files)));
        await rm(out, { recursive: true, force: true });
      }, 180_000);

      it("serves every page, content asset and font as built, once dev mode's documented differences are taken out", () => {
        expect(throughDevMode).toEqual([]);
      });

      // Dev mode differs from the build today (see the top of this file); one engine makes this pass.
      it.fails('serves every file byte for byte as built, apart from its reload script (one engine)', () => {
        expect(strict).toEqual([]);
      });
    });
  }
});
