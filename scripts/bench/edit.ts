/** The one-article edits the benchmark makes: pick an article, change its prose, put it back. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An article file the benchmark edits, with its original text. */
export interface EditableArticle {
  file: string;
  original: string;
  /** Write the original text plus `addition` at the end of the first prose line of the body. */
  write(addition: string): void;
  /** Put the original text back. */
  restore(): void;
}

/** The middle article (by file name) of a content root. */
export function editableArticle(contentRoot: string): EditableArticle {
  const dir = join(contentRoot, 'articles');
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (names.length === 0) throw new Error(`${dir} holds no articles to edit`);
  const file = join(dir, names[Math.floor(names.length / 2)]!);
  const original = readFileSync(file, 'utf8');
  return {
    file,
    original,
    write: (addition) => writeFileSync(file, withAddition(original, addition)),
    restore: () => writeFileSync(file, original),
  };
}

/** `text` with `addition` appended to the first body line that is a plain paragraph. */
export function withAddition(text: string, addition: string): string {
  const bodyStart = text.startsWith('---') ? text.indexOf('\n---', 3) + 4 : 0;
  const match = /^[A-Za-z].*$/m.exec(text.slice(bodyStart));
  if (!match) return `${text.trimEnd()}\n\n${addition}\n`;
  const end = bodyStart + match.index + match[0].length;
  return `${text.slice(0, end)} ${addition}${text.slice(end)}`;
}
