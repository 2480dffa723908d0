/** A page result's HTML as text, whether it came as a string or as UTF-8 bytes (PageResult.html). */
export function htmlText(html: string | Uint8Array): string {
  return typeof html === 'string' ? html : new TextDecoder().decode(html);
}
