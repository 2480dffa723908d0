/**
 * The renderer behind templates/Shared.tsx: React renders a shared part once per build and
 * thread, and every page with the same part id reuses that HTML. The bytes equal React's own
 * for the whole page because the one thing React writes elsewhere than in place, the preloads
 * it puts at the top of the body for images that are not lazy, is handed back to the page's
 * render: the part's marker holds those images, so React preloads them at the same rank it
 * would have, and the marker with them is replaced by the HTML (fillHtmlSlots).
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { fillHtmlSlots, htmlSlotTag, RenderProvider, type SharedPiece } from '../../templates/context.tsx';
import { unescapeHtml } from '../../templates/html-escape.ts';
import type { HydrationStrategy } from '../../templates/types.ts';
import type { PageFrontMatter, SiteData } from '../../templates/types.ts';
import { trackReads } from './track-reads.ts';

/** A shared part as rendered once, with the site data it read; null when it cannot be shared (React renders it on every page). */
type SharedPart = (SharedPiece & { reads: readonly string[] }) | null;

/** Each build's shared parts by id. A build's site data is an object of its own, so no part outlives its build. */
const partsOf = new WeakMap<SiteData, Map<string, SharedPart>>();

/** The page's renderer of shared parts: a part's HTML from the first page that rendered it; its reads count as the page's. */
export function sharedParts(site: SiteData, path: string, page: PageFrontMatter, reads: Set<string>) {
  let parts = partsOf.get(site);
  if (!parts) partsOf.set(site, (parts = new Map()));
  return (id: string, children: ReactNode): SharedPiece | undefined => {
    let part = parts.get(id);
    if (part === undefined) {
      part = renderPart(site, path, page, children);
      parts.set(id, part);
    }
    if (!part) return undefined;
    for (const key of part.reads) reads.add(key);
    return part;
  };
}

/** The marker around a part while it renders alone: what React writes before it was hoisted out of the part. */
const OPEN = `<${htmlSlotTag} data-part="">`;
const CLOSE = `</${htmlSlotTag}>`;

function renderPart(site: SiteData, path: string, page: PageFrontMatter, children: ReactNode): SharedPart {
  const tracked = trackReads(site);
  const islands = new Map<string, HydrationStrategy>();
  const html: string[] = [];
  const rendered = fillHtmlSlots(
    renderToString(
      <RenderProvider value={{ site: tracked.site, path, page, islands, html }}>
        {createElement(htmlSlotTag, { 'data-part': '' }, children)}
      </RenderProvider>,
    ),
    html,
  );
  const open = rendered.indexOf(OPEN);
  if (open < 0 || !rendered.endsWith(CLOSE)) return null;
  const images = preloadedImages(rendered.slice(0, open));
  if (!images) return null;
  return { html: rendered.slice(open + OPEN.length, -CLOSE.length), islands, images, reads: [...tracked.reads] };
}

/** What React writes for an image it preloads: each attribute is one of the image's props. */
const PRELOAD = /<link rel="preload" as="image"((?: [a-zA-Z]+="[^"]*")*)\/>/y;
const ATTRIBUTE = / ([a-zA-Z]+)="([^"]*)"/g;
const IMAGE_PROP: Record<string, string> = {
  href: 'src',
  imageSrcSet: 'srcSet',
  imageSizes: 'sizes',
  crossOrigin: 'crossOrigin',
  integrity: 'integrity',
  type: 'type',
  fetchPriority: 'fetchPriority',
  referrerPolicy: 'referrerPolicy',
};

/**
 * The props of the images React preloads in `hoisted` (what it wrote before the part), in
 * order; undefined when it holds anything else, or ten preloads or more (from the tenth on,
 * React's order is no longer the order of the images).
 */
function preloadedImages(hoisted: string): Record<string, string>[] | undefined {
  const images: Record<string, string>[] = [];
  PRELOAD.lastIndex = 0;
  while (PRELOAD.lastIndex < hoisted.length) {
    const match = PRELOAD.exec(hoisted);
    if (!match) return undefined;
    const image: Record<string, string> = {};
    for (const [, name, value] of match[1]!.matchAll(ATTRIBUTE)) {
      const prop = IMAGE_PROP[name!];
      if (!prop) return undefined;
      image[prop] = unescapeHtml(value!);
    }
    images.push(image);
  }
  return images.length < 10 ? images : undefined;
}

/** The parts rendered for a build's site data so far: shared ones, and those React renders on every page (for tests). */
export function partsRendered(site: SiteData): { shared: string[]; unshared: string[] } {
  const parts = [...(partsOf.get(site) ?? [])];
  return { shared: parts.filter(([, part]) => part).map(([id]) => id), unshared: parts.filter(([, part]) => !part).map(([id]) => id) };
}
