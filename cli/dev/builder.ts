/**
 * The dev build: the engine's stages (load, transform, page tasks, render through the page job)
 * kept in memory and re-run for only what a change touched — `update(changedFiles)`. A
 * dependency map (route → the site data it read; layout → the templates it imports) decides
 * which routes re-render: an article edit re-renders that article and the pages that list
 * articles; a data file edit re-renders the pages that read it; a template edit re-renders the
 * routes whose template imports it; a client/ edit re-bundles the islands; a config edit
 * rebuilds everything. A failed update keeps the last good pages.
 */
import { existsSync, lstatSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { codeIdentity } from '../cache/code-identity.ts';
import { BuildFailure, type ContentErrorData, dedupe } from '../content/errors.ts';
import type { Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import { projectPaths } from '../engine/project.ts';
import { contentReader, isUnder, isVanished } from './content-reader.ts';
import { type DevSite, devSite } from './dev-site.ts';
import type { Built, DevSiteOptions, Outcome, ServedFile } from './dev-state.ts';
import { warmUpMarkdown } from './warm-up.ts';

export type { ServedFile } from './dev-state.ts';

/** Options of createDevBuilder. */
export type DevBuilderOptions = DevSiteOptions;

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

/** The in-memory dev build. */
export interface DevBuilder {
  /** Files by output path (index.html, data-strategy/index.html, assets/…). */
  files: Map<string, ServedFile>;
  /** The errors of the last build (empty when it succeeded). */
  errors(): ContentErrorData[];
  /** Build everything. */
  full(): Promise<DevBuildReport>;
  /** Rebuild for changed absolute paths. */
  update(changed: Iterable<string>): Promise<DevBuildReport>;
  routes(): Route[];
  /** The configuration of the last build that read one (local endpoints merged in). */
  config(): SiteConfig | undefined;
  /** Warm the Markdown parser in idle time (after the first build); the next update stops it, and so does the function returned. */
  warmUp(): () => void;
  /**
   * The content files among `paths` whose bytes changed after the last build read them: a save
   * caught half-written, whose last event the watcher may have folded into the one handled.
   */
  changedSinceRead(paths: Iterable<string>): string[];
}

/** Create a dev builder for a content root. */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  const paths = projectPaths(options.projectRoot);
  const contentDir = resolve(options.contentDir);
  const code = codeIdentity(paths.root);
  const reader = contentReader(contentDir);
  const files = new Map<string, ServedFile>();
  /** The last good site; undefined until a full build succeeds (every update is a full build until then). */
  let site: DevSite | undefined;
  /** The site of the last full build, good or not (its configuration is what the server shows). */
  let latest: DevSite | undefined;
  let currentErrors: ContentErrorData[] = [];
  let stopWarmUp = () => {};

  const report = (started: number, outcome: Built): DevBuildReport => {
    const ms = Math.round(performance.now() - started);
    if (!outcome.ok) {
      currentErrors = dedupe(outcome.errors);
      return { ok: false, rendered: [], clientChanged: false, errors: currentErrors, ms };
    }
    currentErrors = [];
    return { ok: true, rendered: outcome.rendered, clientChanged: outcome.clientChanged, errors: [], ms };
  };

  async function full(): Promise<DevBuildReport> {
    const started = performance.now();
    const outcome = await guarded(contentDir, async () => {
      const next = await devSite({ ...options, contentDir }, { paths, code, reader, files });
      latest = next;
      const built = await next.buildAll();
      site = built.ok === true ? next : undefined;
      return built;
    });
    return report(started, outcome);
  }

  /** Absolute paths, each once. */
  const absolute = (paths: Iterable<string>) => [...new Set([...paths].map((p) => resolve(p)))];
  /** A Markdown or YAML file of the content root outside its assets. */
  const isContentFile = (f: string) => isUnder(contentDir, f) && !isUnder(join(contentDir, 'assets'), f) && /\.(md|ya?ml)$/.test(f);

  async function update(changedPaths: Iterable<string>): Promise<DevBuildReport> {
    const started = performance.now();
    stopWarmUp();
    const changed = absolute(changedPaths);
    if (!site) return full();
    const configFiles = new Set(site.configFiles());
    const contentFiles = changed.filter((f) => isContentFile(f) && !configFiles.has(f));
    // A file added or removed, or a symbolic link (checked against the content root by a full load).
    const structural = contentFiles.some(
      (f) => existsSync(f) !== site!.hasRead(f) || lstatSync(f, { throwIfNoEntry: false })?.isSymbolicLink(),
    );
    if (changed.some((f) => configFiles.has(f)) || structural) return full();
    // A second event for a save already read (editors and file systems often send two) is no change.
    if (contentFiles.length === changed.length && reader.unchanged(contentFiles)) {
      return { ok: currentErrors.length === 0, rendered: [], clientChanged: false, errors: currentErrors, ms: 0, unchanged: true };
    }
    const current = site;
    const outcome = await guarded(contentDir, () => current.update(changed, contentFiles, currentErrors.length > 0));
    if (outcome.ok === 'full') return full();
    return report(started, outcome);
  }

  function warmUp(): () => void {
    stopWarmUp();
    stopWarmUp = warmUpMarkdown(site?.bodies() ?? []);
    return stopWarmUp;
  }

  return {
    files,
    errors: () => currentErrors,
    full,
    update,
    routes: () => (site ?? latest)?.routes() ?? [],
    warmUp,
    changedSinceRead: (paths) => reader.changedSinceRead(absolute(paths).filter(isContentFile)),
    config: () => (site ?? latest)?.config(),
  };
}

/**
 * Run a build step; what it throws becomes errors: content errors as they are; a file that
 * vanished while it was read (a save or delete in progress) or any other error as one error in
 * the overlay. The last good pages stay served either way, and the next change builds again.
 */
async function guarded<T extends Outcome>(contentDir: string, step: () => Promise<T>): Promise<T | Built> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof BuildFailure) return { ok: false, errors: error.errors };
    const path = (error as NodeJS.ErrnoException).path;
    if (isVanished(error)) {
      const message = `${path ?? 'a file'} changed while it was read`;
      return {
        ok: false,
        errors: [{ code: 'dev-file-vanished', message, hint: 'Save the file again if this stays.', file: path ?? contentDir }],
      };
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return {
      ok: false,
      errors: [
        {
          code: 'dev-internal',
          message: `rebuild failed with an internal error (a bug in site): ${detail}`,
          hint: 'Save a file to build again; if this stays, report it with the text above and the Node version.',
          file: contentDir,
        },
      ],
    };
  }
}

/** Folders a dev build watches, for a content root and project. */
export function watchedPaths(contentDir: string, projectRoot?: string): string[] {
  const paths = projectPaths(projectRoot);
  return [resolve(contentDir), paths.templates, paths.client, join(paths.root, 'cli', 'render', 'render.tsx')].filter(
    (p) => existsSync(p) || existsSync(dirname(p)),
  );
}
