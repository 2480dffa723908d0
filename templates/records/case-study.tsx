/** Records of the case studies: profile, challenges, solution, phases, results, success factors, testimonial. */
import { ApiText } from './api-text.tsx';
import { useLabels, usePage } from '../context.tsx';
import { NumberedCards } from './numbered-cards.tsx';
import { Icon } from '../../client/components/Icon.tsx';
import type { CaseProof } from '../types.ts';
import type { CSSProperties } from 'react';

type CaseTestimonial = NonNullable<CaseProof['testimonial']>;

/** Values longer than this many characters read as sentences: the profile lists them as label–value rows instead of columns. */
const PROFILE_COLUMN_VALUE = 28;

/** The company profile: short values side by side (as many columns as items), long ones as rows. */
export function Profile() {
  const { profile = [] } = usePage();
  const rows = profile.some((p) => p.value.length > PROFILE_COLUMN_VALUE);
  return (
    <dl
      className={`profile${rows ? ' profile--rows' : ''}`}
      style={rows ? undefined : ({ '--profile-columns': profile.length } as CSSProperties)}
    >
      {profile.map((p) => (
        <div key={p.label}>
          <dt>{p.label}</dt>
          <dd>{p.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Challenges() {
  const { challenges = [] } = usePage();
  return (
    <div className="grid grid--2 groups">
      {challenges.map((group) => (
        <section className="group" key={group.title} aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                <ApiText text={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function Solution() {
  const { solution } = usePage();
  if (!solution) return null;
  return (
    <div className="solution">
      <p className="solution__plan">
        <ApiText text={solution.growthPlan} />
      </p>
      <ul className="benefits">
        {solution.benefits.map((b) => (
          <li key={b}>
            <Icon name="check" className="icon" />
            <span>
              <ApiText text={b} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Phases() {
  const { phases = [] } = usePage();
  const labels = useLabels();
  return (
    <ol className="phases">
      {phases.map((phase) => (
        <li key={phase.number}>
          <span className="phases__number" aria-hidden="true">
            {phase.number}
          </span>
          <div>
            <h3>
              <span className="visually-hidden">{`${labels.phase} ${phase.number}: `}</span>
              {phase.title}
            </h3>
            <p>
              <ApiText text={phase.description} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Results() {
  const { results = [] } = usePage();
  return (
    <div className="grid grid--2 results">
      {results.map((group) => (
        <section className="results__group" key={group.category} aria-label={group.category}>
          <h3>{group.category}</h3>
          <ul>
            {group.metrics.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SuccessFactors() {
  const { successFactors = [] } = usePage();
  return <NumberedCards cards={successFactors} />;
}

export function Testimonial() {
  const { testimonial } = usePage();
  return testimonial ? <TestimonialFigure testimonial={testimonial} /> : null;
}

/** A client's quote, attributed by name when given, else by role; then role and company, or the company alone. */
export function TestimonialFigure({ testimonial, className = 'testimonial' }: { testimonial: CaseTestimonial; className?: string }) {
  return (
    <figure className={className}>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name ?? testimonial.role}</strong>
        <span>{testimonial.name ? `${testimonial.role}, ${testimonial.company}` : testimonial.company}</span>
      </figcaption>
    </figure>
  );
}
