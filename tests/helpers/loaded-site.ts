/** A content root loaded as site build loads it: its plan, content, client bundle and site data (no social cards). */
import { bundleClient } from '../../cli/assets/client-bundle.ts';
import { collectAssets } from '../../cli/assets/content-assets.ts';
import { noCache } from '../../cli/render/content-cache.ts';
import { siteData } from '../../cli/engine/site-data.ts';
import { contentFiles } from '../../cli/content/content-files.ts';
import { configFor, loadSite } from '../../cli/engine/load-site.ts';
import { planBuild } from '../../cli/engine/plan.ts';
import { projectRoot } from './fixtures.ts';

/** Load `contentDir` without a cache, as of `now`. */
export async function loadedSite(contentDir: string, now: Date) {
  const plan = planBuild({ contentDir, projectRoot, writer: {} as never, cache: false, now });
  const time = <T>(_: string, work: () => Promise<T> | T) => Promise.resolve(work());
  const config = await configFor(plan, { changed: 'all', config: undefined, time });
  const input = {
    files: contentFiles(plan.contentDir),
    changed: 'all',
    assets: collectAssets(plan.contentDir, plan.assets),
    contentCache: noCache,
    time,
  } as const;
  const loaded = await loadSite(plan, config, input);
  const bundle = await bundleClient(plan.paths, { code: plan.code });
  const site = siteData(loaded.config, loaded.content, bundle, loaded.assets, { year: now.getUTCFullYear(), social: {} });
  return { plan, loaded, bundle, site };
}
