/**
 * The Top 5 ROI moves: each move shows What It Is and Why It Matters, and an
 * expandable 'Implementation Details' panel. At most one panel is open: opening one closes
 * the others, and a second click closes it. Each panel is a native <details name> (one
 * exclusive group), so it opens and reads before and without JavaScript, and the browser
 * keeps one open; the toggle carries both labels and CSS shows Show or Hide from [open], so
 * the label is right in every state (without CSS, Hide stays hidden). The island only adds
 * the one-open rule where a browser lacks exclusive <details>, and never touches `open`:
 * what the visitor opened stays open.
 */
import { CodeText, type CodeTextValue, plainText } from '../components/CodeText.tsx';
import { closeOtherDetails } from '../components/exclusive-details.ts';
import { Icon } from '../components/Icon.tsx';

/** One move: id, icon, title, description, impact, implementation and its details (their API names cut out as code by the server). */
export interface Move {
  id: number;
  icon: string;
  title: string;
  description: CodeTextValue;
  impact: CodeTextValue;
  implementation: CodeTextValue;
  details: CodeTextValue[];
}

/** Props of RoiMoves. */
export interface RoiMovesProps {
  moves: Move[];
  labels: { whatItIs: string; whyItMatters: string; details: string; show: string; hide: string; link: string };
  /** The trial page each panel links to (links.scorecard, resolved). */
  linkHref: string;
}

/** The group name that makes the panels one exclusive accordion. */
const GROUP = 'roi-moves';

/** The five moves with one-at-a-time implementation panels. */
export default function RoiMoves({ moves, labels, linkHref }: RoiMovesProps) {
  return (
    <ol className="moves">
      {moves.map((move) => (
        <li className="move" key={move.id} id={`move-${move.id}`}>
          <div className="move__head">
            <span className="icon-tile">
              <Icon name={move.icon} />
            </span>
            <h3>
              {/* One text node after the number (not ' ' and the title: Chromium's accessible name would drop that space). */}
              <span className="move__number">{move.id}.</span>
              {` ${move.title}`}
            </h3>
          </div>
          <div className="move__grid">
            <div>
              <h4>{labels.whatItIs}</h4>
              <p>
                <CodeText value={move.description} />
              </p>
            </div>
            <div>
              <h4>{labels.whyItMatters}</h4>
              <p>
                <CodeText value={move.impact} />
              </p>
            </div>
          </div>
          {/* open may differ from the server HTML: the visitor opened it before hydration. It stays. */}
          <details className="move__details" name={GROUP} onToggle={closeOtherDetails} suppressHydrationWarning>
            <summary data-move={move.id}>
              <span className="move__toggle">
                <span className="move__show">{labels.show}</span>
                <span className="move__hide" hidden>
                  {labels.hide}
                </span>
              </span>
              {/* One text node, so the accessible name is 'Show Implementation Details', not 'ShowImplementation Details'. */}
              {` ${labels.details}`}
            </summary>
            <div className="move__panel">
              <p>
                <CodeText value={move.implementation} />
              </p>
              <ol>
                {move.details.map((step) => (
                  <li key={plainText(step)}>
                    <CodeText value={step} />
                  </li>
                ))}
              </ol>
              <a className="btn btn--secondary btn--small" href={linkHref}>
                {labels.link}
              </a>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
