/**
 * The Knowledge Hub filter on /articles: category buttons, default All; on All a Featured block
 * with the first two featured articles, then every article; when filtered, the heading
 * '{category} Articles' and only the matching articles. The server renders the All view with
 * every card; in the browser, plain DOM code (no React) shows the cards of the category chosen
 * from those already on the page, so the page does not carry every card a second time as props.
 */
import { ArticleCard } from '../components/ArticleCard.tsx';
import type { CardView } from '../../types/cards.ts';

/** Props of ArticleFilter as the browser gets them (all text comes from content). */
export interface ArticleFilterProps {
  categories: string[];
  labels: { allLabel: string; featuredHeading: string; allHeading: string; filterLabel: string; filteredHeading: string };
}

/** What the server renders besides: every article's card, and how many featured ones the Featured block shows (two). */
export interface ArticleFilterCards {
  cards: CardView[];
  featuredCount: number;
}

/** The heading over the grid: All's, or the filtered one with the category in it. */
function gridHeading(labels: ArticleFilterProps['labels'], selected: string): string {
  // A replacer function: a '$' in a category name is inserted as written, never read as a pattern.
  return selected === labels.allLabel ? labels.allHeading : labels.filteredHeading.replace('{category}', () => selected);
}

/** Server side: the All view, with every card. */
export default function ArticleFilter({ cards, categories, labels, featuredCount }: ArticleFilterProps & ArticleFilterCards) {
  const featured = cards.filter((card) => card.featured).slice(0, featuredCount);
  return (
    <div className="hub-browser">
      <ul className="hub-filter" aria-label={labels.filterLabel}>
        {[labels.allLabel, ...categories].map((category) => (
          <li key={category}>
            <button type="button" aria-pressed={category === labels.allLabel}>
              {category}
            </button>
          </li>
        ))}
      </ul>
      {featured.length > 0 ? (
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
          {`${gridHeading(labels, labels.allLabel)} `}
          <span className="hub-count">({cards.length})</span>
        </h2>
        <div className="grid grid--3">
          {cards.map((card) => (
            <ArticleCard key={card.id} card={card} />
          ))}
        </div>
      </section>
    </div>
  );
}

/** Browser side: a category button shows that category's cards (All: the Featured block and every card). */
export function mount(element: HTMLElement, { categories, labels }: ArticleFilterProps): void {
  const browser = element.querySelector<HTMLElement>('.hub-browser');
  const buttons = [...element.querySelectorAll<HTMLButtonElement>('.hub-filter button')];
  const featured = element.querySelector<HTMLElement>('.hub-featured');
  const title = element.querySelector<HTMLElement>('#hub-grid-title');
  const grid = title?.nextElementSibling;
  const count = title?.querySelector('.hub-count');
  if (!browser || !title || !grid || !count || !title.firstChild) return;
  const heading = title.firstChild;
  const cards = [...grid.children] as HTMLElement[];
  const names = [labels.allLabel, ...categories];
  const select = (selected: string) => {
    const isAll = selected === labels.allLabel;
    for (const [i, button] of buttons.entries()) button.setAttribute('aria-pressed', String(names[i] === selected));
    // The Featured block is on the page on All only (it repeats two of the cards).
    if (featured && isAll && !featured.isConnected) title.parentElement?.before(featured);
    else if (featured && !isAll) featured.remove();
    const shown = isAll ? cards : cards.filter((card) => card.dataset.category === selected);
    grid.replaceChildren(...shown);
    heading.textContent = `${gridHeading(labels, selected)} `;
    count.textContent = `(${shown.length})`;
  };
  for (const [i, button] of buttons.entries()) button.addEventListener('click', () => select(names[i]!));
  browser.dataset.ready = '';
}
