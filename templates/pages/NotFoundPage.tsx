/** The not-found page: what happened and links back into the site (written to out/404.html). */
import { LinkButton } from '../components/LinkButton.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render the 404 page (layout: not-found). */
export function NotFoundPage({ frontMatter, body }: PageProps) {
  const hero = frontMatter.hero;
  return (
    <section className="page-404">
      <div className="wrap">
        {hero?.eyebrow ? <span className="eyebrow">{hero.eyebrow}</span> : null}
        <h1>{hero?.headline ?? frontMatter.title}</h1>
        <p className="lead">{hero?.lead ?? frontMatter.description}</p>
        <div className="btn-row" style={{ justifyContent: 'center' }}>
          {hero?.primary ? <LinkButton href={hero.primary.href}>{hero.primary.label}</LinkButton> : null}
          {hero?.secondary ? <LinkButton href={hero.secondary.href} variant="secondary">{hero.secondary.label}</LinkButton> : null}
        </div>
        <div className="prose page-404__body">
          <Markdown tree={body} />
        </div>
      </div>
    </section>
  );
}
