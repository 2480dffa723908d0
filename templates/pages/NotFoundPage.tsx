/** The not-found page: what happened and links back into the site (written to out/404.html). */
import { HeroText } from '../components/HeroText.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render the 404 page (layout: not-found). */
export function NotFoundPage({ frontMatter, body }: PageProps) {
  return (
    <section className="page-404">
      <div className="wrap">
        <HeroText page={frontMatter} centered />
        <div className="prose page-404__body">
          <Markdown tree={body} />
        </div>
      </div>
    </section>
  );
}
