/**
 * Inline links and images for the fast parser: `[` and `![` open brackets, and a `]` that
 * matches an active one and is followed by a `(…)` tail makes a link or image of what lies
 * between (its emphasis resolved first). Anything else stays text.
 */
import type { Image, Link } from 'mdast';
import { flatSpan, NODE, resolveEmphasis, TEXT } from './emphasis.ts';
import { linkTail, plainText, referenceLabelEnd, rereadLineEndings } from './inline-lookahead.ts';
import { flush, literal, type Scan } from './inline-scan.ts';

/** `[` or `![`: text for now, and an opener a later `]` may match. */
export function openBracket(st: Scan, i: number, image: boolean): number {
  flush(st, i);
  const width = image ? 2 : 1;
  st.items.push({ kind: TEXT, start: i, end: i + width });
  st.brackets.push({ index: st.items.length - 1, at: i, image, active: true });
  return i + width;
}

/** `]`: a link or image when it matches an active opener and a `(…)` tail follows; text otherwise. */
export function closeBracket(st: Scan, i: number): number {
  const { s, flat, items, brackets } = st;
  const opener = brackets.pop();
  const tail = opener?.active ? linkTail(s, i + 1) : undefined;
  if (!opener || !tail) {
    // micromark tries `][label]` as a reference, reading up to the label's `]` (or a `[`).
    if (opener?.active && s.charCodeAt(i + 1) === 91) rereadLineEndings(flat, st.prefixEnds, i, referenceLabelEnd(s, i + 2));
    return literal(st, i, i + 1);
  }
  flush(st, i);
  const children = resolveEmphasis(flat, items.splice(opener.index + 1));
  items.length = opener.index;
  const position = flatSpan(flat, opener.at, tail.end);
  let node: Link | Image;
  if (opener.image) node = { type: 'image', title: tail.title, url: tail.url, alt: plainText(children), position };
  else {
    node = { type: 'link', title: tail.title, url: tail.url, children, position } as Link;
    // No links inside links: earlier `[` can no longer open one.
    for (const bracket of brackets) if (!bracket.image) bracket.active = false;
  }
  items.push({ kind: NODE, node });
  return tail.end;
}
