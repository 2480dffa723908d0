/** A numbered grid of record cards (01, 02, …): a case study's success factors, a playbook's patterns. */
import { ApiText } from './api-text.tsx';

/** One card: its title, what it says, and an optional detail line. */
export interface NumberedCard {
  title: string;
  description: string;
  detail?: string;
}

export function NumberedCards({ cards }: { cards: readonly NumberedCard[] }) {
  return (
    <ol className="record-grid">
      {cards.map((card, i) => (
        <li className="record-card" key={card.title}>
          <span className="record-card__number">{String(i + 1).padStart(2, '0')}</span>
          <h3>{card.title}</h3>
          <p>
            <ApiText text={card.description} />
          </p>
          {card.detail === undefined ? null : (
            <p className="record-card__detail">
              <ApiText text={card.detail} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
