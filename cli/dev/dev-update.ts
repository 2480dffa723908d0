/**
 * update() of a dev site: re-read what changed, find the routes it touched, check, render them
 * and serve them. A failed update remembers what it would have rendered, so the next good one
 * renders it too and no edit is lost.
 */
import { basename, join } from 'node:path';
import { bundleClient } from '../assets/client-bundle.ts';
import { loadRenderer } from '../render/renderer.ts';
import type { Outcome } from './dev-state.ts';
import { isUnder } from './content-reader.ts';
import { devAssets } from './dev-assets.ts';
import type { DevState } from './dev-state.ts';
import { commitPages, renderRoutes } from './render-routes.ts';
import { routesUsing } from './template-routes.ts';

/** Rebuild for `changed` files (`contentFiles`: those of them that are content); `recheck` after a failed build. */
export async function updateSite(
  state: DevState,
  changed: readonly string[],
  contentFiles: readonly string[],
  recheck: boolean,
): Promise<Outcome> {
  const affected = new Set<string>();
  const { contentDir } = state.options;
  // Content assets: every page shows some (the logo), so all re-render.
  const everything = changed.some((f) => isUnder(join(contentDir, 'assets'), f));
  if (everything) state.assets = await devAssets(contentDir, state.shared.paths);
  const clientChanged = await reloadSources(state, changed, affected);
  const changedDocs = rereadContent(state, contentFiles, affected);
  if (changedDocs === 'vanished') return { ok: 'full' }; // a file vanished since the watcher saw it: a removed page
  const remember = () => {
    for (const path of affected) state.stale.routes.add(path);
    for (const file of changedDocs) state.stale.docs.add(file);
    state.stale.all ||= everything;
  };
  // Re-check content when it changed, or when the last build failed (the fix may be here).
  const assemble = contentFiles.length > 0 || everything || recheck;
  const reads = [...state.reads.values()];
  const errors = assemble ? await state.content.assemble(reads, state.assets, changedDocs, everything || changedDocs.length === 0) : [];
  if (errors.length > 0) {
    remember();
    return { ok: false, errors };
  }
  for (const path of state.stale.routes) affected.add(path);
  for (const route of state.content.routes()) {
    if (route.kind === 'page' && (changedDocs.includes(route.doc.file) || state.stale.docs.has(route.doc.file))) affected.add(route.path);
  }
  const all = everything || state.stale.all;
  const { pages, errors: renderErrors } = await renderRoutes(state, all ? 'all' : affected);
  if (renderErrors.length > 0) {
    remember();
    return { ok: false, errors: renderErrors };
  }
  state.stale = { routes: new Set(), docs: new Set(), all: false };
  commitPages(state, pages, clientChanged || all);
  return { ok: true, rendered: pages.map((p) => p.path), clientChanged };
}

/** Templates and islands: rebuild what a changed source is part of; adds the routes it touches. True when the client bundle changed. */
async function reloadSources(state: DevState, changed: readonly string[], affected: Set<string>): Promise<boolean> {
  const { paths, code } = state.shared;
  const sources = changed.filter((f) => isUnder(paths.templates, f) || isUnder(paths.client, f) || isUnder(join(paths.root, 'cli'), f));
  const islandChanged = sources.some((f) => isUnder(join(paths.client, 'islands'), f));
  const clientChanged = sources.some((f) => state.bundle.inputs.includes(f)) || islandChanged;
  if (clientChanged) state.bundle = await bundleClient(paths, { dev: state.dev, code });
  if (sources.some((f) => f in state.renderer.graph) || islandChanged) {
    const previous = state.renderer.graph;
    state.renderer = await loadRenderer(paths, code);
    for (const route of routesUsing(sources, previous, state.content.routes(), paths)) affected.add(route);
  }
  return clientChanged;
}

/** Re-read changed content files; adds the routes that read a changed data file or the article list. The changed documents, or 'vanished'. */
function rereadContent(state: DevState, contentFiles: readonly string[], affected: Set<string>): string[] | 'vanished' {
  const readers = (key: string) => [...state.rendered.values()].filter((page) => page.reads.includes(key)).map((page) => page.path);
  const changedDocs: string[] = [];
  for (const file of contentFiles) {
    const before = state.reads.get(file);
    const after = state.shared.reader.read(file, state.config);
    if (!after) return 'vanished';
    state.reads.set(file, after);
    if (after.kind === 'data') {
      for (const path of readers(`data.${basename(file, '.yaml')}`)) affected.add(path);
      continue;
    }
    changedDocs.push(file);
    const listed = after.kind === 'article' && JSON.stringify(before?.doc?.frontMatter) !== JSON.stringify(after.doc?.frontMatter);
    if (listed) for (const path of readers('hub')) affected.add(path);
  }
  return changedDocs;
}
