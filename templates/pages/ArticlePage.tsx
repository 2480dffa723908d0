/**
 * A long-form article: one header for every article (category, title, subtitle, author and date,
 * illustration; dark on the systems articles), a case study's results bar, the Markdown body with
 * a sticky scorecard promo beside it, then the author block and related reading.
 */
import { ArticleEnd } from '../components/ArticleEnd.tsx';
import { PageDates } from '../components/PageDates.tsx';
import { Picture } from '../components/Picture.tsx';
import { PromoCard } from '../components/PromoCard.tsx';
import { ResultsBar } from '../components/ResultsBar.tsx';
import { useLabels, useRender } from '../context.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import { initials } from '../related.ts';
import { Shared } from '../Shared.tsx';
import type { PageProps } from './props.ts';

/** How wide the cover is shown: the header's second column on desktops, the whole width below. */
const COVER_SIZES = '(min-width: 1000px) 500px, 100vw';

/** The header's parts, from a hub article's own fields or a page's `byline`. */
function headParts(frontMatter: PageProps['frontMatter']) {
  if ('id' in frontMatter) {
    const { category, author, readTime, image, imageAlt, tags, subtitle } = frontMatter;
    return { category, author, readTime, image, imageAlt, tags, subtitle };
  }
  const byline = frontMatter.byline;
  return { ...byline, subtitle: frontMatter.hero?.lead ?? frontMatter.description };
}

/** Render an article page (layout: article). */
export function ArticlePage({ frontMatter, body }: PageProps) {
  const { path } = useRender();
  const head = headParts(frontMatter);
  const dark = frontMatter.heroTheme === 'dark';
  const labels = useLabels();
  return (
    <article>
      <header className={`article-head${dark ? ' article-head--dark' : ''}`}>
        <div className={`wrap article-head__grid${head.image ? '' : ' article-head__grid--text'}`}>
          <div>
            {head.category ? <span className="badge">{head.category}</span> : null}
            <h1>{frontMatter.title}</h1>
            <p className="article-head__subtitle">{head.subtitle}</p>
            {head.author || frontMatter.published || frontMatter.updated ? (
              <div className="meta byline">
                {head.author ? (
                  <span className="byline__monogram" aria-hidden="true">
                    {initials(head.author.split(',')[0]!)}
                  </span>
                ) : null}
                <p>
                  {head.author ? <span className="byline__author">{head.author}</span> : null}
                  <span className="byline__when">
                    <PageDates published={frontMatter.published} updated={frontMatter.updated} />
                    {head.readTime ? <span>{head.readTime}</span> : null}
                  </span>
                </p>
              </div>
            ) : null}
          </div>
          {head.image ? (
            <div className="article-head__image">
              <Picture src={head.image} alt={head.imageAlt ?? ''} sizes={COVER_SIZES} eager />
            </div>
          ) : null}
        </div>
        <div className="wrap">
          <ResultsBar />
        </div>
      </header>
      <div className="wrap article-layout">
        <div className="prose">
          <Markdown tree={body} />
        </div>
        <aside className="article-aside" aria-label={labels.asideLabel}>
          <div className="article-aside__sticky">
            <Shared id="promo sidebar">
              <PromoCard variant="sidebar" headingLevel={2} />
            </Shared>
          </div>
        </aside>
      </div>
      <ArticleEnd subject={{ link: path, category: head.category, tags: head.tags }} byline={head.author} />
    </article>
  );
}
