/**
 * Directive lines for the fast parser: `::name{attributes}` (leaf) and `:::name{attributes}`
 * (container) as remark-directive reads them, limited to ASCII names, no label and attributes on
 * the one line. `#id`, `.class` (joined with spaces), `key`, `key=value`, `key="value"` and
 * `key='value'`; a later key wins. Anything else declines the document.
 */
import { decline } from './points.ts';

/** A directive's name and attributes as mdast-util-directive gives them. */
export interface DirectiveLine {
  name: string;
  attributes: Record<string, string>;
}

const NAME = /^[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9])?/;
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.:-]*/;
const SHORTCUT = /^[^\s"#'.<=>`{}]+/;
const UNQUOTED = /^[^\s"'<=>`}]+/;

/** Parse the directive in `line` after its colons: the rest of the line must hold nothing else. */
export function parseDirectiveLine(line: string): DirectiveLine {
  const name = NAME.exec(line)?.[0];
  if (!name) return decline();
  let rest = line.slice(name.length);
  const attributes: Record<string, string> = {};
  if (rest.startsWith('{')) {
    const close = closingBrace(rest);
    readAttributes(rest.slice(1, close), attributes);
    rest = rest.slice(close + 1);
  }
  // A label, a second attribute block or other text: left to micromark.
  if (rest.trim() !== '' || rest.includes('\t')) decline();
  return { name, attributes };
}

/** Where the attribute block opened at 0 closes: the first `}` outside quotes. */
function closingBrace(text: string): number {
  let quote = '';
  for (let at = 1; at < text.length; at++) {
    const c = text.charAt(at);
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '}') return at;
  }
  return decline();
}

function readAttributes(source: string, attributes: Record<string, string>): void {
  if (/[&\\\n]/.test(source)) decline(); // character references and escapes are decoded by micromark
  let rest = source;
  // What may follow an attribute: the end, a space, or (after a key or a shortcut) another shortcut.
  const next = (allowed: RegExp) => {
    if (rest !== '' && !allowed.test(rest)) decline();
  };
  for (;;) {
    rest = rest.replace(/^ +/, '');
    if (rest === '') return;
    const first = rest.charAt(0);
    if (first === '#' || first === '.') {
      const value = SHORTCUT.exec(rest.slice(1))?.[0];
      if (!value) return decline();
      if (first === '#') attributes.id = value;
      else attributes.class = attributes.class ? `${attributes.class} ${value}` : value;
      rest = rest.slice(1 + value.length);
      next(/^[ #.]/);
      continue;
    }
    const key = KEY.exec(rest)?.[0];
    if (!key) return decline();
    rest = rest.slice(key.length);
    if (!rest.startsWith('=')) {
      attributes[key] = '';
      next(/^[ #.]/);
      continue;
    }
    rest = rest.slice(1);
    const quote = rest.charAt(0);
    let value: string | undefined;
    if (quote === '"' || quote === "'") {
      const end = rest.indexOf(quote, 1);
      value = rest.slice(1, end);
      rest = rest.slice(end + 1);
    } else {
      value = UNQUOTED.exec(rest)?.[0];
      if (!value) return decline();
      rest = rest.slice(value.length);
    }
    attributes[key] = value;
    next(/^ /);
  }
}
