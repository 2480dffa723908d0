/**
 * Find and read every content file of a content root (list-content-files.ts), validate each
 * against its schema (read-content-file.ts), and check the rules that span files (dates, unique
 * ids, featured entries), leaving drafts out unless asked to keep them.
 */
import { basename, join } from 'node:path';
import { noYamlCache, type YamlCache } from '../cache/yaml-cache.ts';
import { contentFiles } from './content-files.ts';
import { buildDay, checkDates } from './dates.ts';
import { splitDrafts } from './drafts.ts';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import type { ArticleDoc, ContentDoc } from './content-doc.ts';
import type { YamlSource } from './frontmatter.ts';
import { checkHub } from './hub-rules.ts';
import type { ReadFile } from './read-content-file.ts';
import { recordsShape, type DataFiles, type PageFrontMatter, type PageRecords, type SiteConfig } from './schema.ts';

/** Everything loaded from a content root. */
export interface LoadedContent {
  /** The pages this build writes (drafts only when they are included). */
  docs: ContentDoc[];
  /** Knowledge Hub articles ordered by id (of those pages). */
  articles: ArticleDoc[];
  /** Draft pages left out of this build (a link to one is an error that names it). */
  drafts: ContentDoc[];
  data: DataFiles;
  /** Positioned source of each data file, for locating errors in them. */
  dataSources: Record<string, YamlSource>;
  /** Every file read (for the dev dependency map). */
  files: string[];
  /** Pages whose front matter failed validation: their routes still exist for link checks. */
  failedSlugs: string[];
  errors: ContentErrorData[];
}

/** What content is checked against besides its files. */
export interface AssembleOptions {
  /** The build's clock: a page dated after its day is an error (content/dates.ts). Default: now. */
  now?: Date;
  /** Keep draft pages (site dev, site build --drafts); by default they are left out (content/drafts.ts). */
  drafts?: boolean;
}

/** Read and validate the content root (front matter through `yaml`, the parsed-YAML cache). */
export async function loadContent(
  contentDir: string,
  config: SiteConfig,
  options: AssembleOptions = {},
  yaml: YamlCache = noYamlCache,
): Promise<LoadedContent> {
  return assembleContent(contentDir, await contentFiles(contentDir).refresh(config, 'all', yaml), options);
}

/** Combine read files into the loaded content and check the rules that span files. */
export function assembleContent(contentDir: string, reads: readonly ReadFile[], options: AssembleOptions = {}): LoadedContent {
  const errors = reads.flatMap((r) => r.errors);
  const all = reads.flatMap((r) => (r.doc ? [r.doc] : [])).sort((a, b) => a.file.localeCompare(b.file));
  const today = buildDay(options.now ?? new Date());
  for (const doc of all) errors.push(...checkDates(doc, today));
  const { docs, drafts } = splitDrafts(all, options.drafts ?? false);
  const failedSlugs = reads.filter((r) => r.kind !== 'data' && !r.doc).map((r) => basename(r.file, '.md'));
  const data: DataFiles = {};
  const dataSources: Record<string, YamlSource> = {};
  for (const read of reads) {
    if (!read.data) continue;
    if (read.data.source) dataSources[read.data.name] = read.data.source;
    if (read.data.value !== undefined) (data as Record<string, unknown>)[read.data.name] = read.data.value;
  }
  const byId = (list: ContentDoc[]) =>
    list.filter((d): d is ArticleDoc => d.kind === 'article').sort((a, b) => a.frontMatter.id - b.frontMatter.id);
  const articles = byId(docs);
  const anyArticleFailed = reads.some((r) => r.kind === 'article' && !r.doc);
  errors.push(...checkHub(byId(all), articles, !anyArticleFailed));
  for (const name of requiredDataFiles) {
    if (!reads.some((r) => r.kind === 'data' && basename(r.file) === `${name}.yaml`)) {
      errors.push(at({ file: join(contentDir, 'data', `${name}.yaml`) }, catalogue.fileMissing('data file', `data/${name}.yaml`)));
    }
  }
  return { docs, articles, drafts, data, dataSources, files: reads.map((r) => r.file), failedSlugs, errors };
}

/** Data files every site needs (templates read them on every page). */
const requiredDataFiles = ['navigation', 'labels', 'forms'] as const;

/** Locates a path in site.yaml (or its overlay). */
export type ConfigLocator = (path: readonly PropertyKey[]) => { file: string; line?: number; column?: number };

/** The record keys a page's front matter carries. */
export function recordKeys(frontMatter: PageFrontMatter): Set<keyof PageRecords> {
  return new Set((Object.keys(recordsShape) as (keyof PageRecords)[]).filter((key) => frontMatter[key] !== undefined));
}
