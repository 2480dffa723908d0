/** The dark closing band with headline figures (scorecard and briefing pages). */
import type { PageFrontMatter } from '../types.ts';
import { Stats } from './Stats.tsx';

/** Render `closingStats` as a dark band; nothing when absent. */
export function ClosingStats({ closing }: { closing: PageFrontMatter['closingStats'] }) {
  if (!closing) return null;
  return (
    <section className="closing-band" aria-label={closing.headline ?? 'Key figures'}>
      <div className="wrap">
        <div className="closing-band__panel">
          {closing.headline ? <h2>{closing.headline}</h2> : null}
          <Stats items={closing.stats} tone="dark" label={closing.headline ?? 'Key figures'} />
        </div>
      </div>
    </section>
  );
}
