/** The end of an article, after its closing call to action: the author block (data/authors.yaml) and related reading chosen from the content. */
import { ArticleCard } from '../../client/components/ArticleCard.tsx';
import { cardView } from '../cards.ts';
import { useLabels, useRender } from '../context.tsx';
import { authorOf, initials, type RelatedSubject, relatedArticles } from '../related.ts';

/** Render the author block and the related articles of the article `subject`, written by `byline`. */
export function ArticleEnd({ subject, byline }: { subject: RelatedSubject; byline?: string }) {
  const { site } = useRender();
  const labels = useLabels().articleEnd;
  const author = byline ? authorOf(byline, site.data.authors?.authors ?? []) : undefined;
  const cards = relatedArticles(subject, site.hub).map((card) => cardView(site, card));
  if (!labels || (!author && cards.length === 0)) return null;
  return (
    <div className="article-end">
      <div className="wrap">
        {author ? (
          <section className="author-card" aria-label={labels.author}>
            <span className="author-card__monogram" aria-hidden="true">
              {initials(author.name)}
            </span>
            <div>
              <p className="author-card__label">{labels.author}</p>
              <p className="author-card__name">
                <strong>{author.name}</strong> <span>{author.role}</span>
              </p>
              <p className="author-card__bio">{author.bio}</p>
            </div>
          </section>
        ) : null}
        {cards.length > 0 ? (
          <section className="related-reading" aria-label={labels.related}>
            <h2>{labels.related}</h2>
            <div className="grid grid--3 related-reading__cards">
              {cards.map((card) => (
                <ArticleCard key={card.link} card={card} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
