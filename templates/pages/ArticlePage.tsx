/** A long-form article: header with cover, the Markdown body, a sticky scorecard promo beside it. */
import { Picture } from '../components/Picture.tsx';
import { PageDates } from '../components/PageDates.tsx';
import { PromoCard } from '../components/PromoCard.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import { useLabels } from '../context.tsx';
import { Shared } from '../Shared.tsx';
import type { PageProps } from './props.ts';

/** How wide the cover is shown: the header's second column on desktops, the whole width below. */
const COVER_SIZES = '(min-width: 1000px) 500px, 100vw';

/** Render an article page (layout: article). */
export function ArticlePage({ frontMatter, body }: PageProps) {
  const article = 'id' in frontMatter ? frontMatter : undefined;
  const dark = frontMatter.heroTheme === 'dark';
  const hero = frontMatter.hero;
  const labels = useLabels();
  return (
    <article>
      <header className={`article-head${dark ? ' article-head--dark' : ''}`}>
        <div className="wrap article-head__grid">
          <div>
            {article ? (
              <span className="badge">{article.category}</span>
            ) : hero?.eyebrow ? (
              <span className="eyebrow">{hero.eyebrow}</span>
            ) : null}
            <h1>{frontMatter.title}</h1>
            <p className="article-head__subtitle">{article?.subtitle ?? hero?.lead ?? frontMatter.description}</p>
            {article || frontMatter.published || frontMatter.updated ? (
              <p className="meta">
                {article ? <span>{article.author}</span> : null}
                <PageDates published={frontMatter.published} updated={frontMatter.updated} />
                {article ? <span>{article.readTime}</span> : null}
              </p>
            ) : null}
          </div>
          {article ? (
            <div className="article-head__image">
              <Picture src={article.image} alt={article.imageAlt} sizes={COVER_SIZES} eager />
            </div>
          ) : null}
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
    </article>
  );
}
