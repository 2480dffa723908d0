/**
 * Which routes a changed template, island or render source touches, from the render bundle's
 * import graph: a source only a page template reaches re-renders the routes of that layout; a
 * source every route renders with (or one the graph does not know) re-renders them all.
 */
import { join } from 'node:path';
import type { Route } from '../content/routes.ts';
import type { ProjectPaths } from '../engine/project.ts';
import { layoutTemplateFile } from '../../templates/registry.ts';

/** Route paths whose template imports any of `sources` (directly or through other modules). */
export function routesUsing(
  sources: readonly string[],
  graph: Record<string, string[]>,
  routes: readonly Route[],
  paths: ProjectPaths,
): string[] {
  const pageTemplate = (route: Route) => join(paths.templates, layoutTemplateFile(route.kind === 'redirect' ? 'redirect' : route.layout));
  const renderEntry = join(paths.root, 'cli', 'render', 'render.tsx');
  const pageFiles = new Set(routes.map(pageTemplate));
  // Sources every route renders with: reachable from the render entry without going through a page template.
  const shared = new Set<string>();
  const walkShared = (from: string) => {
    if (shared.has(from) || (pageFiles.has(from) && from !== renderEntry)) return;
    shared.add(from);
    for (const next of graph[from] ?? []) walkShared(next);
  };
  walkShared(renderEntry);
  if (sources.some((s) => !(s in graph) || shared.has(s))) return routes.map((r) => r.path);
  const reached = new Map<string, Set<string>>();
  return routes
    .filter((route) => {
      const file = pageTemplate(route);
      if (!reached.has(file)) reached.set(file, reachable(graph, file));
      return sources.some((s) => reached.get(file)!.has(s));
    })
    .map((r) => r.path);
}

/** Every module `from` imports, directly or not (itself included). */
function reachable(graph: Record<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph[next] ?? []));
  }
  return seen;
}
