/** The opening of a page: eyebrow, the page's h1, lead paragraph and up to two buttons. */
import { Fragment } from 'react';
import type { PageFrontMatter } from '../types.ts';
import { LinkButton } from './LinkButton.tsx';

/**
 * A headline of several sentences ("Know Where You Stand. Know Where to Focus."), each sentence
 * kept whole on its lines (.headline-sentence): a narrow screen breaks between sentences before it
 * breaks inside one. The text is the same; a one-sentence headline is plain text.
 */
export function Headline({ text }: { text: string }) {
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/);
  if (sentences.length === 1) return text;
  return sentences.map((sentence, i) => (
    <Fragment key={sentence}>
      {i > 0 ? ' ' : null}
      <span className="headline-sentence">{sentence}</span>
    </Fragment>
  ));
}

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
      <h1 id={headingId}>
        <Headline text={hero?.headline ?? page.title} />
      </h1>
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
