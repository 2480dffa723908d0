/**
 * The parts many pages share (header, footer, sidebar promo; templates/Shared.tsx) are rendered
 * once and reused, and every page comes out the bytes React writes for it alone: every route of
 * this site, of the basic-site fixture and of synthetic bench articles, through the page job, in
 * one sequence per site (so later pages reuse the parts earlier ones rendered).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import { noCache } from '../../../cli/render/content-cache.ts';
import { pageContext, pageTasks } from '../../../cli/engine/page-tasks.ts';
import { runPageTask } from '../../../cli/render/page-job.ts';
import { renderRoute } from '../../../cli/render/render.tsx';
import { partsRendered } from '../../../cli/render/shared-parts.tsx';
import type { RenderInput, RenderOutput, SiteData } from '../../../templates/types.ts';
import { fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';
import { loadedSite } from '../../helpers/loaded-site.ts';

interface Rendered {
  path: string;
  fast: RenderOutput;
  alone: RenderOutput;
}

/** Every route of a content root rendered as site build renders it, and by React alone. */
async function renderBoth(contentDir: string): Promise<{ site: SiteData; pages: Rendered[] }> {
  const { plan, loaded, bundle, site } = await loadedSite(contentDir, new Date('2026-11-26T00:00:00Z'));
  const context = pageContext({
    site,
    config: loaded.config,
    bundle,
    assets: loaded.assets,
    contentDir: plan.contentDir,
    clientDir: plan.paths.client,
    check: false,
    weigh: false,
  });
  const pages: Rendered[] = [];
  const render = (input: RenderInput, data: SiteData) => {
    const fast = renderRoute(input, data);
    pages.push({ path: input.path, fast, alone: renderRoute(input, data, true) });
    return fast;
  };
  for (const { task } of pageTasks(loaded.routes, loaded.config, plan.code)) {
    expect(runPageTask(task, context, noCache, render).errors, task.path).toEqual([]);
  }
  return { site, pages };
}

/** The same bytes, islands and site data read (a difference names the page and shows where it starts). */
function expectSame(pages: Rendered[]): void {
  for (const { path, fast, alone } of pages) {
    let i = 0;
    while (i < alone.html.length && fast.html[i] === alone.html[i]) i++;
    expect(fast.html.slice(Math.max(0, i - 60), i + 100), path).toBe(alone.html.slice(Math.max(0, i - 60), i + 100));
    expect(fast.html.length, path).toBe(alone.html.length);
    expect(fast.islands, path).toEqual(alone.islands);
    expect(new Set(fast.reads), path).toEqual(new Set(alone.reads));
  }
}

let own: Awaited<ReturnType<typeof renderBoth>>;
let basic: Awaited<ReturnType<typeof renderBoth>>;
let bench: Awaited<ReturnType<typeof renderBoth>>;
beforeAll(async () => {
  own = await renderBoth(join(projectRoot, 'content'));
  basic = await renderBoth(await fixtureRoot());
  bench = await renderBoth(syntheticRoot(30, { source: join(projectRoot, 'content'), benchDir: await tempDir('site-shared-parts-') }));
}, 120_000);

describe('shared parts', () => {
  it('give every page of this site the bytes React writes alone', () => {
    expect(own.pages.length).toBeGreaterThan(20);
    expectSame(own.pages);
  });

  it('give every page of the basic-site fixture and of bench articles the bytes React writes alone', () => {
    expect(basic.pages.length).toBeGreaterThan(5);
    expect(bench.pages.length).toBeGreaterThan(30);
    expectSame(basic.pages);
    expectSame(bench.pages);
  });

  it('are rendered once per build for all the pages that share them', () => {
    // The header once for each link it marks as the current page and once for every other page.
    const { shared, unshared } = partsRendered(bench.site);
    expect(unshared).toEqual([]);
    expect(shared).toContain('footer');
    expect(shared).toContain('promo sidebar');
    expect(shared).toContain('header ');
    expect(shared.length).toBeLessThan(8);
    expect(partsRendered(own.site).unshared).toEqual([]);
  });
});
