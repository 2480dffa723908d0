/**
 * An SVG under content/assets is published on the site's origin and drawn by the social-card
 * renderer, so it may hold only drawing. Before either, it is parsed as strict XML (svg-parse.ts)
 * and refused, at the file:line:column of the offending element, attribute or stylesheet, when it
 * has: a script or an element that embeds other content (<script>, <foreignObject>, <iframe>, any
 * XHTML element, …); an event attribute (on…); a javascript:, vbscript: or non-image data: URL;
 * a reference to anything outside the file (href to a URL, an absolute path, //host, a <use> of
 * another file, CSS url() or @import of one; only an <image> may name a file, relative and inside
 * the content root); xml:base; an animation of href or of an event attribute; a DOCTYPE with
 * declarations (entities, default attributes); a processing instruction (xml-stylesheet).
 * Refusing with a clear error is preferred to cleaning silently: the writer sees what was wrong.
 */
import { dirname, resolve } from 'node:path';
import { isWithin } from '../files/real-paths.ts';
import { catalogue } from '../content/catalogue.ts';
import { at, type ContentErrorData } from '../content/errors.ts';
import { lineColumn, parseSvg, type SvgAttribute, type SvgElement } from './svg-parse.ts';

/** Elements that run script or embed other documents, by lower-case local name, in any namespace. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'frame',
  'frameset',
  'applet',
  'base',
  'meta',
  'link',
  'portal',
]);
/** Problems reported per SVG. */
const MAX_REPORTED = 20;
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** The data: URLs an image may carry (formats resvg and every browser decode as pixels, never as a document). */
export const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)(;base64)?,/i;

/** Whether a data: image URL starts at `index` of `text`. */
function isDataImageAt(text: string, index: number): boolean {
  const sticky = new RegExp(DATA_IMAGE.source.slice(1), 'iy');
  sticky.lastIndex = index;
  return sticky.test(text);
}

/** What an href is: a #fragment of this file, an embedded image, a relative file path, or anything else. */
export type HrefKind = 'fragment' | 'data-image' | 'path' | 'other';

/** A URL as a browser's URL parser reads it: outer C0 controls and spaces trimmed, tabs and newlines dropped. */
function normalizeUrl(value: string): string {
  // A loop, not /[\0- ]+$/: that regex takes quadratic time on a long run of spaces inside a value.
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

/** Classify an href value (see HrefKind). */
export function hrefKind(value: string): HrefKind {
  const url = normalizeUrl(value);
  if (url === '' || url.startsWith('#')) return 'fragment';
  if (DATA_IMAGE.test(url)) return 'data-image';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.includes('\\')) return 'other';
  return 'path';
}

/** The file a relative image path names, resolved from the SVG's folder (query and fragment dropped); undefined if it cannot be decoded. */
export function imagePath(svgFile: string, value: string): string | undefined {
  try {
    return resolve(dirname(svgFile), decodeURIComponent(normalizeUrl(value).replace(/[?#].*$/, '')));
  } catch {
    return undefined;
  }
}

const short = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}…` : value);

/** CSS with comments removed and escapes decoded (`u\72l(` is `url(`), lower-cased. */
function plainCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

/** What is wrong with a stylesheet or an attribute value read as CSS, if anything. */
function cssProblem(css: string): string | undefined {
  const plain = plainCss(css);
  for (const word of ['@import', 'expression(', '-moz-binding', 'behavior:', 'image-set(']) {
    if (plain.includes(word)) return `has CSS with ${word}`;
  }
  if (/(^|[^\w-])src\(/.test(plain)) return 'has CSS with src()';
  // Only the start of each url( is read: a #fragment or a data: image, anything else refers outside.
  for (const match of plain.matchAll(/url\(\s*["']?/g)) {
    const start = match.index + match[0].length;
    if (plain[start] === '#' || isDataImageAt(plain, start)) continue;
    return `refers to url(${short(plain.slice(start, start + 80).replace(/["')].*$/s, ''))}) outside the file`;
  }
  return undefined;
}

/** What is wrong with one attribute of an element, if anything. */
function attributeProblem(element: SvgElement, attribute: SvgAttribute, where: { file: string; contentDir: string }): string | undefined {
  const { name, local, uri, value } = attribute;
  if (uri === XMLNS_NS || name === 'xmlns') return undefined;
  if (local.toLowerCase().startsWith('on')) return `has the event attribute ${name}`;
  if (uri === XML_NS && local === 'base') return 'sets xml:base';
  const plain = normalizeUrl(value).replace(/\s/g, '').toLowerCase();
  if (/javascript:|vbscript:/.test(plain) || [...plain.matchAll(/data:/g)].some((m) => !isDataImageAt(plain, m.index)))
    return `has ${name}="${short(value)}": a javascript:, vbscript: or non-image data: URL`;
  if (ANIMATIONS.has(element.local.toLowerCase()) && local === 'attributeName') {
    const animated = value.trim().replace(/^.*:/, '').toLowerCase();
    if (animated === 'href' || animated.startsWith('on')) return `animates the attribute ${value.trim()}`;
  }
  if (local.toLowerCase() === 'href' || local.toLowerCase() === 'src') {
    const problem = hrefProblem(element, value, where);
    if (problem) return problem;
  }
  return cssProblem(value);
}

/** What is wrong with an href: anything but a #fragment, and for an image a data: image or a relative path inside the content root. */
function hrefProblem(element: SvgElement, value: string, { file, contentDir }: { file: string; contentDir: string }): string | undefined {
  const kind = hrefKind(value);
  if (kind === 'fragment') return undefined;
  const image = element.uri !== XHTML_NS && ['image', 'feimage'].includes(element.local.toLowerCase());
  if (image && kind === 'data-image') return undefined;
  if (image && kind === 'path') {
    const target = imagePath(file, value);
    return target && isWithin(target, resolve(contentDir)) ? undefined : `refers to "${short(value)}", outside the content root`;
  }
  return `refers to "${short(value)}" outside the file`;
}

/** What is wrong with an element itself, if anything. */
function elementProblem(element: SvgElement): string | undefined {
  if (FORBIDDEN_ELEMENTS.has(element.local.toLowerCase())) return `has a <${element.local}> element`;
  if (element.uri === XHTML_NS) return `has the HTML element <${element.local}>`;
  return undefined;
}

/** Every problem of the SVG `text` of `file`, each at its line and column. */
export function svgProblems(text: string, file: string, contentDir: string): ContentErrorData[] {
  const parsed = parseSvg(text);
  const place = (offset: number) => ({ file, ...lineColumn(text, offset) });
  if (parsed.error) return [at(place(parsed.error.offset), catalogue.svgNotXml(parsed.error.reason))];
  const found: { offset: number; what: string }[] = [];
  for (const node of parsed.nodes) {
    if (node.kind === 'doctype' && node.text.includes('['))
      found.push({ offset: node.offset, what: 'declares entities or attributes in its DOCTYPE' });
    // The file is read as UTF-8; a browser honours the declaration, and another encoding could hide markup from the checks.
    if (node.kind === 'encoding' && !/^utf-?8$/i.test(node.text))
      found.push({ offset: node.offset, what: `declares the encoding ${node.text} (only UTF-8 is checked)` });
    if (node.kind === 'instruction') found.push({ offset: node.offset, what: `has the processing instruction <?${node.text}?>` });
    const css = node.kind === 'style' ? cssProblem(node.text) : undefined;
    if (css) found.push({ offset: node.offset, what: css });
  }
  for (const element of parsed.elements) {
    const problem = elementProblem(element);
    if (problem) found.push({ offset: element.offset, what: problem });
    for (const attribute of element.attributes) {
      const what = attributeProblem(element, attribute, { file, contentDir });
      if (what) found.push({ offset: attribute.offset, what });
    }
  }
  // The first few say what to fix; each costs a walk through the text to its line.
  return found
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_REPORTED)
    .map(({ offset, what }) => at(place(offset), catalogue.svgUnsafe(what)));
}
