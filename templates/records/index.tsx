/**
 * Components for record directives: each renders one front-matter record list of the page
 * (plays, patterns, moves, …) in the place the writer put the directive.
 */
import { useHref, useLabels, usePage } from '../context.tsx';
import { islandRecordComponents } from './islands.tsx';
import { Icon } from '../../client/components/Icon.tsx';
import { LinkButton } from '../components/LinkButton.tsx';

function Plays() {
  const { plays = [] } = usePage();
  const { play: label } = useLabels();
  return (
    <ol className="plays">
      {plays.map((play) => (
        <li className="play" key={play.id}>
          <h3 className="play__title">
            <span className="play__number">
              {label.number} {play.id}
            </span>{' '}
            {play.title}
          </h3>
          <dl className="play__grid">
            <div>
              <dt>{label.scenario}</dt>
              <dd>{play.scenario}</dd>
            </div>
            <div>
              <dt>{label.strategy}</dt>
              <dd>{play.strategy}</dd>
            </div>
          </dl>
          <h4>{label.execution}</h4>
          <ul className="checklist">
            {play.execution.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          <dl className="play__grid play__grid--result">
            <div>
              <dt>{label.why}</dt>
              <dd>{play.why}</dd>
            </div>
            <div>
              <dt>{label.outcome}</dt>
              <dd>{play.outcome}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Patterns() {
  const { patterns = [] } = usePage();
  return (
    <ol className="record-grid">
      {patterns.map((pattern, i) => (
        <li className="record-card" key={pattern.title}>
          <span className="record-card__number">{String(i + 1).padStart(2, '0')}</span>
          <h3>{pattern.title}</h3>
          <p>{pattern.description}</p>
          <p className="record-card__detail">{pattern.detail}</p>
        </li>
      ))}
    </ol>
  );
}

function Strategies() {
  const { strategies = [] } = usePage();
  return (
    <ol className="strategy-list">
      {strategies.map((s) => (
        <li key={s.number}>
          <span className="strategy-list__number" aria-hidden="true">
            {s.number}
          </span>
          <div>
            <strong>{s.title}</strong>
            <p>{s.summary}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Stages() {
  const { stages = [] } = usePage();
  const { maturity: label } = useLabels();
  return (
    <ol className="stages">
      {stages.map((stage) => (
        <li key={stage.number}>
          <div className="stages__head">
            <span className="stages__number">
              {label.stage} {stage.number}
            </span>
            <h3>{stage.name}</h3>
            <span className="stages__share">{`${stage.share}% ${label.share}`}</span>
          </div>
          <div className="stages__bar" aria-hidden="true">
            <span style={{ width: `${Math.max(stage.share, 2)}%` }} />
          </div>
          <p>{stage.description}</p>
        </li>
      ))}
    </ol>
  );
}

function Dimensions() {
  const { dimensions = [], stages = [] } = usePage();
  const { maturity: label } = useLabels();
  const headers = [1, 2, 3, 4, 5].map((n) => stages.find((s) => s.number === n)?.name ?? `${label.stage} ${n}`);
  return (
    <div className="table-scroll table-scroll--stack matrix" tabIndex={0} role="region" aria-label={label.matrixCaption}>
      <table>
        <caption className="visually-hidden">{label.matrixCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{label.dimension}</th>
            {headers.map((h, i) => (
              <th scope="col" key={h}>
                {i + 1}. {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dimensions.map((d) => (
            <tr key={d.name}>
              <th scope="row">{d.name}</th>
              {d.stages.map((text, i) => (
                <td key={i} data-label={`${i + 1}. ${headers[i]}`}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Plans() {
  const { plans = [] } = usePage();
  const { maturity: label } = useLabels();
  return (
    <div className="plans">
      {plans.map((plan) => (
        <section className="plan" key={plan.stage} aria-label={plan.title}>
          <span className="badge">{`${label.stage} ${plan.stage}`}</span>
          <h3>{plan.title}</h3>
          <ol className="plan__weeks">
            {plan.weeks.map((week) => (
              <li key={week.range}>
                <span className="plan__range">{`${label.weeks} ${week.range}`}</span>
                <span>{week.focus}</span>
              </li>
            ))}
          </ol>
          <h4>{label.metrics}</h4>
          <ul className="checklist">
            {plan.metrics.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Guide() {
  const { guide } = usePage();
  const labels = useLabels();
  if (!guide) return null;
  const item = (entry: (typeof guide.contents)[number]) => (
    <li key={entry.title}>
      <h3>{entry.title}</h3>
      <p>{entry.description}</p>
    </li>
  );
  const more = guide.contents.slice(guide.shown);
  return (
    <div className="guide">
      <div className="guide__contents">
        <h2>{labels.guide.contents}</h2>
        <ol className="guide__list">{guide.contents.slice(0, guide.shown).map(item)}</ol>
        {more.length > 0 ? (
          <details className="guide__more">
            <summary>{guide.moreLabel}</summary>
            <ol className="guide__list" start={guide.shown + 1}>
              {more.map(item)}
            </ol>
          </details>
        ) : null}
      </div>
      <aside className="guide__card" aria-label={guide.cardTitle}>
        <Icon name="book" className="icon guide__icon" />
        <h2>{guide.cardTitle}</h2>
        <p>{guide.cardDescription}</p>
        <LinkButton href="links.handoffGuidePdf">
          <Icon name="download" className="icon" /> {guide.button}
        </LinkButton>
      </aside>
    </div>
  );
}

function Profile() {
  const { profile = [] } = usePage();
  return (
    <dl className="profile">
      {profile.map((p) => (
        <div key={p.label}>
          <dt>{p.label}</dt>
          <dd>{p.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Challenges() {
  const { challenges = [] } = usePage();
  return (
    <div className="grid grid--2 groups">
      {challenges.map((group) => (
        <section className="group" key={group.title} aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Solution() {
  const { solution } = usePage();
  if (!solution) return null;
  return (
    <div className="solution">
      <p className="solution__plan">{solution.growthPlan}</p>
      <ul className="benefits">
        {solution.benefits.map((b) => (
          <li key={b}>
            <Icon name="check" className="icon" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Phases() {
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
            <p>{phase.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Results() {
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

function SuccessFactors() {
  const { successFactors = [] } = usePage();
  return (
    <ol className="record-grid">
      {successFactors.map((f, i) => (
        <li className="record-card" key={f.title}>
          <span className="record-card__number">{String(i + 1).padStart(2, '0')}</span>
          <h3>{f.title}</h3>
          <p>{f.description}</p>
        </li>
      ))}
    </ol>
  );
}

function Testimonial() {
  const { testimonial } = usePage();
  if (!testimonial) return null;
  return (
    <figure className="testimonial">
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

function Related() {
  const { related = [] } = usePage();
  const resolve = useHref();
  return (
    <ul className="related">
      {related.map((r) => (
        <li key={r.href}>
          <a href={resolve(r.href)}>
            <strong>{r.title}</strong>
            <span>{r.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Faq() {
  const { faq = [] } = usePage();
  return (
    <dl className="faq">
      {faq.map((item) => (
        <div key={item.question}>
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Record directive element → component. */
export const recordComponents = {
  'site-plays': Plays,
  'site-patterns': Patterns,
  'site-strategies': Strategies,
  'site-stages': Stages,
  'site-dimensions': Dimensions,
  'site-plans': Plans,
  'site-guide': Guide,
  'site-profile': Profile,
  'site-challenges': Challenges,
  'site-solution': Solution,
  'site-phases': Phases,
  'site-results': Results,
  'site-success-factors': SuccessFactors,
  'site-testimonial': Testimonial,
  'site-related': Related,
  'site-faq': Faq,
  ...islandRecordComponents,
};
