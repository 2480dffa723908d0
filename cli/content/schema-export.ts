/**
 * `site schema`: JSON Schema files generated from the zod schemas (never written by hand) for
 * site.yaml, each data file, article and page front matter, plus a .vscode/settings.json that
 * maps the YAML files to them (Red Hat YAML extension), so writers get completion and red
 * underlines while they type.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as z from 'zod';
import { loadConfig } from './config.ts';
import { articleSchema, dataFileSchemas, pageSchema, siteConfigSchema } from './schema.ts';

/** Write the schemas into `dir`; returns the files written. */
export async function writeSchemas(options: { dir: string; contentDir: string }): Promise<string[]> {
  const { config } = await loadConfig({ contentDir: options.contentDir });
  const categories = config?.knowledgeHub.categories ?? ['Data Strategy'];
  const schemas: Record<string, z.ZodType> = {
    'site.schema.json': siteConfigSchema,
    'article.schema.json': articleSchema(categories),
    'page.schema.json': pageSchema,
    ...Object.fromEntries(Object.entries(dataFileSchemas).map(([name, schema]) => [`data-${name}.schema.json`, schema as z.ZodType])),
  };
  await mkdir(options.dir, { recursive: true });
  const written: string[] = [];
  for (const [file, schema] of Object.entries(schemas)) {
    const path = join(options.dir, file);
    await writeFile(path, `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`);
    written.push(path);
  }
  const rel = (file: string) => `./${relative('.', join(options.dir, file))}`;
  const yamlSchemas: Record<string, string[]> = {
    [rel('site.schema.json')]: [`${options.contentDir}/site.yaml`],
    ...Object.fromEntries(
      Object.keys(dataFileSchemas).map((name) => [rel(`data-${name}.schema.json`), [`${options.contentDir}/data/${name}.yaml`]]),
    ),
  };
  await mkdir('.vscode', { recursive: true });
  const settingsFile = join('.vscode', 'settings.json');
  const existing = await readFile(settingsFile, 'utf8').then(
    (t) => JSON.parse(t) as Record<string, unknown>,
    () => ({}),
  );
  await writeFile(settingsFile, `${JSON.stringify({ ...existing, 'yaml.schemas': yamlSchemas }, null, 2)}\n`);
  written.push(settingsFile);
  return written;
}
