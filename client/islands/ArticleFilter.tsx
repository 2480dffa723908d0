/**
 * The Knowledge Hub filter on /articles: category buttons, default All;
 * on All a Featured block with the first two featured articles, then every article; when
 * filtered, the heading '{category} Articles' and only the matching articles.
 */
import { useState } from 'react';
import { ArticleCard, type CardShown } from '../components/ArticleCard.tsx';

/** Props of ArticleFilter (all text comes from content). */
export interface ArticleFilterProps {
  /** Every article's card, as much of it as a card shows. */
  cards: CardShown[];
  categories: string[];
  labels: { allLabel: string; featuredHeading: string; allHeading: string; filterLabel: string; filteredHeading: string };
  /** How many featured articles the Featured block shows (two). */
  featuredCount: number;
}

/** Category filter over the hub's cards. */
export default function ArticleFilter({ cards, categories, labels, featuredCount }: ArticleFilterProps) {
  const [selected, setSelected] = useState<string>(labels.allLabel);
  const isAll = selected === labels.allLabel;
  const shown = isAll ? cards : cards.filter((card) => card.category === selected);
  const featured = cards.filter((card) => card.featured).slice(0, featuredCount);
  // A replacer function: a '$' in a category name is inserted as written, never read as a pattern.
  const heading = isAll ? labels.allHeading : labels.filteredHeading.replace('{category}', () => selected);

  return (
    <div className="hub-browser">
      <ul className="hub-filter" aria-label={labels.filterLabel}>
        {[labels.allLabel, ...categories].map((category) => (
          <li key={category}>
            <button type="button" aria-pressed={selected === category} onClick={() => setSelected(category)}>
              {category}
            </button>
          </li>
        ))}
      </ul>
      {isAll && featured.length > 0 ? (
        <section className="hub-featured" aria-labelledby="hub-featured-title">
          <h2 className="hub-section-title" id="hub-featured-title">
            {labels.featuredHeading}
          </h2>
          <div className="grid grid--2">
            {featured.map((card) => (
              <ArticleCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="hub-grid-title" aria-live="polite">
        <h2 className="hub-section-title" id="hub-grid-title">
          {`${heading} `}
          <span className="hub-count">({shown.length})</span>
        </h2>
        <div className="grid grid--3">
          {shown.map((card) => (
            <ArticleCard key={card.id} card={card} />
          ))}
        </div>
      </section>
    </div>
  );
}
