/** A landing page (e.g. the handoff guide): a hero with its call to action, then the body. */
import { LinkButton } from '../components/LinkButton.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render a landing page (layout: landing). */
export function LandingPage({ frontMatter, body }: PageProps) {
  const hero = frontMatter.hero;
  return (
    <>
      <section className={`hero${frontMatter.heroTheme === 'dark' ? ' hero--dark' : ''}`}>
        <div className="wrap">
          {hero?.eyebrow ? <span className="eyebrow">{hero.eyebrow}</span> : null}
          <h1>{hero?.headline ?? frontMatter.title}</h1>
          <p className="lead">{hero?.lead ?? frontMatter.description}</p>
          {hero?.primary || hero?.secondary ? (
            <div className="btn-row">
              {hero.primary ? <LinkButton href={hero.primary.href} arrow>{hero.primary.label}</LinkButton> : null}
              {hero.secondary ? <LinkButton href={hero.secondary.href} variant="secondary">{hero.secondary.label}</LinkButton> : null}
            </div>
          ) : null}
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
