/**
 * Render a list of routes with the render bundle and hand each page to a callback. Shared by
 * `site build` (every route) and `site dev` (the routes a change touched). Never writes.
 */
import { join } from 'node:path';
import type { ContentErrorData } from './content/errors.ts';
import type { MarkdownResult } from './markdown/pipeline.ts';
import type { RenderModule } from './renderer.ts';
import type { Route } from './routes.ts';
import type { RenderInput, SiteData } from '../templates/types.ts';

/** One rendered page. */
export interface RenderedPage {
  route: Route;
  html: string;
  islands: string[];
  /** Site data the page read while rendering ('hub', 'data.promo', 'config', …), for the dev dependency map. */
  reads: string[];
}

/** Inputs of renderRoutes. */
export interface RenderRoutesInput {
  routes: readonly Route[];
  transformed: ReadonlyMap<string, MarkdownResult>;
  renderer: RenderModule;
  site: SiteData;
  /** Island names the client bundle has (an unknown island is an error). */
  islandNames: readonly string[];
  /** For error locations of routes without a content file. */
  siteFile: string;
  clientDir: string;
}

/** Render each route; returns the pages and every rendering error. */
export async function renderRoutes(
  input: RenderRoutesInput,
  onPage: (page: RenderedPage) => Promise<void> | void,
): Promise<ContentErrorData[]> {
  const errors: ContentErrorData[] = [];
  for (const route of input.routes) {
    let output: ReturnType<RenderModule['renderRoute']>;
    try {
      output = input.renderer.renderRoute(renderInput(route, input.transformed), input.site);
    } catch (error) {
      const file = route.kind === 'page' ? route.doc.file : input.siteFile;
      errors.push({ code: 'template-failed', message: `rendering ${route.path} failed: ${(error as Error).message}`, file });
      continue;
    }
    const unknown = output.islands.filter((name) => !input.islandNames.includes(name));
    if (unknown.length > 0)
      errors.push({
        code: 'unknown-island',
        message: `${route.path} uses island ${unknown.join(', ')}, which is not a file in client/islands/`,
        file: join(input.clientDir, 'islands'),
      });
    await onPage({ route, html: output.html, islands: output.islands, reads: output.reads });
  }
  return errors;
}

/** The render bundle's input for a route. */
export function renderInput(route: Route, transformed: ReadonlyMap<string, MarkdownResult>): RenderInput {
  if (route.kind === 'redirect') return { kind: 'redirect', path: route.path, to: route.to };
  return {
    kind: 'page',
    path: route.path,
    layout: route.layout,
    frontMatter: route.doc.frontMatter,
    body: transformed.get(route.doc.file)!.hast,
    indexable: route.indexable,
  };
}
