/**
 * THE route table: which content file becomes which URL, rendered with which layout. One
 * place to see the whole site. Rows are rules over the content root:
 *
 *   pages/index.md        → /                         (layout from front matter, default home)
 *   pages/404.md          → /404  written as 404.html (layout not-found, not indexed)
 *   pages/<slug>.md       → /<slug>                   (default layout article)
 *   articles/<slug>.md    → /<slug>                   (Knowledge Hub entries, default article)
 *   site.yaml redirects   → <from> written as <from>.html (a redirect page; see README "Redirects")
 */
import { basename, dirname } from 'node:path';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import type { ContentDoc } from './content-doc.ts';
import type { ConfigLocator, LoadedContent } from './load.ts';
import type { LayoutName, SiteConfig } from './schema.ts';

/** One route the build writes. */
export type Route =
  | { kind: 'page'; path: string; outputPath: string; layout: LayoutName; doc: ContentDoc; indexable: boolean }
  | { kind: 'redirect'; path: string; outputPath: string; to: string; indexable: false };

/** Path of the not-found route (written as out/404.html). */
export const NOT_FOUND_PATH = '/404';

/** The route path of a content page: pages/index.md is /, pages/404.md is /404, any other file /<slug>. */
export function routePathOf(doc: ContentDoc): string {
  if (doc.kind === 'page' && doc.slug === 'index') return '/';
  return doc.kind === 'page' && doc.slug === '404' ? NOT_FOUND_PATH : `/${doc.slug}`;
}

/** The route path of each draft a build leaves out, with how messages name its file (articles/x.md). */
export function draftRoutes(drafts: readonly ContentDoc[]): Map<string, string> {
  return new Map(drafts.map((doc) => [routePathOf(doc), `${basename(dirname(doc.file))}/${basename(doc.file)}`]));
}

/** Build the route table from loaded content and config. */
export function buildRoutes(
  content: LoadedContent,
  config: SiteConfig,
  locateConfig: ConfigLocator,
): { routes: Route[]; errors: ContentErrorData[] } {
  const routes: Route[] = [];
  const errors: ContentErrorData[] = [];
  const drafts = draftRoutes(content.drafts);
  for (const doc of content.docs) {
    const path = routePathOf(doc);
    const defaultLayout: LayoutName = path === '/' ? 'home' : path === NOT_FOUND_PATH ? 'not-found' : 'article';
    const outputPath = path === '/' ? 'index.html' : path === NOT_FOUND_PATH ? '404.html' : `${doc.slug}/index.html`;
    routes.push({
      kind: 'page',
      path,
      outputPath,
      layout: doc.frontMatter.layout ?? defaultLayout,
      doc,
      // A draft is only ever built for a preview (site dev, --drafts): never indexed.
      indexable: path !== NOT_FOUND_PATH && !doc.frontMatter.noindex && !doc.frontMatter.draft,
    });
  }
  // Two pages whose routes differ only by case would overwrite each other on macOS and on
  // case-insensitive hosts: refuse them.
  const byFolded = new Map<string, Route>();
  for (const route of routes) {
    const other = byFolded.get(route.path.toLowerCase());
    if (other && other.kind === 'page' && route.kind === 'page')
      errors.push(at({ file: route.doc.file }, catalogue.duplicateRoute(route.path, other.doc.file)));
    else byFolded.set(route.path.toLowerCase(), route);
  }
  config.redirects.forEach((redirect, index) => {
    const target = routes.some((r) => r.path === redirect.to) || content.failedSlugs.some((slug) => `/${slug}` === redirect.to);
    const clash = routes.find((r) => r.path === redirect.from);
    const draft = drafts.get(redirect.to);
    if (!target)
      errors.push(
        at(
          locateConfig(['redirects', index, 'to']),
          draft ? catalogue.linkToDraft(redirect.to, draft) : catalogue.unknownRoute(redirect.to),
        ),
      );
    else if (clash)
      errors.push(
        at(
          locateConfig(['redirects', index, 'from']),
          catalogue.duplicateRoute(redirect.from, clash.kind === 'page' ? clash.doc.file : 'another redirect'),
        ),
      );
    // Written as "<from>.html", never as a folder: on a case-insensitive file system
    // "Marketing-AirCover/" and "marketing-aircover/" would be the same folder.
    else
      routes.push({
        kind: 'redirect',
        path: redirect.from,
        outputPath: `${redirect.from.slice(1)}.html`,
        to: redirect.to,
        indexable: false,
      });
  });
  return { routes, errors };
}
