/** A page result's HTML as text: rendered in this thread it is a string, sent by a render worker its UTF-8 bytes (worker.ts). */
export function htmlText(html: string | Uint8Array): string {
  return typeof html === 'string' ? html : new TextDecoder().decode(html);
}
