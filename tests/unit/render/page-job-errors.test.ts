/** A page's template failing and an island the bundle does not have are content errors, each built by the error catalogue. */
import { describe, expect, it } from 'vitest';
import { noCache } from '../../../cli/render/content-cache.ts';
import { catalogue } from '../../../cli/content/catalogue.ts';
import { type PageContext, type PageTask, runPageTask } from '../../../cli/render/page-job.ts';
import type { RenderOutput, SiteData } from '../../../templates/types.ts';

const task: PageTask = { kind: 'redirect', path: '/old-guide', outputPath: 'old-guide/index.html', to: '/guide' };
const context: PageContext = {
  site: {} as SiteData,
  linkKeys: [],
  videoKeys: [],
  ctaTargets: [],
  check: false,
  bundle: { islands: {} as never },
  sizes: [],
  islandNames: ['JumpMenu'],
  islandsDir: '/site/client/islands',
  siteFile: '/site/content/site.yaml',
  weigh: false,
  htmlGzipFrom: 0,
};
const run = (render: () => RenderOutput) => runPageTask(task, context, noCache, render).errors;

describe('page job errors', () => {
  it('reports a template that throws as template-failed at the route’s file', () => {
    const errors = run(() => {
      throw new Error('Cannot read properties of undefined');
    });
    expect(errors).toEqual([{ ...catalogue.templateFailed('/old-guide', 'Cannot read properties of undefined'), file: context.siteFile }]);
    expect(errors[0]!.message).toBe('rendering /old-guide failed: Cannot read properties of undefined');
  });

  it('reports an island the client bundle does not have as unknown-island', () => {
    const errors = run(() => ({ html: '<p>moved</p>', islands: ['JumpMenu', 'Carousel'], reads: [] }));
    expect(errors).toEqual([
      {
        code: 'unknown-island',
        message: "/old-guide uses island Carousel, which is not in templates/registry.ts's islandRegistry",
        hint: 'Add the island to islandRegistry in templates/registry.ts, or take it out of the template.',
        file: context.islandsDir,
      },
    ]);
    expect(run(() => ({ html: '<p>moved</p>', islands: ['JumpMenu'], reads: [] }))).toEqual([]);
  });
});
