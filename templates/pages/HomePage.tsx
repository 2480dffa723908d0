/** The home page: who the provider is, headline figures, featured guides, the scorecard. */
import { ArticleCard } from '../../client/components/ArticleCard.tsx';
import { cardViews } from '../cards.ts';
import { CtaBlock } from '../components/CtaBlock.tsx';
import { HeroText } from '../components/HeroText.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { Stats } from '../components/Stats.tsx';
import { useRender } from '../context.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** Render the home page (layout: home). */
export function HomePage({ frontMatter, body }: PageProps) {
  const { site } = useRender();
  const { stats, featuredGuides: featured, closing } = frontMatter;
  const cards = cardViews(site)
    .filter((c) => c.featured)
    .slice(0, featured?.count ?? 3);
  return (
    <>
      <section className="home-hero">
        <div className="wrap">
          <HeroText page={frontMatter} />
          {stats ? <Stats items={stats} /> : null}
        </div>
      </section>
      <div className="section">
        <div className="wrap">
          <div className="prose home-body">
            <Markdown tree={body} />
          </div>
        </div>
      </div>
      {featured ? (
        <section className="section section--tint" aria-labelledby="home-featured">
          <div className="wrap">
            <div className="section-head">
              <h2 id="home-featured">{featured.heading}</h2>
              <p className="lead">{featured.lead}</p>
            </div>
            <div className="grid grid--3">
              {cards.map((card) => (
                <ArticleCard key={card.id} card={card} />
              ))}
            </div>
            <p style={{ marginTop: 32 }}>
              <LinkButton href={featured.href} variant="secondary" arrow>
                {featured.linkLabel}
              </LinkButton>
            </p>
          </div>
        </section>
      ) : null}
      {closing ? (
        <div className="wrap">
          <CtaBlock headline={closing.headline} button={closing.button} href={closing.href} context={closing.context}>
            {closing.description}
          </CtaBlock>
          <div style={{ height: 64 }} />
        </div>
      ) : null}
    </>
  );
}
