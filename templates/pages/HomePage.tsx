/** The home page: the hero with the Executive Brief, customer logos, case-study proof, the help and how the subscription works, the Hub, the scorecard offer. */
import { ArticleCard } from '../../client/components/ArticleCard.tsx';
import { cardViews } from '../cards.ts';
import { CtaBlock } from '../components/CtaBlock.tsx';
import { HeroText } from '../components/HeroText.tsx';
import { HomeTestimonial, ProofFigures, ScorecardOffer, Services, SubscriptionSteps } from '../components/HomeSections.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { LogoStrip } from '../components/LogoStrip.tsx';
import { Stats } from '../components/Stats.tsx';
import { useImage, useRender } from '../context.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageFrontMatter } from '../types.ts';
import type { PageProps } from './props.ts';

/** The hero: the pitch beside an illustration of the Executive Brief, the headline figures, the customer logos. */
function HomeHero({ page }: { page: PageFrontMatter }) {
  const image = useImage();
  const art = page.home?.illustration;
  const src = art ? image(art.src) : undefined;
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="wrap">
        <div className="home-hero__grid">
          <div className="home-hero__text">
            <HeroText page={page} headingId="home-title" />
          </div>
          {art && src ? (
            <div className="home-hero__art">
              <img src={src.url} alt={art.alt} width={art.width} height={art.height} decoding="async" />
            </div>
          ) : null}
        </div>
        {page.stats ? <Stats items={page.stats} /> : null}
        <LogoStrip />
      </div>
    </section>
  );
}

/** Featured guides from the Knowledge Hub and the way into it. */
function FeaturedGuides({ featured }: { featured: NonNullable<PageFrontMatter['featuredGuides']> }) {
  const cards = cardViews(useRender().site)
    .filter((c) => c.featured)
    .slice(0, featured.count);
  return (
    <section className="section section--tint" aria-labelledby="home-featured">
      <div className="wrap">
        <div className="home-hub-head">
          <div className="section-head">
            <h2 id="home-featured">{featured.heading}</h2>
            <p className="lead">{featured.lead}</p>
          </div>
          <LinkButton href={featured.href} variant="secondary" arrow>
            {featured.linkLabel}
          </LinkButton>
        </div>
        <div className="grid grid--3">
          {cards.map((card) => (
            <ArticleCard key={card.id} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Render the home page (layout: home). */
export function HomePage({ frontMatter, body }: PageProps) {
  const { featuredGuides: featured, closing, home } = frontMatter;
  return (
    <>
      <HomeHero page={frontMatter} />
      {home ? <ProofFigures proof={home.proof} /> : null}
      {home ? <Services services={home.services} /> : null}
      {home ? <SubscriptionSteps subscription={home.subscription} /> : null}
      {home ? <HomeTestimonial proof={home.proof} /> : null}
      {body.children.length > 0 ? (
        <div className="section">
          <div className="wrap">
            <div className="prose home-body">
              <Markdown tree={body} />
            </div>
          </div>
        </div>
      ) : null}
      {featured ? <FeaturedGuides featured={featured} /> : null}
      {home ? <ScorecardOffer offer={home.scorecard} /> : null}
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
