/**
 * Read one content file and validate it against its schema: a Markdown page (front matter and
 * body) or a data file (data/<name>.yaml). What stops a file is returned as its errors.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type * as z from 'zod';
import { noYamlCache, type YamlCache } from '../cache/yaml-cache.ts';
import { at, type ContentErrorData } from './errors.ts';
import { parseMarkdownFile, parseYaml, type YamlSource } from './frontmatter.ts';
import type { ContentDoc } from './content-doc.ts';
import { articleSchema, dataFileSchemas, pageSchema, type PageFrontMatter, type SiteConfig } from './schema.ts';
import { validate } from './validate.ts';

/** One content file as read: a valid document or data file, or the errors that stopped it. */
export interface ReadFile {
  file: string;
  kind: 'article' | 'page' | 'data';
  doc?: ContentDoc;
  data?: { name: string; value?: unknown; source?: YamlSource };
  errors: ContentErrorData[];
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

const articleSchemas = new WeakMap<SiteConfig, z.ZodType>();

/** The article schema for a config's categories (built once per config). */
function articleSchemaFor(config: SiteConfig): z.ZodType {
  let schema = articleSchemas.get(config);
  if (!schema) articleSchemas.set(config, (schema = articleSchema(config.knowledgeHub.categories)));
  return schema;
}
