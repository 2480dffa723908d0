/**
 * Parts of a page that many pages share word for word (the header, the footer, the sidebar
 * promo): React renders each once per build and render thread, and every later page writes that
 * HTML through the render context's slots, with the islands and site data the part used. `id`
 * names the part and everything it depends on besides the site (the header's current link):
 * two pages with the same id get the same bytes. Without slots (or a renderer of pieces) React
 * renders the children as usual.
 */
import { createElement, type ReactNode } from 'react';
import { htmlSlotTag, useRender } from './context.tsx';
import { addIsland } from './Island.tsx';

/** Render the children once for every page that shares `id`. */
export function Shared({ id, children }: { id: string; children: ReactNode }) {
  const context = useRender();
  const { html, shared } = context;
  if (!html || !shared) return children;
  const piece = shared(id, children);
  if (!piece) return children;
  for (const [name, strategy] of piece.islands) addIsland(context.islands, name, strategy);
  html.push(piece.html);
  // The images React preloads for the part: inside the marker, React preloads them where the part is.
  const images = piece.images.map((image) => createElement('img', { key: image.src ?? image.srcSet, ...image }));
  return createElement(htmlSlotTag, { 'data-slot': String(html.length - 1) }, ...images);
}
