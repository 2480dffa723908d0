/** The home page's sections below the hero: case-study proof, the three kinds of help, how the subscription works, the scorecard offer. */
import type { ReactNode } from 'react';
import { Icon } from '../../client/components/Icon.tsx';
import { useImage, useRender } from '../context.tsx';
import { citedFigures, citedTestimonial } from '../home-proof.ts';
import { TestimonialFigure } from '../records/case-study.tsx';
import type { PageFrontMatter } from '../types.ts';
import { LinkButton } from './LinkButton.tsx';

type Home = NonNullable<PageFrontMatter['home']>;

/** A section's eyebrow, heading (with its id) and lead. */
function SectionHead({
  id,
  head,
  center = false,
}: {
  id: string;
  head: { eyebrow?: string; heading: string; lead?: string };
  center?: boolean;
}) {
  return (
    <div className={`section-head${center ? ' section-head--center' : ''}`}>
      {head.eyebrow ? <span className="eyebrow">{head.eyebrow}</span> : null}
      <h2 id={id}>{head.heading}</h2>
      {head.lead ? <p className="lead">{head.lead}</p> : null}
    </div>
  );
}

/** A link to a case study whose visible text is short and whose name says which study. */
function StoryLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a className="home-story-link" href={href}>
      {label}
      <span className="visually-hidden">{`: ${title}`}</span>
      <Icon name="arrow" className="icon icon--sm" />
    </a>
  );
}

/** Big numbers from the case studies, each with the study it comes from. */
export function ProofFigures({ proof }: { proof: Home['proof'] }) {
  const figures = citedFigures(useRender().site.hub, proof.figures);
  if (figures.length === 0) return null;
  return (
    <section className="section home-proof" aria-labelledby="home-proof">
      <div className="wrap">
        <SectionHead id="home-proof" head={proof} />
        <ul className="home-figures">
          {figures.map((f) => (
            <li key={`${f.study.link}${f.value}`}>
              <strong className="home-figures__value">{f.value}</strong>
              <span className="home-figures__label">{f.label}</span>
              <StoryLink href={f.study.link} label={proof.storyLink} title={f.study.title} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A case study's testimonial, attributed as the study attributes it, beside the study's cover and a link to it. */
export function HomeTestimonial({ proof }: { proof: Home['proof'] }) {
  const cited = citedTestimonial(useRender().site.hub, proof.testimonial);
  const cover = useImage()(cited?.study.image ?? '');
  if (!cited) return null;
  const { testimonial, study } = cited;
  return (
    <section className="home-quote">
      <div className="wrap home-quote__grid">
        <TestimonialFigure testimonial={testimonial} className="testimonial home-quote__figure" />
        <div className="home-quote__story">
          <img src={cover.url} alt={study.imageAlt} width={cover.width} height={cover.height} loading="lazy" decoding="async" />
          <div className="home-quote__story-body">
            <span className="badge">{study.category}</span>
            <p>{study.title}</p>
            <StoryLink href={study.link} label={proof.storyLink} title={study.title} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** RevOps, campaigns and creative: one card each. */
export function Services({ services }: { services: Home['services'] }) {
  return (
    <section className="section section--tint" aria-labelledby="home-services">
      <div className="wrap">
        <SectionHead id="home-services" head={services} />
        <ul className="home-services">
          {services.items.map((item) => (
            <li key={item.title} className="home-service">
              <span className="icon-tile" aria-hidden="true">
                <Icon name={item.icon} className="icon" />
              </span>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <ul className="checklist">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How the subscription works: numbered steps and its terms. */
export function SubscriptionSteps({ subscription }: { subscription: Home['subscription'] }) {
  return (
    <section className="section" id="how-it-works" aria-labelledby="home-subscription">
      <div className="wrap">
        <SectionHead id="home-subscription" head={subscription} />
        <ol className="home-steps">
          {subscription.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
        <ul className="home-terms">
          {subscription.terms.map((term) => (
            <li key={term}>
              <Icon name="check" className="icon icon--sm" />
              {term}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The scorecard offer: what the free assessment returns, and the way in. */
export function ScorecardOffer({ offer, children }: { offer: Home['scorecard']; children?: ReactNode }) {
  return (
    <section className="home-offer" aria-labelledby="home-offer">
      <div className="wrap">
        <div className="home-offer__grid">
          <div>
            {offer.eyebrow ? <span className="eyebrow">{offer.eyebrow}</span> : null}
            <h2 id="home-offer">{offer.heading}</h2>
            {offer.lead ? <p className="home-offer__lead">{offer.lead}</p> : null}
            <LinkButton href={offer.button.href} variant="light" arrow>
              {offer.button.label}
            </LinkButton>
            {offer.context ? <span className="cta-block__context">{offer.context}</span> : null}
          </div>
          <ul className="home-offer__points">
            {offer.points.map((point) => (
              <li key={point}>
                <Icon name="check" className="icon icon--sm" />
                {point}
              </li>
            ))}
          </ul>
          {children}
        </div>
      </div>
    </section>
  );
}
