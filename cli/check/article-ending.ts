/**
 * Every Knowledge Hub article ends with its call to action: the last block of its Markdown is a
 * `:::cta` block (it may sit inside a closing `:::section`). Checked where the writer wrote it,
 * with the line of the block that ends the article instead; `site check` holds built pages to the
 * same rule (page-checks.ts).
 */
import { at, catalogue, type ContentErrorData } from '../content/errors.ts';
import type { ContentDoc } from '../content/content-doc.ts';
import type { DocumentEnding } from '../markdown/ending.ts';

/** The error for an article that does not end with a `:::cta` block, or undefined. `ending` is null for an empty body. */
export function articleEndingError(
  doc: Pick<ContentDoc, 'kind' | 'file' | 'bodyLine'>,
  ending: DocumentEnding | null,
): ContentErrorData | undefined {
  if (doc.kind !== 'article' || ending?.cta) return undefined;
  if (!ending) return at({ file: doc.file, line: doc.bodyLine, column: 1 }, catalogue.articleWithoutEnding());
  return at({ file: doc.file, line: ending.line, column: ending.column }, catalogue.articleWithoutEnding(ending.what));
}
