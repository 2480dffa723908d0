/**
 * The image bytes of a page as a phone loads them. The phone is 375 CSS px wide at 2× density,
 * so it wants images 750 device px wide: of a photo's candidates it takes the narrowest at least
 * that wide (the widest when none is), in the best format the `<picture>` offers (its first
 * `<source>`, AVIF). An SVG or other plain `<img>` counts its file. Images marked
 * `loading="lazy"` are not fetched at load (imageLoad) but count in imageTotal, what the phone
 * fetches scrolled to the end. Only files this build writes are counted (sizes).
 */

/** Device pixels a phone (375 CSS px at 2×) wants an image to be wide. */
export const PHONE_WIDTH_PX = 750;

/** Image bytes at load and in all, from a page's HTML and the size of each file by URL. */
export function imageWeight(html: string, sizes: ReadonlyMap<string, number>): { imageLoad: number; imageTotal: number } {
  let imageLoad = 0;
  let imageTotal = 0;
  for (const match of html.matchAll(/<picture>([\s\S]*?)<\/picture>|<img\s[^>]*>/g)) {
    const picture = match[1];
    const img = picture === undefined ? match[0] : (/<img\s[^>]*>/.exec(picture)?.[0] ?? '');
    const best = picture === undefined ? undefined : /<source\s[^>]*>/.exec(picture)?.[0];
    const srcset = attribute(best ?? img, 'srcset') ?? attribute(img, 'srcset');
    const url = srcset ? phoneCandidate(srcset) : attribute(img, 'src');
    const bytes = (url && sizes.get(url)) || 0;
    imageTotal += bytes;
    if (attribute(img, 'loading') !== 'lazy') imageLoad += bytes;
  }
  return { imageLoad, imageTotal };
}

/** The candidate of a `srcset` ("/a-480.avif 480w, /a-800.avif 800w") a phone takes. */
export function phoneCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= PHONE_WIDTH_PX) ?? candidates.at(-1))?.url;
}

function attribute(tag: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\s${name}="([^"]*)"`, 'i')));
  return pattern.exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/** Each attribute's pattern, made once (not on every image of every page). */
const ATTRIBUTES = new Map<string, RegExp>();
