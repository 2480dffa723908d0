/** A landing page (e.g. the handoff guide): a hero with its call to action (and the guide's cover beside it), then the body at a reading measure. */
import { HeroText } from '../components/HeroText.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Picture } from '../components/Picture.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** How wide the guide's cover is shown: the hero's second column on desktops, the whole width below. */
const COVER_SIZES = '(min-width: 1000px) 520px, 100vw';

/** Render a landing page (layout: landing). */
export function LandingPage({ frontMatter, body }: PageProps) {
  const cover = frontMatter.guide?.cover;
  return (
    <>
      {cover ? (
        <section className={`hero hero--split${frontMatter.heroTheme === 'dark' ? ' hero--dark' : ''}`}>
          <div className="wrap hero-split">
            <div>
              <HeroText page={frontMatter} />
            </div>
            <div className="hero-split__art">
              <Picture src={cover} alt={frontMatter.guide?.coverAlt ?? ''} sizes={COVER_SIZES} eager />
            </div>
          </div>
        </section>
      ) : (
        <PageHero page={frontMatter} />
      )}
      <div className="wrap section">
        <div className="prose prose--wide">
          <Markdown tree={body} />
        </div>
      </div>
    </>
  );
}
