/**
 * The plain part of a page body written as HTML directly: paragraphs, headings, lists, quotes,
 * links, emphasis and inline code, the bulk of an article, without making a React element for
 * each of their nodes and having React walk them (a third of the time React spent on a page).
 * The bytes are the ones React writes for the same nodes through markdownComponents (Anchor,
 * ListItem, Code there), proven on every page of the site, the fixtures and the micromark test
 * inputs (tests/unit/templates/body-html.test.tsx). Anything else (tables, code blocks, images,
 * directives, any property not listed here) is left to React: `plain` says no.
 */
import type { Element, ElementContent } from 'hast';
import { CODE_NAME_CLASS, isCodeName, LINK_ITEM_CLASS } from './components.tsx';

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
  const allowed = PLAIN[node.tagName];
  if (!allowed) return false;
  // React leaves out an empty href; Anchor would write it.
  if (node.tagName === 'a' && !node.properties?.href) return false;
  for (const [key, value] of Object.entries(node.properties ?? {}))
    if (value !== undefined && (!allowed.includes(key) || typeof value !== 'string')) return false;
  const { children } = node;
  for (let i = 0; i < children.length; i++) {
    if (!plain(children[i]!)) return false;
    if (i > 0 && children[i]!.type === 'text' && children[i - 1]!.type === 'text') return false;
  }
  return true;
}

/** React's escaping of text and attribute values (escapeTextForBrowser). */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, (c) => ENTITIES[c]!) : text;
}
const ESCAPED = /["'&<>]/;
const ESCAPED_ALL = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Write plain nodes (see `plain`) as React would; `href` resolves a link as Anchor does. */
export function plainHtml(nodes: readonly ElementContent[], href: (url: string) => string): string {
  let html = '';
  for (const node of nodes) html += node.type === 'text' ? escapeHtml(node.value) : element(node as Element, href);
  return html;
}

function element(node: Element, href: (url: string) => string): string {
  const { tagName: tag, properties = {}, children } = node;
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
