/**
 * Load content/site.yaml, deep-merge an optional overlay (staging or test endpoints) over it,
 * validate the result and freeze it. The config is the only place for URLs, endpoints and keys.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import { parseYaml, type YamlSource } from './frontmatter.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { validate } from './validate.ts';
import { boundaryError } from './boundary.ts';
import { keyProblems } from './public-keys.ts';

/** Options for loadConfig. */
export interface LoadConfigOptions {
  /** The content root holding site.yaml. */
  contentDir: string;
  /** Optional overlay YAML deep-merged over site.yaml. */
  overlayFile?: string;
  /** Values merged last (site dev points endpoints at its local inbox this way). */
  overrides?: Record<string, unknown>;
}

/** Loaded config, or the errors that stop the build. */
export interface LoadedConfig {
  config?: Readonly<SiteConfig>;
  errors: ContentErrorData[];
  /** Files the config was read from (for the dev watcher's dependency map). */
  files: string[];
  /** Where a config path is (file, line, column), for errors found later (hub count, redirects). */
  locate?: (path: readonly PropertyKey[]) => { file: string; line: number; column: number };
}

/** Read, merge, validate and freeze the site config. */
export async function loadConfig(options: LoadConfigOptions): Promise<LoadedConfig> {
  const baseFile = join(options.contentDir, 'site.yaml');
  const files = [baseFile, ...(options.overlayFile ? [options.overlayFile] : [])];
  const sources: YamlSource[] = [];
  const errors: ContentErrorData[] = [];
  const outside = boundaryError(options.contentDir, baseFile);
  if (outside) return { errors: [outside], files };
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      errors.push(at({ file }, catalogue.fileMissing(file === baseFile ? 'site config' : 'config overlay', file)));
      continue;
    }
    const parsed = parseYaml(text, file);
    errors.push(...parsed.errors);
    if (parsed.source) sources.push(parsed.source);
  }
  if (errors.length > 0) return { errors, files };

  const [base, overlay] = sources as [YamlSource, YamlSource | undefined];
  const merged: YamlSource = overlay
    ? {
        file: base.file,
        data: deepMerge(deepMerge(base.data, overlay.data), options.overrides ?? {}),
        locate: (path, part) => (hasPath(overlay.data, path) ? overlay.locate(path, part) : base.locate(path, part)),
      }
    : { ...base, data: deepMerge(base.data, options.overrides ?? {}) };
  const fileOf = (path: readonly PropertyKey[]) => (overlay && hasPath(overlay.data, path) ? overlay.file : base.file);
  const { value, errors: schemaErrors } = validate(siteConfigSchema, { ...merged, fileOf });
  errors.push(...schemaErrors);
  // Checked on the merged data, so a published secret is reported even beside other errors.
  for (const { path, error } of keyProblems(merged.data)) errors.push(at({ file: fileOf(path), ...merged.locate(path) }, error));
  if (errors.length > 0 || !value) return { errors, files };
  return { config: deepFreeze(value), errors: [], files, locate: (path) => ({ file: fileOf(path), ...merged.locate(path) }) };
}

/** Merge plain objects recursively; arrays and scalars in `over` replace those in `base`. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value);
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasPath(data: unknown, path: readonly PropertyKey[]): boolean {
  let node = data;
  for (const segment of path) {
    if (!isPlainObject(node) && !Array.isArray(node)) return false;
    if (!(String(segment) in (node as object))) return false;
    node = (node as Record<string, unknown>)[String(segment)];
  }
  return true;
}

function deepFreeze<T>(value: T): Readonly<T> {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
