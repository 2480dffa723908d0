/**
 * Where a link of a rendered page was written in its content file: the checks over rendered
 * pages (anchors, routes) see only the HTML, so a broken link is looked up in the page's source
 * text to name its line and column. Only a failing check asks, so a file is read only then.
 */
import { readFileSync } from 'node:fs';

/** A place in a content file (1-based). */
export type SourcePlace = { line: number; column: number };

/** Finds `href` in a content file: its line and column, or undefined when the file does not spell it. */
export type HrefLocator = (file: string, href: string) => SourcePlace | undefined;

/** Where a page-level check points in a Markdown file: a front-matter field's value, or the body's last line. */
export interface PageLocator {
  /** The value of front-matter field `key` (`title`, `description`). */
  field(file: string, key: string): SourcePlace | undefined;
  /** The file's last line that is not blank (where the page ends, e.g. without a call to action). */
  end(file: string): SourcePlace | undefined;
}

/** A locator reading each content file once: links by `href`, and page-level places. */
export function hrefLocator(): HrefLocator & PageLocator {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    return texts.get(file);
  };
  const locate = (file: string, href: string) => {
    const text = textOf(file);
    if (!text || !href) return undefined;
    // The href as a whole URL: after ( < " ' : or a space, before ) > " ' or white space.
    const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(?<=[(<"': ])${escaped}(?=[)>"'\\s]|$)`, 'm').exec(text);
    if (!found) return undefined;
    const before = text.slice(0, found.index).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  };
  const markdownLines = (file: string) => (file.endsWith('.md') ? textOf(file)?.split('\n') : undefined);
  return Object.assign(locate, {
    field(file: string, key: string) {
      const lines = markdownLines(file);
      if (lines?.[0] !== '---') return undefined;
      for (let i = 1; i < lines.length && lines[i] !== '---'; i++) {
        const found = new RegExp(`^${key}:[ \\t]*`).exec(lines[i]!);
        if (found) return { line: i + 1, column: found[0].length + 1 };
      }
      return undefined;
    },
    end(file: string) {
      const lines = markdownLines(file);
      if (!lines) return undefined;
      let last = lines.length - 1;
      while (last > 0 && lines[last]!.trim() === '') last--;
      return { line: last + 1, column: 1 };
    },
  });
}

function readText(file: string): string | undefined {
  if (!/\.(md|ya?ml)$/.test(file)) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
