/**
 * Validate positioned YAML against a zod schema, turning every zod issue into a catalogue
 * error at the exact key or value that caused it.
 */
import type * as z from 'zod';
import { at, catalogue, describe, suggest, type ContentErrorData } from './errors.ts';
import type { YamlSource } from './frontmatter.ts';
import { recordsShape } from './schema.ts';
import { retiredFields } from './schema/site-config.ts';

/** Front-matter keys that hold records for directives: the hint lists them apart from the fields. */
const recordKeys = new Set(Object.keys(recordsShape));

/** Result of validating one YAML source. */
export interface Validated<T> {
  value?: T;
  errors: ContentErrorData[];
}

/** Validate `source.data` with `schema`; all problems are reported, each with its location. */
export function validate<T>(schema: z.ZodType<T>, source: YamlSource, prefix: readonly PropertyKey[] = []): Validated<T> {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return { value: result.data, errors: [] };
  const errors: ContentErrorData[] = [];
  for (const issue of result.error.issues) errors.push(...issueToErrors(issue, source, schema, prefix));
  // zod reports in the schema's order; a writer reads the file top to bottom.
  errors.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { errors };
}

/** Dotted field name for messages: plays[1].title */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, segment) => (typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${String(segment)}` : String(segment)),
    '',
  );
}

function issueToErrors(issue: z.core.$ZodIssue, source: YamlSource, schema: z.ZodType, prefix: readonly PropertyKey[]): ContentErrorData[] {
  const path = issue.path;
  const field = fieldName([...prefix, ...path]) || 'this file';
  const input = (issue as { input?: unknown }).input;
  const location = (part: 'key' | 'value' = 'value', p: readonly PropertyKey[] = path) => ({
    file: source.fileOf?.(p) ?? source.file,
    ...source.locate(p, part),
  });
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = allowedKeys(schema, path);
      const fields = allowed.filter((key) => !recordKeys.has(key));
      const records = allowed.filter((key) => recordKeys.has(key));
      return issue.keys.map((key) => {
        const name = fieldName([...prefix, ...path, key]);
        const retired = retiredFields[name];
        return at(
          location('key', [...path, key]),
          retired ? catalogue.fieldRetired(name, retired) : catalogue.fieldUnknown(name, fields, suggest(key, allowed), records),
        );
      });
    }
    case 'invalid_type':
      if (input === undefined)
        return [at(location('key', path.slice(0, -1)), catalogue.fieldMissing(field, expectedOf(schema, path, issue.expected)))];
      return [at(location(), catalogue.fieldType(field, article(issue.expected), input))];
    case 'invalid_value': {
      const options = issue.values.map(String);
      const suggestion = typeof input === 'string' && input.trim() ? suggest(input, options) : undefined;
      return [at(location(), catalogue.fieldNotOneOf(field, input, issue.values, suggestion))];
    }
    case 'too_small':
    case 'too_big':
      if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
        return [at(location(), emptyField(field, schema, path, prefix))];
      return [at(location(), sizeError(issue, field, input))];
    case 'invalid_format':
      if (typeof input === 'string' && input.trim() === '') return [at(location(), emptyField(field, schema, path, prefix))];
      if (issue.format === 'date') return [at(location(), catalogue.dateInvalid(field, input))];
      return [at(location(), catalogue.fieldInvalid(field, `${issue.message}, found ${describe(input)}`, formatHint(issue.message)))];
    default:
      return [at(location(), catalogue.fieldInvalid(field, issue.message, `docs/writing.md describes ${field} and the values it takes.`))];
  }
}

/** A list, text or number outside its bounds: what was found, and how to bring it within them. */
function sizeError(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, field: string, input: unknown) {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : (issue as z.core.$ZodIssueTooBig).maximum);
  const least = small ? 'at least' : 'at most';
  if (issue.origin === 'array') {
    const found = (input as unknown[] | undefined)?.length ?? 0;
    const items = `${bound} item${bound === 1 ? '' : 's'}`;
    return small
      ? catalogue.fieldInvalid(
          field,
          `needs at least ${items}, found ${found}`,
          `List at least ${items} under ${field}:, one per line starting with "- ".`,
        )
      : catalogue.fieldInvalid(field, `allows at most ${items}, found ${found}`, `Keep at most ${items} in ${field} and remove the rest.`);
  }
  if (issue.origin === 'string') {
    const found = typeof input === 'string' ? input.length : 0;
    return catalogue.fieldInvalid(
      field,
      `must be ${least} ${bound} characters, found ${found}`,
      small ? `Write at least ${bound} characters.` : `Shorten it to ${bound} characters or fewer.`,
    );
  }
  return catalogue.fieldInvalid(field, `must be ${least} ${bound}, found ${describe(input)}`, `Write a number ${least} ${bound}.`);
}

/** What to write for a value the schema's pattern refused, by the pattern's message (schema/fields.ts). */
function formatHint(message: string): string {
  if (message.startsWith('must be /route')) return 'Links go to /route, #anchor, links.<name> (site.yaml) or an https:// address.';
  if (message.includes('https://')) return 'Write the whole address, starting https://, e.g. https://example.com/page.';
  if (message.includes('e-mail')) return 'Write one address such as name@example.com, with no spaces.';
  if (message.includes('start with "/"')) return 'Write the route from the site root, e.g. /data-strategy.';
  if (message.includes('lowercase id')) return 'Use lowercase letters, digits and dashes only, e.g. step-one.';
  return 'docs/writing.md describes each field and the values it takes.';
}

function article(expected: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'a boolean (true or false)',
    array: 'a list',
    object: 'a block of fields',
  };
  return names[expected] ?? expected;
}

type SchemaDef = { type?: string; shape?: Record<string, unknown>; element?: unknown; format?: string };

/** The schema nodes from the root to `path`, as written (optional wrappers kept); shorter when the path leaves the schema. */
function nodesAlong(schema: z.ZodType, path: readonly PropertyKey[]): unknown[] {
  const nodes: unknown[] = [schema];
  for (const segment of path) {
    const def = (unwrap(nodes.at(-1)) as { def?: SchemaDef }).def;
    const next =
      def?.type === 'object' && typeof segment === 'string' ? def.shape?.[segment] : def?.type === 'array' ? def.element : undefined;
    if (next === undefined) break;
    nodes.push(next);
  }
  return nodes;
}

/** Keys a strict object accepts at `path`, for "did you mean" hints. */
function allowedKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const nodes = nodesAlong(schema, path);
  const def = nodes.length === path.length + 1 ? (unwrap(nodes.at(-1)) as { def?: SchemaDef }).def : undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** What a missing field wants, in words ("text", "a day written YYYY-MM-DD"). */
function expectedOf(schema: z.ZodType, path: readonly PropertyKey[], expected: string): string {
  const nodes = nodesAlong(schema, path);
  const def = nodes.length === path.length + 1 ? (unwrap(nodes.at(-1)) as { def?: SchemaDef }).def : undefined;
  return def?.format === 'date' ? 'a day written YYYY-MM-DD' : article(expected);
}

/** An empty value: its hint offers leaving out the field, or the block holding it, only when that one is optional. */
function emptyField(field: string, schema: z.ZodType, path: readonly PropertyKey[], prefix: readonly PropertyKey[]) {
  const nodes = nodesAlong(schema, path);
  for (let depth = nodes.length - 1; depth > 0; depth--) {
    const type = (nodes[depth] as { def?: SchemaDef }).def?.type;
    if (type !== 'optional' && type !== 'default') continue;
    const leaveOut = depth === path.length ? 'the field' : `the ${fieldName([...prefix, ...path.slice(0, depth)])} block`;
    return catalogue.fieldEmpty(field, leaveOut);
  }
  return catalogue.fieldEmpty(field);
}

function unwrap(node: unknown): unknown {
  let current = node as { def?: { type?: string; innerType?: unknown; in?: unknown } };
  while (current?.def && ['optional', 'default', 'nullable', 'pipe', 'readonly', 'prefault'].includes(current.def.type ?? '')) {
    current = (current.def.innerType ?? current.def.in) as typeof current;
  }
  return current;
}
