/**
 * Text and attribute values escaped as React escapes them (for the HTML written without React:
 * site dev's inbox and page lookup), and read back (the output checks, the shared parts' preloads).
 */

/** React's escaping of text and attribute values (escapeTextForBrowser). */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, (c) => ENTITIES[c]!) : text;
}
const ESCAPED = /["'&<>]/;
const ESCAPED_ALL = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** A value escaped that way (or with &#39; for '), read back in one pass: `&amp;lt;` is the text `&lt;`. */
export function unescapeHtml(text: string): string {
  return text.includes('&') ? text.replace(ESCAPES, (entity) => CHARACTERS[entity]!) : text;
}
const ESCAPES = /&(?:amp|quot|#x27|#39|lt|gt);/g;
const CHARACTERS: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
