/** Render-time context: the site data and the page being rendered, plus the islands it uses. */
import { createContext, useContext, type ReactNode } from 'react';
import type { HydrationStrategy } from './types.ts';
import type { ImageAsset, PageFrontMatter, SiteConfig, SiteData } from './types.ts';

/** What every template can read while a route renders. */
export interface RenderContextValue {
  site: SiteData;
  path: string;
  page?: PageFrontMatter;
  /** Islands rendered on this page and their hydration strategy (filled during rendering). */
  islands: Map<string, HydrationStrategy>;
  /**
   * HTML written outside React (the shared parts, templates/Shared.tsx), each piece put in place of
   * its marker `<site-html data-slot="N">…</site-html>` once the page is rendered (fillHtmlSlots).
   */
  html?: string[];
  /** The HTML of a part many pages share (templates/Shared.tsx), rendered once per `id`. */
  shared?: (id: string, children: ReactNode) => SharedPiece | undefined;
}

/** A shared part as rendered once: its HTML, the islands in it (in order) and the props of the images React preloads for it. */
export interface SharedPiece {
  html: string;
  islands: ReadonlyMap<string, HydrationStrategy>;
  images: readonly Record<string, string>[];
}

/** The marker React writes where piece `slot` of the render context's `html` goes. */
export const htmlSlotTag = 'site-html';

/** `rendered` with every marker replaced by its piece of `html` (React writes them in the order they were collected). */
export function fillHtmlSlots(rendered: string, html: readonly string[]): string {
  if (html.length === 0) return rendered;
  let filled = '';
  let from = 0;
  const close = `</${htmlSlotTag}>`;
  for (let slot = 0; slot < html.length; slot++) {
    const at = rendered.indexOf(`<${htmlSlotTag} data-slot="${slot}">`, from);
    const end = at < 0 ? -1 : rendered.indexOf(close, at);
    if (end < 0) throw new Error(`the page has no place for HTML piece ${slot} of its body`);
    filled += rendered.slice(from, at) + html[slot];
    from = end + close.length;
  }
  return filled + rendered.slice(from);
}

const RenderContext = createContext<RenderContextValue | null>(null);

/** Provide the render context for one route. */
export function RenderProvider({ value, children }: { value: RenderContextValue; children: ReactNode }) {
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

/** The render context; throws outside a route render. */
export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useRender() outside RenderProvider');
  return value;
}

/** The page's front matter (for record directives). */
export function usePage(): PageFrontMatter {
  const { page } = useRender();
  if (!page) throw new Error('usePage() on a route without a content page');
  return page;
}

/** Resolve a content href: links.<name> → the configured URL; anything else unchanged. */
export function resolveHref(href: string, config: SiteConfig): string {
  if (href.startsWith('links.')) return config.links[href.slice(6) as keyof SiteConfig['links']] ?? href;
  return href;
}

/** Resolve hrefs in templates. */
export function useHref(): (href: string) => string {
  const { site } = useRender();
  return (href) => resolveHref(href, site.config);
}

/** Hashed URL, intrinsic size and (for a photo) responsive variants of a content image. */
export function useImage(): (src: string) => ImageAsset {
  const { site } = useRender();
  return (src) => site.assets.images[src] ?? { url: src };
}

/** The interface labels from data/labels.yaml. */
export function useLabels(): NonNullable<SiteData['data']['labels']> {
  const labels = useRender().site.data.labels;
  if (!labels) throw new Error('data/labels.yaml is missing');
  return labels;
}
