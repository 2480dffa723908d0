/**
 * Find and read every content file of a content root, validate each against its schema,
 * and check the rules that span files (hub size, unique ids, featured entries).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import { parseMarkdownFile, parseYaml, type YamlSource } from './frontmatter.ts';
import { articleSchema, dataFileSchemas, pageSchema, recordsShape, type ArticleFrontMatter, type DataFiles, type PageFrontMatter, type PageRecords, type SiteConfig } from './schema.ts';
import { validate } from './validate.ts';

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
  /** The raw file text (for the content cache key). */
  text: string;
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

/** Read and validate the content root. */
export async function loadContent(contentDir: string, config: SiteConfig, locateConfig: ConfigLocator): Promise<LoadedContent> {
  const errors: ContentErrorData[] = [];
  const failedSlugs: string[] = [];
  const files: string[] = [];
  const docs: ContentDoc[] = [];
  const schemaOfArticle = articleSchema(config.knowledgeHub.categories);

  const [articleFiles, pageFiles, dataFiles] = await Promise.all([
    listFiles(join(contentDir, 'articles'), '.md'),
    listFiles(join(contentDir, 'pages'), '.md'),
    listFiles(join(contentDir, 'data'), '.yaml'),
  ]);

  const readDocs = async (list: string[], kind: ContentDoc['kind'], schema: z.ZodType) =>
    Promise.all(
      list.map(async (file) => {
        const text = await readFile(file, 'utf8');
        files.push(file);
        const parsed = parseMarkdownFile(text, file);
        errors.push(...parsed.errors);
        const { value, errors: schemaErrors } = parsed.source ? validate(schema, parsed.source.frontMatter) : { value: undefined, errors: [] };
        errors.push(...schemaErrors);
        if (!parsed.source || !value) {
          failedSlugs.push(basename(file, '.md'));
          return;
        }
        docs.push({
          kind,
          file,
          slug: basename(file, '.md'),
          frontMatter: value as PageFrontMatter,
          body: parsed.source.body,
          bodyLine: parsed.source.bodyLine,
          locate: parsed.source.frontMatter.locate,
          text,
        });
      }),
    );
  await Promise.all([readDocs(articleFiles, 'article', schemaOfArticle), readDocs(pageFiles, 'page', pageSchema)]);
  docs.sort((a, b) => a.file.localeCompare(b.file));

  const data: DataFiles = {};
  const dataSources: Record<string, YamlSource> = {};
  await Promise.all(
    dataFiles.map(async (file) => {
      files.push(file);
      const name = basename(file, '.yaml');
      const schema = dataFileSchemas[name as keyof typeof dataFileSchemas];
      if (!schema) {
        errors.push(at({ file }, { code: 'unknown-data-file', message: `data file "${name}.yaml" is not one the site uses`, hint: `Known data files: ${Object.keys(dataFileSchemas).join(', ')}.` }));
        return;
      }
      const parsed = parseYaml(await readFile(file, 'utf8'), file);
      errors.push(...parsed.errors);
      if (!parsed.source) return;
      dataSources[name] = parsed.source;
      const { value, errors: schemaErrors } = validate(schema as z.ZodType, parsed.source);
      errors.push(...schemaErrors);
      if (value) (data as Record<string, unknown>)[name] = value;
    }),
  );

  const articles = docs.filter((d): d is ArticleDoc => d.kind === 'article').sort((a, b) => a.frontMatter.id - b.frontMatter.id);
  const anyArticleFailed = failedSlugs.some((slug) => articleFiles.some((f) => basename(f, '.md') === slug));
  errors.push(...checkHub(articles, config, locateConfig, !anyArticleFailed));
  for (const name of requiredDataFiles) {
    if (!dataFiles.some((f) => basename(f) === `${name}.yaml`)) errors.push(at({ file: join(contentDir, 'data', `${name}.yaml`) }, catalogue.fileMissing('data file', `data/${name}.yaml`)));
  }
  return { docs, articles, data, dataSources, files, failedSlugs, errors };
}

/** Rules across the Knowledge Hub: declared count, unique ids, enough featured entries. */
function checkHub(articles: ArticleDoc[], config: SiteConfig, locateConfig: ConfigLocator, complete: boolean): ContentErrorData[] {
  const errors: ContentErrorData[] = [];
  const declared = config.knowledgeHub.articleCount;
  // Counts are only meaningful when every article file could be read.
  if (complete && articles.length !== declared) errors.push(at(locateConfig(['knowledgeHub', 'articleCount']), catalogue.hubCount(articles.length, declared)));
  const seen = new Map<number, ArticleDoc>();
  for (const article of articles) {
    const other = seen.get(article.frontMatter.id);
    if (other) {
      const { line, column } = other.locate(['id']);
      errors.push(at({ file: article.file, ...article.locate(['id']) }, catalogue.duplicateId(article.frontMatter.id, `${basename(other.file)}:${line}:${column}`)));
    } else seen.set(article.frontMatter.id, article);
  }
  const featured = articles.filter((a) => a.frontMatter.featured).length;
  const firstUnfeatured = articles.find((a) => !a.frontMatter.featured);
  if (complete && firstUnfeatured && featured < 2) errors.push(at({ file: firstUnfeatured.file, ...firstUnfeatured.locate(['featured']) }, catalogue.tooFewFeatured(featured)));
  return errors;
}

/** Data files every site needs (templates read them on every page). */
const requiredDataFiles = ['navigation', 'labels', 'forms'] as const;

/** Locates a path in site.yaml (or its overlay). */
export type ConfigLocator = (path: readonly PropertyKey[]) => { file: string; line?: number; column?: number };

/** The record keys a page's front matter carries. */
export function recordKeys(frontMatter: PageFrontMatter): Set<keyof PageRecords> {
  return new Set((Object.keys(recordsShape) as (keyof PageRecords)[]).filter((key) => frontMatter[key] !== undefined));
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith(extension) && !e.name.startsWith('.')).map((e) => join(dir, e.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
