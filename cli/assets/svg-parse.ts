/**
 * Parse an SVG as a browser does, as strict, namespace-aware XML (saxes), keeping where each
 * element, attribute and stylesheet starts in the source text. The SVG checks (svg-check.ts) and
 * the social-card renderer (social.ts, which rewrites `<image>` hrefs in place) both read this.
 * Entity and character references are decoded by the parser, so `&#106;avascript:` reaches the
 * checks as `javascript:`; names keep their namespace, so `<svg:script>` is a `script`.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

/** One attribute of an element, with where its name and its raw (quoted) value are. */
export interface SvgAttribute {
  /** The name as written (`xlink:href`). */
  name: string;
  local: string;
  uri: string;
  /** The value, references decoded. */
  value: string;
  /** Offset of the name in the text. */
  offset: number;
  /** Offsets of the raw value between its quotes. */
  valueStart: number;
  valueEnd: number;
}

/** One element: its local name, namespace, where its start tag is, and its attributes. */
export interface SvgElement {
  local: string;
  uri: string;
  /** Offset of its `<`. */
  offset: number;
  attributes: SvgAttribute[];
}

/** Something in the document that is not an element: a DOCTYPE, a processing instruction, a stylesheet's text. */
export interface SvgNode {
  kind: 'doctype' | 'instruction' | 'style' | 'encoding';
  /** The doctype's contents, the instruction's target, the stylesheet's text, or the declared encoding. */
  text: string;
  offset: number;
}

/** A parsed SVG; `error` when it is not well-formed XML (then nothing after it was read). */
export interface ParsedSvg {
  elements: SvgElement[];
  nodes: SvgNode[];
  error?: { reason: string; offset: number };
}

/** An attribute of a well-formed start tag; the leading space keeps the scan linear (it never starts inside a name). */
const ATTRIBUTE = /\s([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Where each attribute of a well-formed start tag `raw` (starting at `offset`) is. */
function attributeSpans(raw: string, offset: number): Map<string, { offset: number; valueStart: number; valueEnd: number }> {
  const spans = new Map<string, { offset: number; valueStart: number; valueEnd: number }>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const start = offset + match.index + 1;
    const value = match[2] ?? match[3] ?? '';
    const valueEnd = start + match[0].length - 2;
    spans.set(match[1]!, { offset: start, valueStart: valueEnd - value.length, valueEnd });
  }
  return spans;
}

/** Parse `text` as XML with namespaces; every element, DOCTYPE, instruction and stylesheet, with offsets. */
export function parseSvg(text: string): ParsedSvg {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const parsed: ParsedSvg = { elements: [], nodes: [] };
  const open: SvgElement[] = [];
  let tagStart = 0;
  parser.on('opentagstart', () => {
    tagStart = Math.max(0, text.lastIndexOf('<', parser.position - 2));
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const spans = attributeSpans(text.slice(tagStart, parser.position), tagStart);
    const attributes = Object.values(tag.attributes).map((a) => {
      const span = spans.get(a.name) ?? { offset: tagStart, valueStart: tagStart, valueEnd: tagStart };
      return { name: a.name, local: a.local, uri: a.uri, value: a.value, ...span };
    });
    const element = { local: tag.local, uri: tag.uri, offset: tagStart, attributes };
    parsed.elements.push(element);
    if (!tag.isSelfClosing) open.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  const styleText = (chunk: string) => {
    const parent = open.at(-1);
    if (parent?.local.toLowerCase() === 'style') parsed.nodes.push({ kind: 'style', text: chunk, offset: parent.offset });
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('doctype', (doctype) => {
    parsed.nodes.push({ kind: 'doctype', text: doctype, offset: Math.max(0, text.lastIndexOf('<!DOCTYPE', parser.position)) });
  });
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined) parsed.nodes.push({ kind: 'encoding', text: encoding, offset: 0 });
  });
  parser.on('processinginstruction', ({ target }) => {
    parsed.nodes.push({ kind: 'instruction', text: target, offset: Math.max(0, text.lastIndexOf('<?', parser.position)) });
  });
  parser.on('error', (error) => {
    parsed.error ??= { reason: error.message.replace(/^(\d+:\d+: )/, ''), offset: Math.min(parser.position, text.length) };
  });
  parser.write(text).close();
  return parsed;
}

/** 1-based line and column of an offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
