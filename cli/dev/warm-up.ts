/**
 * Warm the Markdown pipeline while the dev server is idle. A dev start usually finds every
 * document in the content cache, so the parser has not run yet; V8 needs about a hundred
 * documents before micromark runs optimized (measured: the first edits parsed in 10–50 ms, after
 * 100 documents in 5–7 ms). Parsing bodies already on hand, one per turn of the event loop, makes
 * the writer's first edits reload as fast as later ones. Results are thrown away; an edit stops
 * the warm-up (it parses anyway).
 */
import { markdownToHast } from '../markdown/pipeline.ts';

/** Documents parsed at most (cycling through the bodies when there are fewer). */
const WARM_UP_PARSES = 100;

/** Start parsing `bodies` in the background; returns a function that stops it. */
export function warmUpMarkdown(bodies: readonly string[]): () => void {
  let stopped = bodies.length === 0;
  let done = 0;
  const step = () => {
    if (stopped || done >= WARM_UP_PARSES) return;
    markdownToHast(bodies[done % bodies.length]!, { file: 'warm-up.md', bodyLine: 1, records: new Set(), linkKeys: [], videoKeys: [] });
    done++;
    setImmediate(step);
  };
  setImmediate(step);
  return () => {
    stopped = true;
  };
}
