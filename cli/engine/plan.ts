/**
 * A build's plan: every path and option resolved and checked before any work starts. Only a
 * folder that is site's own may be replaced (output/out-folder.ts).
 */
import { join, resolve } from 'node:path';
import type { CollectAssetsOptions } from '../assets/content-assets.ts';
import type { ImageEncode } from '../assets/images/responsive.ts';
import { codeIdentity, IMAGE_CODE_SOURCES } from '../cache/code-identity.ts';
import { hashOf } from '../cache/hash.ts';
import { checkOutFolder, removeAbandonedStaging } from '../output/out-folder.ts';
import { holdsOnlyRecorded } from '../output/update-writer.ts';
import type { Writer } from '../output/write.ts';
import { UsageError } from '../shell/user-error.ts';
import { projectPaths, type ProjectPaths } from '../shell/project-paths.ts';

/** Options for build(). */
export interface BuildOptions {
  /** Content root (default: content). */
  contentDir?: string;
  /** Output folder (default: out). */
  outDir?: string;
  /** Overlay YAML deep-merged over site.yaml. */
  configOverlay?: string;
  /** Values merged over the configuration last (site dev points the endpoints at its local inbox). */
  configOverrides?: Record<string, unknown>;
  /** The generator's own folder (templates/, client/); default: found from cwd. */
  projectRoot?: string;
  /** Where files go (default: a disk writer for outDir). */
  writer?: Writer;
  /** Clock for the copyright year and the date checks (no date in the output comes from it; tests pin it); default: the time of each build. */
  now?: Date;
  /** Use the persistent caches (default true; --no-cache turns them off). */
  cache?: boolean;
  /** Folder of the caches (default: node_modules/.cache/site). */
  cacheDir?: string;
  /** Called for each Markdown file actually parsed (cache misses). */
  onParse?: (file: string) => void;
  /** Called for each image variant actually encoded (cache misses). */
  onImage?: (encode: ImageEncode) => void;
  /** Run the output checks (links, anchors, alt text, h1, title, description, CTA); default true. */
  check?: boolean;
  /** Render threads: 1 is the main thread alone, n > 1 is n workers (default: render-pages.ts renderWorkers). */
  workers?: number;
  /** Build draft pages too, with their banner and noindex (a preview deploy); default false: drafts are left out. */
  drafts?: boolean;
  /** The engine will be updated (site dev): it keeps the entries and records it read and wrote in memory (engine/memory-first.ts). */
  updates?: boolean;
  /** Weigh pages (sizes for the report and budgets); default true (site dev has no use for it). */
  weigh?: boolean;
  /**
   * The name the caches file this build's records under (default: the content root), so site
   * dev and site build of one root each keep their own generation of pages.
   */
  cacheScope?: string;
  /**
   * Gzip-weigh every page's HTML (site build --json, which reports each page's weight); without
   * it, only sites small enough for the route table are (check/report.ts htmlGzipFrom).
   */
  weighEveryPage?: boolean;
  /** Hears each stage as it starts, and each page the render stage finishes (the CLI's progress line). */
  onProgress?: (progress: BuildProgress) => void;
}

/** Where a build is: the stage that started last, and in the render stage the pages finished of all it renders. */
export interface BuildProgress {
  stage: string;
  done?: number;
  total?: number;
}

/** Everything a build needs to know before it starts. */
export interface BuildPlan {
  contentDir: string;
  outDir: string;
  configOverlay?: string;
  paths: ProjectPaths;
  caches: string;
  /** out/'s manifest (what the last build wrote there) and the up-to-date record. */
  outputsFile: string;
  recordFile: string;
  /** The build's clock (a long-running site dev reads it at each update). */
  now: () => Date;
  cache: boolean;
  /** What the caches file this build's records under. */
  scope: string;
  check: boolean;
  drafts: boolean;
  /** The code identity of the generator (cache/code-identity.ts); the engine reads it again when a generator file changed. */
  code: string;
  /** How content assets are collected: photos through the image cache (none with --no-cache), keyed by the encoder's identity. */
  assets: CollectAssetsOptions;
  options: BuildOptions;
}

/** Resolve and check the options; throws UsageError for a bad one or an output folder that is not site's own. */
export function planBuild(options: BuildOptions): BuildPlan {
  const contentDir = resolve(options.contentDir ?? 'content');
  const paths = projectPaths(options.projectRoot);
  const outDir = resolve(options.outDir ?? 'out');
  const caches = options.cacheDir ?? paths.cache;
  const outputsFile = join(caches, 'outputs', `${hashOf([outDir]).slice(0, 16)}.json`);
  if (options.workers !== undefined && !(Number.isInteger(options.workers) && options.workers >= 1 && options.workers <= 64)) {
    throw new UsageError(`workers must be a whole number from 1 to 64 (got ${options.workers})`);
  }
  if (!options.writer) {
    checkOutFolder(outDir, { projectRoot: paths.root, contentDir, recordedOnly: () => holdsOnlyRecorded(outDir, outputsFile) });
    removeAbandonedStaging(outDir);
  }
  return {
    contentDir,
    outDir,
    configOverlay: options.configOverlay,
    paths,
    caches,
    outputsFile,
    recordFile: join(caches, 'builds', `${hashOf([contentDir, outDir, options.configOverlay ?? '']).slice(0, 16)}.json`),
    now: () => options.now ?? new Date(),
    cache: options.cache !== false,
    scope: options.cacheScope ?? contentDir,
    check: options.check !== false,
    drafts: options.drafts === true,
    code: codeIdentity(paths.root),
    assets: { ...imageAssetOptions(paths.root, caches, options.cache !== false), onImage: options.onImage },
    options,
  };
}

/** Where encoded images are cached (none with --no-cache) and the encoder's code identity; site build and site dev alike. */
function imageAssetOptions(root: string, caches: string, cache: boolean): { imageCacheDir: string | null; imageCode: string } {
  return { imageCacheDir: cache ? join(caches, 'images') : null, imageCode: codeIdentity(root, IMAGE_CODE_SOURCES) };
}
