/**
 * The four-phase framework grid of the systems articles: while the section
 * scrolls past the middle of the viewport, the card in view is highlighted and earlier cards
 * are dimmed; a decorative dashed line grows with the scroll.
 * progress = how far the section has passed the viewport's middle (0..1);
 * active = floor(progress × 4) clamped to 0..3, or none before the section reaches the middle.
 */
import { useEffect, useRef, useState } from 'react';

/** One framework stage: its name, focus and outcome. */
export interface FrameworkStage {
  stage: string;
  focus: string;
  outcome: string;
}

/** Props of FrameworkHighlight. */
export interface FrameworkHighlightProps {
  stages: FrameworkStage[];
  labels: { step: string; outcome: string };
}

/** Active card index for a scroll progress (null before the section reaches the middle). */
export function activeIndex(progress: number, count: number): number | null {
  if (progress < 0) return null;
  return Math.min(count - 1, Math.max(0, Math.floor(progress * count)));
}

/** The framework grid with its scroll highlight. */
export default function FrameworkHighlight({ stages, labels }: FrameworkHighlightProps) {
  const ref = useRef<HTMLOListElement>(null);
  const [progress, setProgress] = useState(-1);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const middle = window.innerHeight / 2;
      setProgress(box.height > 0 ? (middle - box.top) / box.height : -1);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  const active = activeIndex(progress, stages.length);
  const line = Math.min(1, Math.max(0, progress));
  return (
    <div className="framework-wrap">
      <span className="framework__line" aria-hidden="true" style={{ transform: `scaleY(${line})` }} />
      <ol className="framework" ref={ref} data-active={active ?? 'none'}>
        {stages.map((stage, i) => {
          const state = active === null ? '' : i === active ? ' is-active' : i < active ? ' is-dimmed' : '';
          return (
            <li className={`framework__card${state}`} key={stage.stage} aria-current={i === active ? 'step' : undefined}>
              <span className="framework__step">
                {labels.step} {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{stage.stage}</h3>
              <p className="framework__focus">{stage.focus}</p>
              <p className="framework__outcome">
                <strong>{labels.outcome}</strong> {stage.outcome}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
