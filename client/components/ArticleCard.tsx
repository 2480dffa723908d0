/**
 * A Knowledge Hub card: image, category badge, title, description, up to two tags, read time,
 * link. Pure presentation (no render context), so the hub filter island can render it too.
 */
import type { CardView } from '../../types/cards.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** Maximum tags a card shows: the first two. */
export const CARD_TAG_LIMIT = 2;

/** How wide a card's image is shown: a third of the page on desktops, half on tablets, all of a phone. */
const CARD_IMAGE_SIZES = '(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw';

/** One article card; the title link covers the whole card. */
export function ArticleCard({ card, headingLevel = 3 }: { card: CardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-category={card.category}>
      <div className="card__image">
        <ResponsiveImage image={card.image} alt={card.imageAlt} sizes={CARD_IMAGE_SIZES} />
      </div>
      <div className="card__body">
        <div>
          <span className="badge">{card.category}</span>
          {card.draftLabel ? <span className="badge badge--draft">{card.draftLabel}</span> : null}
        </div>
        <Heading className="card__title">
          <a href={card.link}>{card.title}</a>
        </Heading>
        <p>{card.description}</p>
        <div className="card__tags">
          {card.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <span className="tag" key={tag}>
              {tag}
            </span>
          ))}
        </div>
        <div className="card__foot">
          <span>{card.readTime}</span>
          <span className="card__more" aria-hidden="true">
            Read →
          </span>
        </div>
      </div>
    </article>
  );
}
