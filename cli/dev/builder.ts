/**
 * The dev build: the same stage functions as `site build`, kept in memory and re-run for only
 * what a change touched. A dependency map (route → the files and site data it read) decides
 * which routes re-render: an article edit re-renders that article and the pages that list
 * articles; a data file edit re-renders the pages that read it; a template edit re-renders the
 * routes whose template imports it; a client/ edit re-bundles the islands; a config edit
 * rebuilds everything. A failed update keeps the last good pages.
 */
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { collectAssets, type ContentAssets } from '../assets.ts';
import { dedupe } from '../build.ts';
import { bundleClient, type ClientBundle } from '../bundle.ts';
import { loadConfig, type LoadedConfig } from '../config.ts';
import { backgroundCache, diskCache } from '../content-cache.ts';
import { BuildFailure, type ContentErrorData } from '../content/errors.ts';
import { assembleContent, listContentFiles, readDataFile, readDocFile, type LoadedContent, type ReadFile } from '../content/load.ts';
import { noYamlCache } from '../content/yaml-cache.ts';
import { contentHash } from '../write.ts';
import type { SiteConfig } from '../content/schema.ts';
import { checkContentLinks } from '../links.ts';
import type { MarkdownResult } from '../markdown/pipeline.ts';
import { projectPaths, type ProjectPaths } from '../project.ts';
import { renderRoutes } from '../render-routes.ts';
import { loadRenderer, type LoadedRenderer } from '../renderer.ts';
import { buildRoutes, type Route } from '../routes.ts';
import { siteData } from '../site-data.ts';
import { transformDocs } from '../transform.ts';
import { warmUpMarkdown } from './warm-up.ts';

/** Options of createDevBuilder. */
export interface DevBuilderOptions {
  contentDir: string;
  projectRoot?: string;
  overlayFile?: string;
  /** Config values merged last (local endpoints). */
  overrides?: Record<string, unknown>;
}

/** What one dev build did. */
export interface DevBuildReport {
  ok: boolean;
  /** Route paths re-rendered. */
  rendered: string[];
  /** Client code or CSS changed (every page should reload). */
  clientChanged: boolean;
  /** Every current error (empty when ok). */
  errors: ContentErrorData[];
  ms: number;
  /** Nothing changed since the files were last read: nothing was built, and nothing needs telling. */
  unchanged?: boolean;
}

/** A file the dev server serves from memory. */
export type ServedFile = string | Uint8Array;

interface RenderedEntry {
  route: Route;
  html: string;
  reads: string[];
}

/** The in-memory dev build. */
export interface DevBuilder {
  /** Files by output path (index.html, data-strategy/index.html, assets/…). */
  files: Map<string, ServedFile>;
  /** The last complete report. */
  errors(): ContentErrorData[];
  /** Build everything. */
  full(): Promise<DevBuildReport>;
  /** Rebuild for changed absolute paths. */
  update(changed: Iterable<string>): Promise<DevBuildReport>;
  /** Files a route's page read, for tests and diagnostics. */
  routes(): Route[];
  /** The configuration of the last build that read one (local endpoints merged in). */
  config(): SiteConfig | undefined;
  /** Warm the Markdown parser in idle time (after the first build); the next update stops it, and so does the function returned. */
  warmUp(): () => void;
}

/** Create a dev builder for a content root. */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  const paths: ProjectPaths = projectPaths(options.projectRoot);
  const contentDir = resolve(options.contentDir);
  // Stored without waiting for the disk: the result in memory is what the page needs.
  const cache = backgroundCache(diskCache(join(paths.cache, 'content')));
  const files = new Map<string, ServedFile>();

  let loaded: LoadedConfig | undefined;
  let config: SiteConfig | undefined;
  let reads = new Map<string, ReadFile>();
  let content: LoadedContent | undefined;
  let routes: Route[] = [];
  let transformed = new Map<string, MarkdownResult>();
  let renderer: LoadedRenderer | undefined;
  let bundle: ClientBundle | undefined;
  let assets: ContentAssets | undefined;
  const rendered = new Map<string, RenderedEntry>();
  /** What changed during failed updates: rendered by the next good one, so no edit is lost. */
  const stale = { routes: new Set<string>(), docs: new Set<string>(), all: false };
  const clearStale = () => {
    stale.routes.clear();
    stale.docs.clear();
    stale.all = false;
  };
  /** Link errors of each document at its last check (valid while routes and assets stay the same). */
  const docLinkErrors = new Map<string, ContentErrorData[]>();
  let currentErrors: ContentErrorData[] = [];
  let stopWarmUp = () => {};
  let fullPending = false;
  /** Content hash of each content file as last read, so a repeated event for the same bytes rebuilds nothing. */
  const readHashes = new Map<string, string>();

  const under = (dir: string, file: string) => file.startsWith(dir + sep);

  /** Read one content file; undefined when it vanished (deleted or renamed) before it could be read. */
  async function readContentFile(file: string): Promise<ReadFile | undefined> {
    try {
      // Read once: the hash is of exactly the text parsed.
      const text = readFileSync(file, 'utf8');
      readHashes.set(file, contentHash(text));
      if (under(join(contentDir, 'data'), file)) return await readDataFile(file, text);
      return await readDocFile(file, under(join(contentDir, 'articles'), file) ? 'article' : 'page', config!, noYamlCache, text);
    } catch (error) {
      if (isVanished(error)) return undefined;
      throw error;
    }
  }

  /**
   * Recompute everything derived from the read files; returns content errors. Only `changedDocs`
   * are parsed and link-checked again, unless `everything` (routes or assets may have changed).
   */
  async function assemble(changedDocs: readonly string[], everything = changedDocs.length === 0): Promise<ContentErrorData[]> {
    content = assembleContent(contentDir, [...reads.values()], config!, loaded!.locate!);
    const built = buildRoutes(content, config!, loaded!.locate!);
    routes = built.routes;
    const changed = new Set(changedDocs);
    const current = new Set(content.docs.map((d) => d.file));
    const docs = content.docs.filter((d) => changedDocs.length === 0 || changed.has(d.file) || !transformed.has(d.file));
    const fresh = await transformDocs(docs, config!, { cache });
    for (const [file, result] of fresh) transformed.set(file, result);
    for (const file of [...transformed.keys()]) if (!current.has(file)) transformed.delete(file);
    const errors = [...content.errors, ...built.errors, ...assets!.errors];
    for (const doc of content.docs) errors.push(...(transformed.get(doc.file)?.errors ?? []));
    // Link checks: a document's own links only change with it, unless routes or assets did.
    if (everything) docLinkErrors.clear();
    const recheck = content.docs.filter((d) => changed.has(d.file) || !docLinkErrors.has(d.file));
    for (const doc of recheck) docLinkErrors.set(doc.file, []);
    for (const file of [...docLinkErrors.keys()]) if (!current.has(file)) docLinkErrors.delete(file);
    const found = checkContentLinks({
      routes,
      content: { ...content, docs: recheck },
      transformed,
      config: config!,
      images: assets!.images,
      locateConfig: loaded!.locate!,
    });
    const elsewhere: ContentErrorData[] = [];
    for (const error of found) (docLinkErrors.get(error.file) ?? elsewhere).push(error);
    for (const doc of content.docs) errors.push(...docLinkErrors.get(doc.file)!);
    errors.push(...elsewhere);
    return errors;
  }

  async function render(selected: readonly Route[]): Promise<{ errors: ContentErrorData[]; pages: RenderedEntry[] }> {
    const site = siteData(config!, content!, bundle!, assets!, { year: new Date().getFullYear(), dev: true });
    const pages: RenderedEntry[] = [];
    const errors = await renderRoutes(
      {
        routes: selected,
        transformed,
        renderer: renderer!.module,
        site,
        islandNames: bundle!.islandNames,
        siteFile: join(contentDir, 'site.yaml'),
        clientDir: paths.client,
      },
      (page) => {
        pages.push({ route: page.route, html: page.html, reads: page.reads });
      },
    );
    return { errors, pages };
  }

  function commitPages(pages: readonly RenderedEntry[]): void {
    for (const page of pages) {
      rendered.set(page.route.outputPath, page);
      files.set(page.route.outputPath, page.html);
    }
    // Drop pages whose routes are gone.
    const outputs = new Set(routes.map((r) => r.outputPath));
    for (const [output] of rendered) {
      if (!outputs.has(output)) {
        rendered.delete(output);
        files.delete(output);
      }
    }
  }

  function commitBundle(): void {
    for (const key of [...files.keys()]) if (key.startsWith('assets/') && !key.startsWith('assets/media')) files.delete(key);
    for (const f of [...bundle!.files, ...assets!.files]) files.set(f.path, f.contents);
  }

  async function full(): Promise<DevBuildReport> {
    const started = performance.now();
    // Until a full build succeeds, every update is a full build: a failed one may have read new
    // config, templates or files that the pages served do not show yet.
    fullPending = true;
    try {
      loaded = await loadConfig({ contentDir, overlayFile: options.overlayFile, overrides: options.overrides });
      if (!loaded.config) return fail(started, loaded.errors);
      config = loaded.config;
      const [list, loadedRenderer, loadedBundle, loadedAssets] = await Promise.all([
        listContentFiles(contentDir),
        loadRenderer(paths),
        bundleClient(paths, { dev: true }),
        collectAssets(contentDir),
      ]);
      renderer = loadedRenderer;
      bundle = loadedBundle;
      assets = loadedAssets;
      const all = [...list.articles, ...list.pages, ...list.data];
      const read = await Promise.all(all.map((f) => readContentFile(f)));
      reads = new Map([...read, ...list.rejected].flatMap((r) => (r ? [[r.file, r] as const] : [])));
      transformed = new Map();
      const errors = await assemble([]);
      if (errors.length > 0) return fail(started, errors);
      const { errors: renderErrors, pages } = await render(routes);
      if (renderErrors.length > 0) return fail(started, renderErrors);
      rendered.clear();
      files.clear();
      clearStale();
      commitBundle();
      commitPages(pages);
      fullPending = false;
      return succeed(started, pages, true);
    } catch (error) {
      return failOn(started, error);
    }
  }

  async function update(changedPaths: Iterable<string>): Promise<DevBuildReport> {
    const started = performance.now();
    stopWarmUp();
    const changed = [...new Set([...changedPaths].map((p) => resolve(p)))];
    if (fullPending || !config || !renderer || !bundle || !assets || !content || rendered.size === 0) return full();
    const configFiles = new Set(loaded!.files.map((f) => resolve(f)));
    const contentFiles = changed.filter(
      (f) => under(contentDir, f) && !under(join(contentDir, 'assets'), f) && /\.(md|ya?ml)$/.test(f) && !configFiles.has(f),
    );
    // A file added or removed, or a symbolic link (checked against the content root by a full load).
    const structural = contentFiles.some(
      (f) => existsSync(f) !== reads.has(f) || lstatSync(f, { throwIfNoEntry: false })?.isSymbolicLink(),
    );
    if (changed.some((f) => configFiles.has(f)) || structural) return full();
    // A second event for a save already read (editors and file systems often send two) is no change.
    if (contentFiles.length === changed.length && contentFiles.every((f) => readHashes.get(f) === fileHash(f))) {
      return { ok: currentErrors.length === 0, rendered: [], clientChanged: false, errors: currentErrors, ms: 0, unchanged: true };
    }
    try {
      const affected = new Set<string>();
      let clientChanged = false;
      let everything = false;

      // Content assets: every page shows some (the logo), so all re-render.
      if (changed.some((f) => under(join(contentDir, 'assets'), f))) {
        assets = await collectAssets(contentDir);
        everything = true;
      }
      // Templates and islands: rebuild what the changed source is part of.
      const sources = changed.filter((f) => under(paths.templates, f) || under(paths.client, f) || under(join(paths.root, 'cli'), f));
      if (sources.length > 0) {
        if (sources.some((f) => bundle!.inputs.includes(f) || under(join(paths.client, 'islands'), f))) {
          bundle = await bundleClient(paths, { dev: true });
          clientChanged = true;
        }
        if (sources.some((f) => f in renderer!.graph || under(join(paths.client, 'islands'), f))) {
          const previous = renderer!.graph;
          renderer = await loadRenderer(paths);
          for (const route of routesUsing(sources, previous)) affected.add(route);
        }
      }
      // Content: re-read the changed files, and find the routes that read them.
      const changedDocs: string[] = [];
      for (const file of contentFiles) {
        const before = reads.get(file);
        const after = await readContentFile(file);
        if (!after) return full(); // it vanished since the watcher saw it: a removed page
        reads.set(file, after);
        if (after.kind === 'data') {
          const name = basename(file, '.yaml');
          for (const [, page] of rendered) if (page.reads.includes(`data.${name}`)) affected.add(page.route.path);
        } else {
          changedDocs.push(file);
          if (after.kind === 'article' && JSON.stringify(before?.doc?.frontMatter) !== JSON.stringify(after.doc?.frontMatter)) {
            for (const [, page] of rendered) if (page.reads.includes('hub')) affected.add(page.route.path);
          }
        }
      }
      // Re-check content when it changed, or when the last build failed (the fix may be here).
      const remember = () => {
        for (const path of affected) stale.routes.add(path);
        for (const file of changedDocs) stale.docs.add(file);
        stale.all ||= everything;
      };
      const errors =
        contentFiles.length > 0 || everything || currentErrors.length > 0
          ? await assemble(changedDocs, everything || changedDocs.length === 0)
          : [];
      if (errors.length > 0) {
        remember();
        return fail(started, errors);
      }
      for (const path of stale.routes) affected.add(path);
      for (const route of routes)
        if (route.kind === 'page' && (changedDocs.includes(route.doc.file) || stale.docs.has(route.doc.file))) affected.add(route.path);
      const all = everything || stale.all;
      const selected = all ? routes : routes.filter((r) => affected.has(r.path));
      const { errors: renderErrors, pages } = await render(selected);
      if (renderErrors.length > 0) {
        remember();
        return fail(started, renderErrors);
      }
      clearStale();
      if (clientChanged || all) commitBundle();
      commitPages(pages);
      return succeed(started, pages, clientChanged);
    } catch (error) {
      return failOn(started, error);
    }
  }

  /**
   * A build that threw: content errors as they are; a file that vanished while it was read (a
   * save or delete in progress) or any other error as one error in the overlay. The last good
   * pages stay served either way, and the next change builds again.
   */
  function failOn(started: number, error: unknown): DevBuildReport {
    if (error instanceof BuildFailure) return fail(started, error.errors);
    const path = (error as NodeJS.ErrnoException).path;
    if (isVanished(error))
      return fail(started, [
        {
          code: 'dev-file-vanished',
          message: `${path ?? 'a file'} changed while it was read`,
          hint: 'Save the file again if this stays.',
          file: path ?? contentDir,
        },
      ]);
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return fail(started, [
      { code: 'dev-internal', message: `rebuild failed with an internal error (a bug in site): ${detail}`, file: contentDir },
    ]);
  }

  /** Route paths whose template imports any of `sources` (directly or through other modules). */
  function routesUsing(sources: readonly string[], graph: Record<string, string[]>): string[] {
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(from)) return seen;
      seen.add(from);
      for (const next of graph[from] ?? []) reaches(next, seen);
      return seen;
    };
    const pageTemplate = (route: Route) =>
      join(
        paths.templates,
        'pages',
        `${route.kind === 'redirect' ? 'Redirect' : route.layout.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Page.tsx`,
      );
    const renderEntry = join(paths.root, 'cli', 'render.tsx');
    const pageFiles = new Set(routes.map(pageTemplate));
    // Sources every route renders with: reachable from the render entry without going through a page template.
    const shared = new Set<string>();
    const walkShared = (from: string) => {
      if (shared.has(from) || (pageFiles.has(from) && from !== renderEntry)) return;
      shared.add(from);
      for (const next of graph[from] ?? []) walkShared(next);
    };
    walkShared(renderEntry);
    const unknown = sources.some((s) => !(s in graph));
    if (unknown || sources.some((s) => shared.has(s))) return routes.map((r) => r.path);
    const cache = new Map<string, Set<string>>();
    return routes
      .filter((route) => {
        const file = pageTemplate(route);
        if (!cache.has(file)) cache.set(file, reaches(file));
        return sources.some((s) => cache.get(file)!.has(s));
      })
      .map((r) => r.path);
  }

  function fail(started: number, errors: ContentErrorData[]): DevBuildReport {
    currentErrors = dedupe(errors);
    return { ok: false, rendered: [], clientChanged: false, errors: currentErrors, ms: Math.round(performance.now() - started) };
  }

  function succeed(started: number, pages: readonly RenderedEntry[], clientChanged: boolean): DevBuildReport {
    currentErrors = [];
    return { ok: true, rendered: pages.map((p) => p.route.path), clientChanged, errors: [], ms: Math.round(performance.now() - started) };
  }

  function warmUp(): () => void {
    stopWarmUp();
    stopWarmUp = warmUpMarkdown(content?.docs.map((doc) => doc.body) ?? []);
    return stopWarmUp;
  }

  return { files, errors: () => currentErrors, full, update, routes: () => routes, warmUp, config: () => config };
}

/** The content hash of a file's text now; undefined when it cannot be read. */
function fileHash(file: string): string | undefined {
  try {
    return contentHash(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether an error says a file or folder disappeared (or was replaced) while it was read. */
function isVanished(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Folders a dev build watches, for a content root and project. */
export function watchedPaths(contentDir: string, projectRoot?: string): string[] {
  const paths = projectPaths(projectRoot);
  return [resolve(contentDir), paths.templates, paths.client, join(paths.root, 'cli', 'render.tsx')].filter(
    (p) => existsSync(p) || existsSync(dirname(p)),
  );
}
