/**
 * The plain part of a page body written as HTML directly: paragraphs, headings, lists, quotes,
 * links, emphasis and inline code, the bulk of an article, without making a React element for
 * each of their nodes and having React walk them (a third of the time React spent on a page).
 * The bytes are the ones React writes for the same nodes through markdownComponents (Anchor,
 * ListItem, Code there), proven on every page of the site, the fixtures and the micromark test
 * inputs (tests/unit/templates/body-html.test.tsx). Anything else (tables, code blocks, images,
 * directives, any property not listed here) is left to React: `plain` says no.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { CODE_NAME_CLASS, isCodeName, LINK_ITEM_CLASS } from './components.tsx';
import { escapeHtml } from '../html-escape.ts';

/** Elements written here, with the properties each may carry (anything more goes to React). */
const PLAIN: Record<string, readonly string[]> = {
  p: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  em: [],
  strong: [],
  del: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'title'],
  code: [],
  br: [],
  hr: [],
};

/** Elements React writes without a closing tag. */
const VOID = new Set(['br', 'hr']);

/**
 * Whether `node` and everything in it can be written here. Text must be non-empty and never
 * beside other text (React separates adjacent texts with a comment); every property a string.
 */
export function plain(node: ElementContent): boolean {
  if (node.type === 'text') return node.value !== '';
  if (node.type !== 'element') return false;
  if (node.tagName === 'table') return plainTable(node);
  const allowed = PLAIN[node.tagName];
  if (!allowed) return false;
  // React leaves out an empty href; Anchor would write it.
  if (node.tagName === 'a' && !node.properties?.href) return false;
  for (const [key, value] of Object.entries(node.properties ?? {}))
    if (value !== undefined && (!allowed.includes(key) || typeof value !== 'string')) return false;
  return plainChildren(node.children);
}

/** Children that are all plain, no text beside another text. */
function plainChildren(children: readonly ElementContent[]): boolean {
  for (let i = 0; i < children.length; i++) {
    if (!plain(children[i]!)) return false;
    if (i > 0 && children[i]!.type === 'text' && children[i - 1]!.type === 'text') return false;
  }
  return true;
}

/**
 * A table as annotateTables leaves it (table-shape.ts: a caption and a shape), its sections, rows
 * and cells holding nothing but whitespace between them (which rehype-react drops there), each
 * cell's only properties its alignment and column name, its content plain.
 */
function plainTable(table: Element): boolean {
  const { dataCaption, dataShape, ...rest } = table.properties;
  if (typeof dataCaption !== 'string' || dataCaption === '' || (dataShape !== 'table' && dataShape !== 'stack') || defined(rest))
    return false;
  // Sections and rows carry no properties: the writer gives them none.
  for (const section of tableParts(table, SECTIONS) ?? [undefined]) {
    if (!section || defined(section.properties)) return false;
    for (const row of tableParts(section, ROWS) ?? [undefined]) {
      if (!row || defined(row.properties)) return false;
      for (const cell of tableParts(row, CELLS) ?? [undefined]) if (!cell || !plainCell(cell)) return false;
    }
  }
  return true;
}

/** A cell whose only properties are its alignment and column name, its content plain. */
function plainCell(cell: Element): boolean {
  const { align, dataLabel, ...other } = cell.properties;
  if (defined(other) || (dataLabel !== undefined && typeof dataLabel !== 'string')) return false;
  if (align !== undefined && align !== 'left' && align !== 'right' && align !== 'center') return false;
  return plainChildren(cell.children);
}

const defined = (properties: Properties) => Object.values(properties).some((value) => value !== undefined);

const SECTIONS = ['thead', 'tbody'];
const ROWS = ['tr'];
const CELLS = ['th', 'td'];

/** The element children of a table part, each one of `tags`, any text between them whitespace; undefined when it holds anything else. */
function tableParts(parent: Element, tags: readonly string[]): Element[] | undefined {
  const parts: Element[] = [];
  for (const child of parent.children) {
    if (child.type === 'text' && WHITESPACE.test(child.value)) continue;
    if (child.type !== 'element' || !tags.includes(child.tagName)) return undefined;
    parts.push(child);
  }
  return parts;
}
const WHITESPACE = /^[ \t\n\f\r]*$/;

/** Write plain nodes (see `plain`) as React would; `href` resolves a link as Anchor does. */
export function plainHtml(nodes: readonly ElementContent[], href: (url: string) => string): string {
  let html = '';
  for (const node of nodes) html += node.type === 'text' ? escapeHtml(node.value) : element(node as Element, href);
  return html;
}

function element(node: Element, href: (url: string) => string): string {
  const { tagName: tag, properties = {}, children } = node;
  if (tag === 'table') return table(node, href);
  let attributes = '';
  if (tag === 'a') {
    // Anchor: the resolved href first, then the rest.
    attributes += ` href="${escapeHtml(href(String(properties.href ?? '')))}"`;
    if (typeof properties.title === 'string') attributes += ` title="${escapeHtml(properties.title)}"`;
  } else if (tag === 'li' && onlyLink(children))
    attributes += ` class="${LINK_ITEM_CLASS}"`; // ListItem
  else if (tag === 'code' && isName(children))
    attributes += ` class="${CODE_NAME_CLASS}"`; // Code
  else if (typeof properties.id === 'string') attributes += ` id="${escapeHtml(properties.id)}"`;
  if (VOID.has(tag)) return `<${tag}${attributes}/>`;
  return `<${tag}${attributes}>${plainHtml(children, href)}</${tag}>`;
}

/** A table as the Table component writes it in its scroll region, whitespace between its parts left out as rehype-react leaves it out. */
function table(node: Element, href: (url: string) => string): string {
  const caption = escapeHtml(String(node.properties.dataCaption));
  const shape = node.properties.dataShape === 'stack' ? ' table-scroll--stack' : '';
  let html = `<div class="table-scroll${shape}" tabindex="0" role="region" aria-label="${caption}"><table><caption class="visually-hidden">${caption}</caption>`;
  // plainTable said each part is there.
  for (const section of tableParts(node, SECTIONS)!) {
    html += `<${section.tagName}>`;
    for (const row of tableParts(section, ROWS)!) {
      html += '<tr>';
      for (const cell of tableParts(row, CELLS)!) {
        const { align, dataLabel } = cell.properties;
        // rehype-react turns align into a style, after the cell's other properties.
        const label = typeof dataLabel === 'string' ? ` data-label="${escapeHtml(dataLabel)}"` : '';
        const style = align ? ` style="text-align:${align}"` : '';
        html += `<${cell.tagName}${label}${style}>${plainHtml(cell.children, href)}</${cell.tagName}>`;
      }
      html += '</tr>';
    }
    html += `</${section.tagName}>`;
  }
  return `${html}</table></div>`;
}

/** ListItem's rule: the item holds one link and nothing else but whitespace. */
function onlyLink(children: readonly ElementContent[]): boolean {
  const content = children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  const [only] = content;
  return content.length === 1 && only?.type === 'element' && only.tagName === 'a';
}

/** Code's rule: inline code that is one text, a single name (isCodeName). */
function isName(children: readonly ElementContent[]): boolean {
  const [only] = children;
  return children.length === 1 && only?.type === 'text' && isCodeName(only.value);
}
