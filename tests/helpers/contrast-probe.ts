/**
 * Text contrast where axe cannot measure it (tests/e2e/contrast.test.ts): text drawn over a
 * gradient, an image or a translucent colour. The functions run inside the page
 * (page.evaluate), so each is self-contained.
 *
 * `textsOnImages` marks each such text element (data-contrast-probe) and returns its colour
 * and size; the test then hides all text (`HIDE_TEXT_CSS`), screenshots each element's text
 * box, and `worstContrast` finds the pixel of that background with the lowest contrast
 * against the text colour: the text must pass WCAG AA there too.
 */

/** A text element over a gradient, an image or a translucent background. */
export interface ProbedText {
  id: number;
  text: string;
  /** The text's colour as [r, g, b, a] (0–255, alpha 0–1). */
  color: [number, number, number, number];
  /** WCAG large text (24 px, or 18.66 px bold): 3:1 instead of 4.5:1. */
  large: boolean;
}

/** Makes every text (and icon drawn in currentColor) invisible, at once, leaving backgrounds. */
export const HIDE_TEXT_CSS =
  '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; transition: none !important; caret-color: transparent !important; }';

/** Every visible text element whose backdrop is a gradient, an image or translucent (runs in the browser). */
export function textsOnImages(): ProbedText[] {
  const found: ProbedText[] = [];
  const seen = new Set<Element>();
  const parse = (value: string): [number, number, number, number] => {
    const n = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || !node.textContent?.trim()) continue;
    seen.add(el);
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    let clipped = false;
    for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).clip !== 'auto') clipped = true;
    if (clipped) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    let box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    // Hit testing needs the text on screen (below the sticky header).
    if (box.top < 100 || box.bottom > innerHeight) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = range.getBoundingClientRect();
    }
    // What is painted under the text's middle, top to bottom, until an opaque colour.
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const stack = document.elementsFromPoint(x, y);
    // From the text's own box (or the nearest one holding it) down: a picture, a gradient or a
    // translucent colour before the first opaque colour makes it a candidate.
    const start = stack.findIndex((under) => under.contains(el));
    let onImage = false;
    for (const under of start < 0 ? [] : stack.slice(start)) {
      const style = getComputedStyle(under);
      const picture = /^(IMG|VIDEO|CANVAS|svg)$/.test(under.tagName);
      const alpha = parse(style.backgroundColor)[3];
      if (picture || style.backgroundImage !== 'none' || (alpha > 0 && alpha < 1)) onImage = true;
      if (onImage || alpha === 1) break;
    }
    if (!onImage) continue;
    const style = getComputedStyle(el);
    const size = Number.parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const id = found.length;
    el.setAttribute('data-contrast-probe', String(id));
    found.push({
      id,
      text: node.textContent.trim().slice(0, 50),
      color: parse(style.color),
      large: size >= 24 || (bold && size >= 18.66),
    });
  }
  return found;
}

/** The box of a probed element's text, in viewport pixels, after scrolling it into the middle of the screen (runs in the browser). */
export function probedTextBox(id: number): { x: number; y: number; width: number; height: number } | null {
  const el = document.querySelector(`[data-contrast-probe="${id}"]`);
  if (!el) return null;
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  const range = document.createRange();
  range.selectNodeContents(el);
  const r = range.getBoundingClientRect();
  // Only the part a scroll container or a clipping box leaves visible (the rest is not on screen).
  let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
  for (let a = el.parentElement; a; a = a.parentElement) {
    const style = getComputedStyle(a);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = a.getBoundingClientRect();
    [left, top, right, bottom] = [
      Math.max(left, clip.left),
      Math.max(top, clip.top),
      Math.min(right, clip.right),
      Math.min(bottom, clip.bottom),
    ];
  }
  const x = Math.max(0, Math.floor(left));
  const y = Math.max(0, Math.floor(top));
  const width = Math.min(innerWidth, Math.ceil(right)) - x;
  const height = Math.min(innerHeight, Math.ceil(bottom)) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** The lowest contrast ratio between the colour and any pixel of a PNG (base64), with that pixel (runs in the browser). */
export async function worstContrast({ png, color }: { png: string; color: [number, number, number, number] }) {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  let worst = { ratio: Number.POSITIVE_INFINITY, pixel: [0, 0, 0] as number[] };
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    // Translucent text is drawn over this pixel.
    const [tr, tg, tb] = color.slice(0, 3).map((c, k) => c * color[3] + [r, g, b][k]! * (1 - color[3]));
    const a = luminance(tr!, tg!, tb!);
    const bg = luminance(r, g, b);
    const ratio = (Math.max(a, bg) + 0.05) / (Math.min(a, bg) + 0.05);
    if (ratio < worst.ratio) worst = { ratio, pixel: [r, g, b] };
  }
  return worst;
}
