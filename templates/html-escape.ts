/** Text and attribute values escaped as React escapes them, for the HTML written without React (markdown/body-html.ts, Head.tsx). */

/** React's escaping of text and attribute values (escapeTextForBrowser). */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, (c) => ENTITIES[c]!) : text;
}
const ESCAPED = /["'&<>]/;
const ESCAPED_ALL = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
