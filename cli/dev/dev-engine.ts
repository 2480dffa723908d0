/**
 * The engine as `site dev` runs it: the one engine of `site build` (engine/engine.ts) writing
 * into the served files instead of out/, with drafts shown, the endpoints pointed at the local
 * inbox and data API, no output checks and no page weights, and its caches filed under a scope of
 * its own. full() is the engine's build(), update() its update(); each run's outcome becomes a
 * report for the reload channel, and whatever a run throws becomes errors for the overlay while
 * the last good files stay served.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BuildFailure, type ContentErrorData, dedupe } from '../content/errors.ts';
import type { Route } from '../content/routes.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { BuildResult } from '../engine/build-result.ts';
import { isVanished } from '../content/content-files.ts';
import { createEngine } from '../engine/engine.ts';
import { projectPaths } from '../shell/project-paths.ts';
import { type ServedFile, servedFiles } from './served-files.ts';

export type { ServedFile } from './served-files.ts';

/** Options of devEngine. */
export interface DevEngineOptions {
  contentDir: string;
  projectRoot?: string;
  overlayFile?: string;
  /** Config values merged last (the local endpoints). */
  overrides?: Record<string, unknown>;
  /** Clock for the copyright year and the date checks (tests pin it); default: the time of each run. */
  now?: Date;
  /** Build draft pages, with their banner (default: yes). */
  drafts?: boolean;
}

/** What one dev run did. */
export interface DevBuildReport {
  ok: boolean;
  /** Route paths rendered again or served with new HTML. */
  rendered: string[];
  /** The client bundle changed (every page should reload). */
  clientChanged: boolean;
  /** Every current error (empty when ok). */
  errors: ContentErrorData[];
  ms: number;
  /** Nothing changed since the files were last read: nothing was built, and nothing needs telling. */
  unchanged?: boolean;
}

/** The engine of a dev session and what it serves. */
export interface DevEngine {
  /** Files by output path (index.html, data-strategy/index.html, assets/…). */
  files: Map<string, ServedFile>;
  /** The errors of the last run (empty when it succeeded). */
  errors(): ContentErrorData[];
  /** Build everything. */
  full(): Promise<DevBuildReport>;
  /** Build again for changed absolute paths. */
  update(changed: Iterable<string>): Promise<DevBuildReport>;
  routes(): Route[];
  /** The configuration of the last run that read a valid one (local endpoints merged in). */
  config(): SiteConfig | undefined;
  /** The content files among `paths` whose bytes changed after the last run read them (a save caught half-written). */
  changedSinceRead(paths: Iterable<string>): string[];
}

/** The dev engine of a content root. */
export function devEngine(options: DevEngineOptions): DevEngine {
  const contentDir = resolve(options.contentDir);
  const served = servedFiles();
  const engine = createEngine({
    contentDir,
    projectRoot: options.projectRoot,
    configOverlay: options.overlayFile,
    configOverrides: options.overrides,
    writer: served,
    now: options.now,
    drafts: options.drafts ?? true,
    check: false,
    weigh: false,
    updates: true,
    cacheScope: `${contentDir} (site dev)`,
  });
  let errors: ContentErrorData[] = [];
  const absolute = (paths: Iterable<string>) => [...new Set([...paths].map((p) => resolve(p)))];

  async function run(step: () => Promise<BuildResult>): Promise<DevBuildReport> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const result = await step();
      errors = [];
      const changed = served.changed();
      const byOutput = new Map(engine.routes().map((route) => [route.outputPath, route.path]));
      const pages = changed.flatMap((path) => (byOutput.has(path) ? [byOutput.get(path)!] : []));
      const rendered = [...new Set([...result.work.map((w) => w.path), ...pages])];
      return { ok: true, rendered, clientChanged: changed.some((path) => /\.(css|js)$/.test(path)), errors: [], ms: ms() };
    } catch (error) {
      errors = dedupe(errorsOf(error, contentDir));
      return { ok: false, rendered: [], clientChanged: false, errors, ms: ms() };
    }
  }

  return {
    files: served.files,
    errors: () => errors,
    full: () => run(() => engine.build()),
    async update(paths) {
      const changed = absolute(paths);
      // A second event for a save already read (editors and file systems often send two) is no change.
      if (changed.length > 0 && changed.every(engine.holds) && engine.unchanged(changed)) {
        return { ok: errors.length === 0, rendered: [], clientChanged: false, errors, ms: 0, unchanged: true };
      }
      return run(() => engine.update(changed));
    },
    routes: () => engine.routes(),
    config: () => engine.config(),
    changedSinceRead: (paths) => engine.changedSinceRead(absolute(paths).filter(engine.holds)),
  };
}

/**
 * What a failed run threw, as errors: content errors as they are; a file that vanished while it
 * was read (a save or delete in progress) or any other error as one error in the overlay.
 */
function errorsOf(error: unknown, contentDir: string): ContentErrorData[] {
  if (error instanceof BuildFailure) return error.errors;
  const path = (error as NodeJS.ErrnoException).path;
  if (isVanished(error)) {
    const message = `${path ?? 'a file'} changed while it was read`;
    return [{ code: 'dev-file-vanished', message, hint: 'Save the file again if this stays.', file: path ?? contentDir }];
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return [
    {
      code: 'dev-internal',
      message: `rebuild failed with an internal error (a bug in site): ${detail}`,
      hint: 'Save a file to build again; if this stays, report it with the text above and the Node version.',
      file: contentDir,
    },
  ];
}

/** Folders a dev session watches, for a content root and project. */
export function watchedPaths(contentDir: string, projectRoot?: string): string[] {
  const paths = projectPaths(projectRoot);
  return [resolve(contentDir), paths.templates, paths.client, join(paths.root, 'cli', 'render', 'render.tsx')].filter(
    (p) => existsSync(p) || existsSync(dirname(p)),
  );
}
