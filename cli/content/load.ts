/**
 * Find and read every content file of a content root, validate each against its schema,
 * and check the rules that span files (hub size, unique ids, featured entries).
 */
import { readFileSync, type Dirent } from 'node:fs';
import { checkEntry } from './boundary.ts';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import { parseMarkdownFile, parseYaml, type YamlSource } from './frontmatter.ts';
import {
  articleSchema,
  dataFileSchemas,
  pageSchema,
  recordsShape,
  type ArticleFrontMatter,
  type DataFiles,
  type PageFrontMatter,
  type PageRecords,
  type SiteConfig,
} from './schema.ts';
import { validate } from './validate.ts';
import { checkHub } from './hub-rules.ts';
import { noYamlCache, type YamlCache } from '../cache/yaml-cache.ts';

/** One Markdown page of the content root, validated. */
export interface ContentDoc {
  kind: 'article' | 'page';
  /** Path of the file (as given, joined to the content root). */
  file: string;
  /** File name without .md: the route's last segment. */
  slug: string;
  frontMatter: PageFrontMatter | ArticleFrontMatter;
  body: string;
  bodyLine: number;
  /** Locate a front-matter path in the file. */
  locate: YamlSource['locate'];
}

/** A Knowledge Hub article: a ContentDoc with the article fields. */
export interface ArticleDoc extends ContentDoc {
  kind: 'article';
  frontMatter: ArticleFrontMatter;
}

/** Everything loaded from a content root. */
export interface LoadedContent {
  docs: ContentDoc[];
  /** Knowledge Hub articles ordered by id. */
  articles: ArticleDoc[];
  data: DataFiles;
  /** Positioned source of each data file, for locating errors in them. */
  dataSources: Record<string, YamlSource>;
  /** Every file read (for the dev dependency map). */
  files: string[];
  /** Pages whose front matter failed validation: their routes still exist for link checks. */
  failedSlugs: string[];
  errors: ContentErrorData[];
}

/** One content file as read: a valid document or data file, or the errors that stopped it. */
export interface ReadFile {
  file: string;
  kind: 'article' | 'page' | 'data';
  doc?: ContentDoc;
  data?: { name: string; value?: unknown; source?: YamlSource };
  errors: ContentErrorData[];
}

/** The content files of a root, by folder; `rejected` are symbolic links the boundary refused (content/boundary.ts), as failed reads. */
export async function listContentFiles(
  contentDir: string,
): Promise<{ articles: string[]; pages: string[]; data: string[]; rejected: ReadFile[] }> {
  const rejected: ReadFile[] = [];
  const list = (folder: string, extension: string, kind: ReadFile['kind']) =>
    listFiles(contentDir, join(contentDir, folder), extension, (file, error) => rejected.push({ file, kind, errors: [error] }));
  const [articles, pages, data] = await Promise.all([
    list('articles', '.md', 'article'),
    list('pages', '.md', 'page'),
    list('data', '.yaml', 'data'),
  ]);
  return { articles, pages, data, rejected };
}

/** Read and validate one Markdown page (article or page); `text` when the caller has read it already. */
export function readDocFile(
  file: string,
  kind: ContentDoc['kind'],
  config: SiteConfig,
  yaml: YamlCache = noYamlCache,
  // Read synchronously: thousands of small files load several times faster than through fs/promises.
  text: string = readFileSync(file, 'utf8'),
): ReadFile {
  const parsed = parseMarkdownFile(text, file, yaml);
  const schema: z.ZodType = kind === 'article' ? articleSchemaFor(config) : pageSchema;
  const { value, errors } = parsed.source ? validate(schema, parsed.source.frontMatter) : { value: undefined, errors: [] };
  const read: ReadFile = { file, kind, errors: [...parsed.errors, ...errors] };
  if (parsed.source && value) {
    const { frontMatter, body, bodyLine } = parsed.source;
    read.doc = {
      kind,
      file,
      slug: basename(file, '.md'),
      frontMatter: value as PageFrontMatter,
      body,
      bodyLine,
      locate: frontMatter.locate,
    };
  }
  return read;
}

/** Read and validate one data file (data/<name>.yaml); `text` when the caller has read it already. */
export function readDataFile(file: string, text?: string): ReadFile {
  const name = basename(file, '.yaml');
  const schema = dataFileSchemas[name as keyof typeof dataFileSchemas];
  if (!schema) {
    return {
      file,
      kind: 'data',
      errors: [
        at(
          { file },
          {
            code: 'unknown-data-file',
            message: `data file "${name}.yaml" is not one the site uses`,
            hint: `Known data files: ${Object.keys(dataFileSchemas).join(', ')}.`,
          },
        ),
      ],
    };
  }
  const parsed = parseYaml(text ?? readFileSync(file, 'utf8'), file);
  if (!parsed.source) return { file, kind: 'data', errors: parsed.errors };
  const { value, errors } = validate(schema as z.ZodType, parsed.source);
  return { file, kind: 'data', data: { name, value, source: parsed.source }, errors };
}

/** Read and validate the content root (front matter through `yaml`, the parsed-YAML cache). */
export async function loadContent(
  contentDir: string,
  config: SiteConfig,
  locateConfig: ConfigLocator,
  yaml: YamlCache = noYamlCache,
): Promise<LoadedContent> {
  const list = await listContentFiles(contentDir);
  const reads = [
    ...list.articles.map((f) => readDocFile(f, 'article', config, yaml)),
    ...list.pages.map((f) => readDocFile(f, 'page', config, yaml)),
    ...list.data.map((f) => readDataFile(f)),
  ];
  return assembleContent(contentDir, [...reads, ...list.rejected], config, locateConfig);
}

/** Combine read files into the loaded content and check the rules that span files. */
export function assembleContent(
  contentDir: string,
  reads: readonly ReadFile[],
  config: SiteConfig,
  locateConfig: ConfigLocator,
): LoadedContent {
  const errors = reads.flatMap((r) => r.errors);
  const docs = reads.flatMap((r) => (r.doc ? [r.doc] : [])).sort((a, b) => a.file.localeCompare(b.file));
  const failedSlugs = reads.filter((r) => r.kind !== 'data' && !r.doc).map((r) => basename(r.file, '.md'));
  const data: DataFiles = {};
  const dataSources: Record<string, YamlSource> = {};
  for (const read of reads) {
    if (!read.data) continue;
    if (read.data.source) dataSources[read.data.name] = read.data.source;
    if (read.data.value !== undefined) (data as Record<string, unknown>)[read.data.name] = read.data.value;
  }
  const articles = docs.filter((d): d is ArticleDoc => d.kind === 'article').sort((a, b) => a.frontMatter.id - b.frontMatter.id);
  const anyArticleFailed = reads.some((r) => r.kind === 'article' && !r.doc);
  errors.push(...checkHub(articles, config, locateConfig, !anyArticleFailed));
  for (const name of requiredDataFiles) {
    if (!reads.some((r) => r.kind === 'data' && basename(r.file) === `${name}.yaml`)) {
      errors.push(at({ file: join(contentDir, 'data', `${name}.yaml`) }, catalogue.fileMissing('data file', `data/${name}.yaml`)));
    }
  }
  return { docs, articles, data, dataSources, files: reads.map((r) => r.file), failedSlugs, errors };
}

const articleSchemas = new WeakMap<SiteConfig, z.ZodType>();

/** The article schema for a config's categories (built once per config). */
function articleSchemaFor(config: SiteConfig): z.ZodType {
  let schema = articleSchemas.get(config);
  if (!schema) articleSchemas.set(config, (schema = articleSchema(config.knowledgeHub.categories)));
  return schema;
}

/** Data files every site needs (templates read them on every page). */
const requiredDataFiles = ['navigation', 'labels', 'forms'] as const;

/** Locates a path in site.yaml (or its overlay). */
export type ConfigLocator = (path: readonly PropertyKey[]) => { file: string; line?: number; column?: number };

/** The record keys a page's front matter carries. */
export function recordKeys(frontMatter: PageFrontMatter): Set<keyof PageRecords> {
  return new Set((Object.keys(recordsShape) as (keyof PageRecords)[]).filter((key) => frontMatter[key] !== undefined));
}

async function listFiles(
  contentDir: string,
  dir: string,
  extension: string,
  reject: (file: string, error: ContentErrorData) => void,
): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.name.endsWith(extension) || entry.name.startsWith('.')) continue;
    const checked = checkEntry(contentDir, dir, entry);
    if (checked.kind === 'file') files.push(join(dir, entry.name));
    else if (checked.kind === 'error') reject(join(dir, entry.name), checked.error);
  }
  return files;
}
