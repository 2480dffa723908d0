/**
 * The Top 5 ROI moves (SPEC §2, §4): each move shows What It Is and Why It Matters, and an
 * expandable 'Implementation Details' panel. At most one panel is open: opening one closes
 * the others, and a second click closes it. Built on <details>, so without JavaScript every
 * panel still opens and the text stays readable.
 */
import { useState, type MouseEvent } from 'react';
import { Icon } from '../components/Icon.tsx';

/** One move (SPEC §3 ROI move). */
export interface Move {
  id: number;
  icon: string;
  title: string;
  description: string;
  impact: string;
  implementation: string;
  details: string[];
}

/** Props of RoiMoves. */
export interface RoiMovesProps {
  moves: Move[];
  labels: { whatItIs: string; whyItMatters: string; details: string; show: string; hide: string; link: string };
  /** The trial page each panel links to (links.scorecard, resolved). */
  linkHref: string;
}

/** The five moves with one-at-a-time implementation panels. */
export default function RoiMoves({ moves, labels, linkHref }: RoiMovesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const toggle = (event: MouseEvent, id: number) => {
    event.preventDefault();
    setOpen((current) => (current === id ? null : id));
  };
  return (
    <ol className="moves">
      {moves.map((move) => {
        const expanded = open === move.id;
        return (
          <li className="move" key={move.id} id={`move-${move.id}`}>
            <div className="move__head">
              <span className="icon-tile">
                <Icon name={move.icon} />
              </span>
              <h3>
                <span className="move__number">{move.id}.</span> {move.title}
              </h3>
            </div>
            <div className="move__grid">
              <div>
                <h4>{labels.whatItIs}</h4>
                <p>{move.description}</p>
              </div>
              <div>
                <h4>{labels.whyItMatters}</h4>
                <p>{move.impact}</p>
              </div>
            </div>
            <details className="move__details" open={expanded}>
              <summary onClick={(event) => toggle(event, move.id)} data-move={move.id}>
                <span className="move__toggle">{expanded ? labels.hide : labels.show}</span> {labels.details}
              </summary>
              <div className="move__panel">
                <p>{move.implementation}</p>
                <ol>
                  {move.details.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <a className="btn btn--secondary btn--small" href={linkHref}>
                  {labels.link}
                </a>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
