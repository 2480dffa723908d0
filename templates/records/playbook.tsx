/** Records of the playbook articles: plays, patterns, strategies, funnel stages. */
import { ApiText } from './api-text.tsx';
import { useLabels, usePage } from '../context.tsx';
import { NumberedCards } from './numbered-cards.tsx';

export function Plays() {
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
              <dd>
                <ApiText text={play.scenario} />
              </dd>
            </div>
            <div>
              <dt>{label.strategy}</dt>
              <dd>
                <ApiText text={play.strategy} />
              </dd>
            </div>
          </dl>
          <h4>{label.execution}</h4>
          <ul className="checklist">
            {play.execution.map((step) => (
              <li key={step}>
                <ApiText text={step} />
              </li>
            ))}
          </ul>
          <dl className="play__grid play__grid--result">
            <div>
              <dt>{label.why}</dt>
              <dd>
                <ApiText text={play.why} />
              </dd>
            </div>
            <div>
              <dt>{label.outcome}</dt>
              <dd>
                <ApiText text={play.outcome} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

export function Patterns() {
  const { patterns = [] } = usePage();
  return <NumberedCards cards={patterns} />;
}

export function Strategies() {
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
            <p>
              <ApiText text={s.summary} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Stages() {
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
