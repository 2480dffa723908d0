/**
 * Where a link of a rendered page was written in its content file: the checks over rendered
 * pages (anchors, routes) see only the HTML, so a broken link is looked up in the page's source
 * text to name its line and column. Only a failing check asks, so a file is read only then.
 */
import { readFileSync } from 'node:fs';

/** Finds `href` in a content file: its line and column, or undefined when the file does not spell it. */
export type HrefLocator = (file: string, href: string) => { line: number; column: number } | undefined;

/** A locator reading each content file once. */
export function hrefLocator(): HrefLocator {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    return texts.get(file);
  };
  return (file, href) => {
    const text = textOf(file);
    if (!text || !href) return undefined;
    // The href as a whole URL: after ( < " ' : or a space, before ) > " ' or white space.
    const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(?<=[(<"': ])${escaped}(?=[)>"'\\s]|$)`, 'm').exec(text);
    if (!found) return undefined;
    const before = text.slice(0, found.index).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  };
}

function readText(file: string): string | undefined {
  if (!/\.(md|ya?ml)$/.test(file)) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
