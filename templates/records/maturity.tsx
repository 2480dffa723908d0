/** Records of the maturity pages: dimensions, plans, the downloadable guide. */
import { useLabels, usePage } from '../context.tsx';
import { ApiText } from './api-text.tsx';
import { Icon } from '../../client/components/Icon.tsx';
import { LinkButton } from '../components/LinkButton.tsx';

export function Dimensions() {
  const { dimensions = [], stages = [] } = usePage();
  const { maturity: label } = useLabels();
  const headers = [1, 2, 3, 4, 5].map((n) => stages.find((s) => s.number === n)?.name ?? `${label.stage} ${n}`);
  return (
    <div className="table-scroll table-scroll--stack matrix" tabIndex={0} role="region" aria-label={label.matrixCaption}>
      <table>
        <caption className="visually-hidden">{label.matrixCaption}</caption>
        {/* The stage names head every card's rows instead (records.css): the header row stays for screen readers. */}
        <thead className="visually-hidden">
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

export function Plans() {
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
                <span>
                  <ApiText text={week.focus} />
                </span>
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

export function Guide() {
  const { guide } = usePage();
  const labels = useLabels();
  if (!guide) return null;
  const item = (entry: (typeof guide.contents)[number]) => (
    <li key={entry.title}>
      <h3>{entry.title}</h3>
      <p>
        <ApiText text={entry.description} />
      </p>
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
