/** A case study's results as big numbers, near the top: the figures its own results open with (site.hub proof), never retyped. */
import type { CSSProperties } from 'react';
import { useLabels, useRender } from '../context.tsx';
import { studyAt } from '../home-proof.ts';

/** How many figures the bar shows at most (the first ones, in the order the study lists its results). */
export const RESULTS_BAR_SIZE = 4;

/** Render the results bar of the case study at the current route; nothing when it has fewer than two figures. */
export function ResultsBar() {
  const { site, path } = useRender();
  const label = useLabels().results?.label;
  const figures = studyAt(site.hub, path)?.proof.figures.slice(0, RESULTS_BAR_SIZE) ?? [];
  if (figures.length < 2) return null;
  return (
    <section className="results-bar" aria-label={label}>
      {label ? <p className="results-bar__label">{label}</p> : null}
      <dl className="results-bar__figures" style={{ '--figures': figures.length } as CSSProperties}>
        {figures.map((figure) => (
          <div key={figure.value + figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
