/**
 * mdast → hast for the trees the pipeline meets every day: the handlers of mdast-util-to-hast 13
 * (what remark-rehype runs) for paragraphs, headings, emphasis, code, quotes, lists, tables,
 * links, images, breaks and our directives, with the same nodes, properties in the same order
 * and the same line-ending text nodes, but no positions. Anything else (references,
 * definitions, footnotes, raw HTML, a node carrying its own hName, hProperties or hChildren)
 * declines, and the pipeline runs remark-rehype as before.
 *
 * Why our own: the library first walks the whole tree with unist-util-visit to collect link
 * definitions, then converts it with position bookkeeping the pipeline deletes again; that
 * cost a tenth of a cold render worker (profile of 1,000 articles). How it is kept equal:
 * tests/unit/markdown/to-hast.test.ts converts every document of the site, the fixtures, the
 * bench articles and the CommonMark, GFM and micromark suites both ways and compares them byte
 * for byte (JSON, so key order counts: it becomes attribute order). When mdast-util-to-hast is
 * upgraded, run that test; a handler that changed is changed here the same way, or declined.
 */
import type { Element, ElementContent, Root as HastRoot, Properties } from 'hast';
import type { Nodes, Parent, Root, Table, TableRow } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { trimLines } from 'trim-lines';
import { element, text, wrap } from './hast-builders.ts';
import { list, listItem } from './to-hast-lists.ts';

/** Thrown (and caught below) when the tree holds a node this converter leaves to the library. */
const DECLINE = Symbol('decline');

/** The hast of `tree`, or undefined when it holds anything but the everyday nodes. */
export function fastToHast(tree: Root): HastRoot | undefined {
  try {
    return { type: 'root', children: wrap(all(tree), false) };
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}

type Result = ElementContent | ElementContent[];

function one(node: Nodes, parent: Parent | undefined): Result {
  if ('data' in node && node.data && !isDirective(node) && hasHastData(node.data)) throw DECLINE;
  switch (node.type) {
    case 'paragraph':
      return element('p', all(node));
    case 'heading':
      return element(`h${node.depth}`, all(node));
    case 'text':
      return text(lineTrimmed(String(node.value)));
    case 'emphasis':
      return element('em', all(node));
    case 'strong':
      return element('strong', all(node));
    case 'delete':
      return element('del', all(node));
    case 'inlineCode':
      return element('code', [text(node.value.replace(/\r?\n|\r/g, ' '))]);
    case 'code':
      return code(node);
    case 'blockquote':
      return element('blockquote', wrap(all(node), true));
    case 'list':
      return list(node, all(node));
    case 'listItem':
      return listItem(node, parent, all(node));
    case 'table':
      return table(node);
    case 'thematicBreak':
      return element('hr', []);
    case 'break':
      return [element('br', []), text('\n')];
    case 'link': {
      const properties: Properties = { href: normalizeUri(node.url) };
      if (node.title !== null && node.title !== undefined) properties.title = node.title;
      return element('a', all(node), properties);
    }
    case 'image': {
      const properties: Properties = { src: normalizeUri(node.url) };
      if (node.alt !== null && node.alt !== undefined) properties.alt = node.alt;
      if (node.title !== null && node.title !== undefined) properties.title = node.title;
      return element('img', [], properties);
    }
    default:
      return directive(node);
  }
}

/** The children of `parent`; a text (or an element's first text) after a hard break loses its leading spaces and tabs. */
function all(parent: Parent): ElementContent[] {
  const values: ElementContent[] = [];
  const nodes = parent.children as Nodes[];
  for (let index = 0; index < nodes.length; index++) {
    const result = one(nodes[index]!, parent);
    if (index && nodes[index - 1]!.type === 'break') {
      if (!Array.isArray(result) && result.type === 'text') result.value = trimSpaceStart(result.value);
      if (!Array.isArray(result) && result.type === 'element') {
        const head = result.children[0];
        if (head && head.type === 'text') head.value = trimSpaceStart(head.value);
      }
    }
    if (Array.isArray(result)) values.push(...result);
    else values.push(result);
  }
  return values;
}

/** trimLines, which leaves a text without a line break as it is. */
function lineTrimmed(value: string): string {
  return value.includes('\n') || value.includes('\r') ? trimLines(value) : value;
}

function trimSpaceStart(value: string): string {
  let index = 0;
  while (value.charCodeAt(index) === 9 || value.charCodeAt(index) === 32) index++;
  return value.slice(index);
}

function code(node: Extract<Nodes, { type: 'code' }>): Element {
  const properties: Properties = {};
  const language = node.lang ? node.lang.split(/\s+/) : [];
  if (language.length > 0) properties.className = [`language-${language[0]}`];
  const inner = element('code', [text(node.value ? `${node.value}\n` : '')], properties);
  if (node.meta) inner.data = { meta: node.meta } as Element['data'];
  return element('pre', [inner]);
}

function table(node: Table): Element {
  const rows = node.children.map((row, index) => tableRow(row, index, node));
  const content: Element[] = [];
  const head = rows.shift();
  if (head) content.push(element('thead', wrap([head], true)));
  if (rows.length > 0) content.push(element('tbody', wrap(rows, true)));
  return element('table', wrap(content, true));
}

function tableRow(node: TableRow, rowIndex: number, parent: Table): Element {
  if (node.data && hasHastData(node.data)) throw DECLINE;
  const tagName = rowIndex === 0 ? 'th' : 'td';
  const align = parent.align;
  const length = align ? align.length : node.children.length;
  const cells: ElementContent[] = [];
  for (let index = 0; index < length; index++) {
    const cell = node.children[index];
    const properties: Properties = {};
    const alignValue = align ? align[index] : undefined;
    if (alignValue) properties.align = alignValue;
    if (cell?.data && hasHastData(cell.data)) throw DECLINE;
    cells.push(element(tagName, cell ? all(cell) : [], properties));
  }
  return element('tr', wrap(cells, true));
}

/** A directive the checks gave its element (data.hName and hProperties); anything else declines. */
function directive(node: Nodes): Element {
  if (!isDirective(node)) throw DECLINE;
  const data = node.data as { hName?: unknown; hProperties?: Properties; hChildren?: unknown } | undefined;
  if (typeof data?.hName !== 'string' || data.hChildren !== undefined) throw DECLINE;
  const result = element(data.hName, all(node as Parent));
  if (data.hProperties) Object.assign(result.properties, structuredClone(data.hProperties));
  return result;
}

function isDirective(node: Nodes): boolean {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}

function hasHastData(data: object): boolean {
  return 'hName' in data || 'hProperties' in data || 'hChildren' in data;
}
