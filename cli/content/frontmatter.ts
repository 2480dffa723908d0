/**
 * Read YAML (a whole file, or a Markdown file's front matter split by gray-matter) with the
 * `yaml` package, keeping source positions, so a validation error can name the exact line and
 * column of the offending key or value.
 */
import matter from 'gray-matter';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import { parseFlatYaml } from './flat-yaml.ts';
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

/**
 * Split a Markdown file with gray-matter, whose YAML engine is parseYaml: the block's data, or its
 * errors at their file positions. gray-matter keeps the line break after the opening `---` in
 * the block, so the block's lines are the file's lines. Options are always passed, so gray-matter
 * keeps no cache of texts (an edited file in site dev is read again).
 */
export function parseMarkdownFile(
  text: string,
  file: string,
  cache: YamlCache = noYamlCache,
): { source?: MarkdownSource; errors: ContentErrorData[] } {
  let parsed: ReturnType<typeof parseYaml> | undefined;
  const engine = {
    parse: (block: string) => {
      // With CRLF line ends the block ends in the `\r` before the closing `---`: not part of its last value.
      parsed = parseYaml(block.endsWith('\r') ? block.slice(0, -1) : block, file, 1, cache);
      return parsed.source?.data ?? {};
    },
    stringify: () => '',
  };
  const split = matter(text, { engines: enginesFor(text, engine) });
  if (parsed && !parsed.source) return { errors: parsed.errors };
  // An empty or comment-only block is not given to the engine: no data, located at its start.
  const frontMatter = parsed?.source ?? { file, data: split.data, locate: () => ({ line: 1, column: 1 }) };
  const body = split.content;
  return { source: { file, frontMatter, body, bodyLine: lineAt(text, text.length - body.length) }, errors: [] };
}

type Engine = { parse: (block: string) => object; stringify: () => string };

/**
 * The YAML engine under every name gray-matter could pick: yaml, and the language written after
 * the opening delimiter (`---json`, `---js`: still read as YAML, never evaluated as JavaScript).
 */
function enginesFor(text: string, engine: Engine): Record<string, Engine> {
  const str = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const language = str.startsWith('---') ? matter.language(str.slice(3)).name : '';
  return language ? { yaml: engine, [language]: engine } : { yaml: engine };
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
