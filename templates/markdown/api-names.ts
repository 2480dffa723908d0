/**
 * Salesforce API names set as code, by one rule for every page: a custom name (a word ending
 * __c, __r, __e, __mdt, __x or __b, with an optional namespace such as pi__ and optional
 * Object. prefixes) or a standard name listed in data/api-names.yaml, written as plain text in
 * a paragraph, list item, table cell or heading (or in a record's text), is shown as inline
 * code. Text already in code, in a code block or in a directive's own attributes is left alone.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { TextPiece } from '../../client/components/CodeText.tsx';

/** A custom API name: Lead_Source__c, pi__grade__c, Lead.Is_SQL__c, Account__r. */
const CUSTOM = String.raw`(?:[A-Za-z][A-Za-z0-9]*\.)*(?:[A-Za-z][A-Za-z0-9]*__)?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*__(?:c|r|e|mdt|x|b)`;

const patterns = new Map<string, RegExp>();

/** The matcher of custom names and of `standard` names, as whole words (cached per list). */
function matcher(standard: readonly string[]): RegExp {
  const key = standard.join('\n');
  let re = patterns.get(key);
  if (!re) {
    const escaped = [...standard].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.]/g, '\\.'));
    const names = [CUSTOM, ...escaped].join('|');
    re = new RegExp(String.raw`(?<![\w.])(?:${names})(?![\w])`, 'g');
    patterns.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

/** `text` cut into plain pieces and the API names in it (one piece, not code, when it has none). */
export function splitApiNames(text: string, standard: readonly string[] = []): TextPiece[] {
  // Most text holds no name at all: a custom name needs "__", a standard one its own letters.
  // Those plain substring searches are far cheaper than the matcher's look-behind at every character.
  if (!text.includes('__') && !standard.some((name) => text.includes(name))) return [{ text, code: false }];
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(matcher(standard))) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), code: false });
    pieces.push({ text: match[0], code: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || pieces.length === 0) pieces.push({ text: text.slice(from), code: false });
  return pieces;
}

/** Elements whose own text children may hold an API name written as prose. */
const PROSE_PARENTS = new Set(['p', 'li', 'td', 'th', 'em', 'strong', 'del', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'dd', 'dt', 'figcaption']);

/** The body with every API name in its prose set as inline code (a new tree; `tree` is not changed). */
export function markApiNames(tree: Root, standard: readonly string[] = []): Root {
  return { ...tree, children: tree.children.map((child) => markNode(child, standard) as RootContent) };
}

function markNode(node: RootContent, standard: readonly string[]): RootContent {
  if (node.type !== 'element' || node.tagName === 'code' || node.tagName === 'pre') return node;
  const marksText = PROSE_PARENTS.has(node.tagName);
  let changed = false;
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && marksText) {
      const pieces = splitApiNames(child.value, standard);
      if (pieces.length > 1 || pieces[0]!.code) changed = true;
      for (const piece of pieces) children.push(piece.code ? codeElement(piece.text) : { type: 'text', value: piece.text });
    } else {
      const marked = markNode(child as RootContent, standard) as ElementContent;
      if (marked !== child) changed = true;
      children.push(marked);
    }
  }
  return changed ? ({ ...node, children } as Element) : node;
}

function codeElement(text: string): Element {
  return { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] };
}
