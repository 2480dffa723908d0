/** The rules that span the Knowledge Hub's articles. The hub's count is the number of articles, never declared. */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { at, catalogue, type ContentErrorData } from './errors.ts';
import type { ArticleDoc } from './content-doc.ts';

/**
 * Rules across the Knowledge Hub: ids unique among `all` articles (drafts too: publishing one must
 * not clash), and enough featured entries among those `shown`. `complete`: every article file
 * could be read (counts mean nothing otherwise).
 */
export function checkHub(all: readonly ArticleDoc[], shown: readonly ArticleDoc[], complete: boolean): ContentErrorData[] {
  const errors = duplicateIds(all);
  const featured = shown.filter((a) => a.frontMatter.featured).length;
  const firstUnfeatured = shown.find((a) => !a.frontMatter.featured);
  if (complete && firstUnfeatured && featured < 2)
    errors.push(at({ file: firstUnfeatured.file, ...firstUnfeatured.locate(['featured']) }, catalogue.tooFewFeatured(featured)));
  return errors;
}

/**
 * Articles sharing an id: each is reported except the oldest, pointing at it. The newer file is
 * the one a writer just made (a copied article keeps its id), so the error lands where they are
 * working; "newer" is the later modification time, because git does not record when a file was
 * added. Equal times fall back to the file name (the later one is reported). Either way the
 * message names both files.
 */
function duplicateIds(articles: readonly ArticleDoc[]): ContentErrorData[] {
  const byId = new Map<number, ArticleDoc[]>();
  for (const article of articles) byId.set(article.frontMatter.id, [...(byId.get(article.frontMatter.id) ?? []), article]);
  const nextFree = Math.max(0, ...articles.map((a) => a.frontMatter.id)) + 1;
  const errors: ContentErrorData[] = [];
  for (const [id, group] of byId) {
    if (group.length < 2) continue;
    const age = new Map(group.map((a) => [a, statSync(a.file, { throwIfNoEntry: false })?.mtimeMs ?? 0]));
    const [oldest, ...newer] = [...group].sort((a, b) => age.get(a)! - age.get(b)! || a.file.localeCompare(b.file));
    const { line, column } = oldest!.locate(['id']);
    for (const article of newer)
      errors.push(
        at(
          { file: article.file, ...article.locate(['id']) },
          catalogue.duplicateId(id, `${basename(oldest!.file)}:${line}:${column}`, nextFree),
        ),
      );
  }
  return errors;
}
