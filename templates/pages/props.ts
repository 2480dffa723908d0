/** Props every page template receives. */
import type { Root } from 'hast';
import type { ArticleFrontMatter, PageFrontMatter } from '../types.ts';

/** A page template's input: its front matter and its Markdown body. */
export interface PageProps {
  frontMatter: PageFrontMatter | ArticleFrontMatter;
  body: Root;
}
