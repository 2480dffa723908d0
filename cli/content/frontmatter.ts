/**
 * Read YAML (a whole file or a Markdown file's front matter) keeping source positions,
 * so a validation error can name the exact line and column of the offending key or value.
 */
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import { parseFlatYaml } from './flat-yaml.ts';
import { splitFrontMatter } from './split-front-matter.ts';
import { errorOffset, firstAliasOffset } from './yaml-errors.ts';
import { noYamlCache, type YamlCache } from '../cache/yaml-cache.ts';

/** A parsed YAML block that can tell where a path's key or value is in its file. */
export interface YamlSource {
  file: string;
  data: unknown;
  /** The file a path's value came from, when the data merges several files (config overlay). */
  fileOf?(path: readonly PropertyKey[]): string;
  /** Position of the value at `path` (or of its key, or of the nearest existing parent). */
  locate(path: readonly PropertyKey[], part?: 'key' | 'value'): { line: number; column: number };
}

/** A Markdown file split into positioned front matter and body. */
export interface MarkdownSource {
  file: string;
  frontMatter: YamlSource;
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
}

/** Parse a YAML text that starts at `firstLine` of `file`. Syntax errors come back as content errors. */
export function parseYaml(
  text: string,
  file: string,
  firstLine = 1,
  cache: YamlCache = noYamlCache,
): { source?: YamlSource; errors: ContentErrorData[] } {
  // Flat front matter (an article's card) needs no positioned document unless an error does, and
  // no cache either: reading it costs less than hashing it for the cache and storing its value.
  const flat = parseFlatYaml(text);
  if (flat) return { source: { file, data: flat, locate: locateLater(text, firstLine) }, errors: [] };
  const cached = cache.get(text);
  if (cached !== undefined) return { source: { file, data: cached, locate: locateLater(text, firstLine) }, errors: [] };
  const { doc, position } = positioned(text, firstLine);
  if (doc.errors.length > 0) {
    return {
      errors: doc.errors.map((e) => at({ file, ...position(errorOffset(text, e)) }, catalogue.yamlSyntax(firstSentence(e.message)))),
    };
  }
  const data = toData(doc);
  if (data === ALIAS_BOMB) return { errors: [at({ file, ...position(firstAliasOffset(doc)) }, catalogue.yamlAliasBomb(MAX_ALIAS_COUNT))] };
  cache.set(text, data);
  return { source: { file, data, locate: (path, part = 'value') => position(offsetOf(doc, path, part)) }, errors: [] };
}

/** How many nodes aliases may copy into one YAML text before it is refused (the `yaml` library's count). */
const MAX_ALIAS_COUNT = 100;
const ALIAS_BOMB = Symbol('alias bomb');

/** The document's data, or ALIAS_BOMB when its aliases expand past MAX_ALIAS_COUNT (a "billion laughs" text). */
function toData(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
  } catch (error) {
    if (error instanceof ReferenceError && /alias count/i.test(error.message)) return ALIAS_BOMB;
    throw error;
  }
}

/** A locate() that parses the positioned document on first use: positions are only needed to report an error. */
function locateLater(text: string, firstLine: number): YamlSource['locate'] {
  let located: ReturnType<typeof positioned> | undefined;
  return (path, part = 'value') => {
    located ??= positioned(text, firstLine);
    return located.position(offsetOf(located.doc, path, part));
  };
}

/** The YAML document of a text with a translator from offsets to file positions. */
function positioned(text: string, firstLine: number): { doc: Document; position: (offset: number) => { line: number; column: number } } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  return { doc, position };
}

/** Split a Markdown file (gray-matter's way) and parse its front matter with positions. */
export function parseMarkdownFile(
  text: string,
  file: string,
  cache: YamlCache = noYamlCache,
): { source?: MarkdownSource; errors: ContentErrorData[] } {
  const parsed = splitFrontMatter(text);
  const hasFrontMatter = text.replace(/^\uFEFF/, '').startsWith('---');
  const matterText = hasFrontMatter ? parsed.matter : '';
  const matterStart = hasFrontMatter ? text.indexOf(matterText, text.indexOf('---') + 3) : 0;
  const firstLine = lineAt(text, matterStart);
  const { source, errors } = parseYaml(matterText, file, firstLine, cache);
  if (!source) return { errors };
  const bodyOffset = text.length - parsed.body.length;
  return { source: { file, frontMatter: source, body: parsed.body, bodyLine: lineAt(text, bodyOffset) }, errors: [] };
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function firstSentence(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Offset in the text of the node at `path`; falls back to the deepest existing ancestor. */
function offsetOf(doc: Document, path: readonly PropertyKey[], part: 'key' | 'value'): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return offset;
      const keyStart = rangeStart(pair.key);
      node = pair.value;
      offset = (part === 'key' && segment === path[path.length - 1] ? keyStart : (rangeStart(node) ?? keyStart)) ?? offset;
    } else if (node && typeof node === 'object' && 'items' in node && Array.isArray((node as { items: unknown[] }).items)) {
      const item = (node as { items: unknown[] }).items[Number(segment)];
      if (item === undefined) return offset;
      node = item;
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range ? range[0] : undefined;
}
