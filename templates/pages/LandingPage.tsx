/** A landing page (e.g. the handoff guide): a hero with its call to action, then the body. */
import { HeroText } from '../components/HeroText.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render a landing page (layout: landing). */
export function LandingPage({ frontMatter, body }: PageProps) {
  return (
    <>
      <section className={`hero${frontMatter.heroTheme === 'dark' ? ' hero--dark' : ''}`}>
        <div className="wrap">
          <HeroText page={frontMatter} />
        </div>
      </section>
      <div className="wrap section">
        <div className="prose prose--wide">
          <Markdown tree={body} />
        </div>
      </div>
    </>
  );
}
