/**
 * Drafts: pages with `draft: true`. `site dev` and `site build --drafts` build them (with a Draft
 * banner, never indexed); `site build` leaves them out everywhere — route, hub, sitemap, feed —
 * and a link to one from a page it writes is an error that names the draft (routes.ts draftRoutes).
 */
import type { ContentDoc } from './content-doc.ts';

/** The pages a build writes and the drafts it leaves out (none when `include`). */
export function splitDrafts(docs: readonly ContentDoc[], include: boolean): { docs: ContentDoc[]; drafts: ContentDoc[] } {
  if (include) return { docs: [...docs], drafts: [] };
  return { docs: docs.filter((d) => !d.frontMatter.draft), drafts: docs.filter((d) => d.frontMatter.draft === true) };
}
