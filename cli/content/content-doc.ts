/**
 * The validated Markdown pages of a content root: the shape every loader stage and the renderer
 * share, kept apart from load.ts so the stages it calls can name it without importing it back.
 */
import type { YamlSource } from './frontmatter.ts';
import type { ArticleFrontMatter, PageFrontMatter } from './schema.ts';

/** One Markdown page of the content root, validated. */
export interface ContentDoc {
  kind: 'article' | 'page';
  /** Path of the file (as given, joined to the content root). */
  file: string;
  /** File name without .md: the route's last segment. */
  slug: string;
  frontMatter: PageFrontMatter | ArticleFrontMatter;
  body: string;
  bodyLine: number;
  /** Locate a front-matter path in the file. */
  locate: YamlSource['locate'];
}

/** A Knowledge Hub article: a ContentDoc with the article fields. */
export interface ArticleDoc extends ContentDoc {
  kind: 'article';
  frontMatter: ArticleFrontMatter;
}
