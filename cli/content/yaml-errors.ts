/**
 * Where a YAML problem starts, for its file:line:column: the `yaml` library reports an unclosed
 * quote or flow collection where it gave up (the end of the line or of the text); a writer needs
 * the quote or bracket that opened it. An alias bomb is reported at its first alias.
 */
import { type Document, isAlias, Parser, visit, type YAMLError } from 'yaml';

type Token = { type?: string; offset?: number; source?: string; start?: unknown; end?: unknown };

const CLOSED_DOUBLE = /^"(?:[^"\\]|\\[\s\S])*"$/;
const CLOSED_SINGLE = /^'(?:[^']|'')*'$/;

/** The offset to report a syntax error at: the opening of the unclosed quote or bracket it is about, else where the library put it. */
export function errorOffset(text: string, error: YAMLError): number {
  const at = error.pos[0];
  const kind = /quote/i.test(error.message) ? 'quote' : /flow (?:sequence|map|collection)/i.test(error.message) ? 'flow' : undefined;
  if (!kind) return at;
  let opening: number | undefined;
  for (const token of new Parser().parse(text)) {
    walk(token, (t) => {
      if (t.offset === undefined || t.offset > at || (t.type === 'flow-collection') !== (kind === 'flow') || !isUnclosed(t)) return;
      if (opening === undefined || t.offset > opening) opening = t.offset;
    });
  }
  return opening ?? at;
}

/** The offset of the document's first alias (*name): where an alias bomb starts to expand. */
export function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_key, node) {
      if (isAlias(node) && node.range) offset = node.range[0];
      return visit.BREAK;
    },
  });
  return offset;
}

function isUnclosed(token: Token): boolean {
  if (token.type === 'double-quoted-scalar') return !CLOSED_DOUBLE.test(token.source ?? '');
  if (token.type === 'single-quoted-scalar') return !CLOSED_SINGLE.test(token.source ?? '');
  if (token.type === 'flow-collection') {
    const end = Array.isArray(token.end) ? (token.end as Token[]) : [];
    return !end.some((t) => t.type === 'flow-seq-end' || t.type === 'flow-map-end');
  }
  return false;
}

/** Visit every token of a CST tree (documents, collections, their items, keys, values). */
function walk(node: unknown, onToken: (token: Token) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, onToken);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const token = node as Token;
  if (typeof token.type === 'string') onToken(token);
  for (const [key, value] of Object.entries(token)) if (key !== 'source' && value && typeof value === 'object') walk(value, onToken);
}
