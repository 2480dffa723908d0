/** The opening of a page: eyebrow, the page's h1, lead paragraph and up to two buttons. */
import type { PageFrontMatter } from '../types.ts';
import { LinkButton } from './LinkButton.tsx';

/** Render the hero text of a page from its `hero:` front matter (falling back to title and description). */
export function HeroText({
  page,
  centered = false,
  headingId,
}: {
  page: Pick<PageFrontMatter, 'hero' | 'title' | 'description'>;
  centered?: boolean;
  /** An id for the h1, for a section it names. */
  headingId?: string;
}) {
  const hero = page.hero;
  return (
    <>
      {hero?.eyebrow ? <span className="eyebrow">{hero.eyebrow}</span> : null}
      <h1 id={headingId}>{hero?.headline ?? page.title}</h1>
      <p className="lead">{hero?.lead ?? page.description}</p>
      {hero?.primary || hero?.secondary ? (
        <div className={`btn-row${centered ? ' btn-row--center' : ''}`}>
          {hero.primary ? (
            <LinkButton href={hero.primary.href} arrow>
              {hero.primary.label}
            </LinkButton>
          ) : null}
          {hero.secondary ? (
            <LinkButton href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </LinkButton>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
