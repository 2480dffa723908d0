/** The rules that span the Knowledge Hub's articles. The hub's count is the number of articles, never declared. */
import { basename } from 'node:path';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import type { ArticleDoc } from './load.ts';

/**
 * Rules across the Knowledge Hub: ids unique among `all` articles (drafts too: publishing one must
 * not clash), and enough featured entries among those `shown`. `complete`: every article file
 * could be read (counts mean nothing otherwise).
 */
export function checkHub(all: readonly ArticleDoc[], shown: readonly ArticleDoc[], complete: boolean): ContentErrorData[] {
  const errors: ContentErrorData[] = [];
  const seen = new Map<number, ArticleDoc>();
  for (const article of all) {
    const other = seen.get(article.frontMatter.id);
    if (other) {
      const { line, column } = other.locate(['id']);
      errors.push(
        at(
          { file: article.file, ...article.locate(['id']) },
          catalogue.duplicateId(article.frontMatter.id, `${basename(other.file)}:${line}:${column}`),
        ),
      );
    } else seen.set(article.frontMatter.id, article);
  }
  const featured = shown.filter((a) => a.frontMatter.featured).length;
  const firstUnfeatured = shown.find((a) => !a.frontMatter.featured);
  if (complete && firstUnfeatured && featured < 2)
    errors.push(at({ file: firstUnfeatured.file, ...firstUnfeatured.locate(['featured']) }, catalogue.tooFewFeatured(featured)));
  return errors;
}
