/** A landing page (e.g. the handoff guide): a hero with its call to action, then the body. */
import { PageHero } from '../components/PageHero.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render a landing page (layout: landing). */
export function LandingPage({ frontMatter, body }: PageProps) {
  return (
    <>
      <PageHero page={frontMatter} />
      <div className="wrap section">
        <div className="prose prose--wide">
          <Markdown tree={body} />
        </div>
      </div>
    </>
  );
}
