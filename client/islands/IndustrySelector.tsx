/**
 * The industry selector of the dynamic-content article: three cards, b2b selected by default
 * and marked with a check; the choice swaps the use-case card (issue and solution) and the
 * wording below (audience, platform, outcome, example, call-to-action text).
 */
import { type ReactNode, useState } from 'react';
import { Icon } from '../components/Icon.tsx';

/** One sector's record (front matter `industries`). */
export interface Industry {
  id: 'b2b' | 'higher-ed' | 'nonprofit';
  label: string;
  audience: string;
  platform: string;
  outcome: string;
  example: string;
  cta: string;
  issue: string;
  solution: string;
}

/** Props of IndustrySelector. */
export interface IndustrySelectorProps {
  industries: Industry[];
  /** Sentence with {audience} {platform} {outcome} {example} placeholders. */
  wording: string;
  /** Where the call-to-action button leads (resolved URL). */
  href: string;
  labels: { groupLabel: string; issue: string; solution: string };
}

const FIELDS = ['audience', 'platform', 'outcome', 'example'] as const;

/** Split the wording into text and highlighted field values. */
function fill(wording: string, industry: Industry, marked = true) {
  return wording.split(/(\{(?:audience|platform|outcome|example)\})/).map((part, i) => {
    const field = FIELDS.find((f) => part === `{${f}}`);
    return field ? (
      <strong key={i} data-field={marked ? field : undefined}>
        {industry[field]}
      </strong>
    ) : (
      part
    );
  });
}

/** The selector, the use-case card and the wording. */
export default function IndustrySelector({ industries, wording, href, labels }: IndustrySelectorProps) {
  const [selected, setSelected] = useState<Industry['id']>(industries.some((i) => i.id === 'b2b') ? 'b2b' : industries[0]!.id);
  const industry = industries.find((i) => i.id === selected) ?? industries[0]!;
  return (
    <div className="industry">
      <div className="industry__choices" role="group" aria-label={labels.groupLabel}>
        {industries.map((option) => {
          const active = option.id === selected;
          return (
            <button
              key={option.id}
              type="button"
              className={`industry__choice${active ? ' is-selected' : ''}`}
              aria-pressed={active}
              data-industry={option.id}
              onClick={() => setSelected(option.id)}
            >
              <span className="industry__check" aria-hidden="true">
                {active ? <Icon name="check" /> : null}
              </span>
              <span className="industry__label">{option.label}</span>
              <span className="industry__platform">{option.platform}</span>
            </button>
          );
        })}
      </div>
      {/* A term/description list, not headings: the card sits wherever the directive is placed. */}
      <dl className="industry__card" aria-live="polite">
        <div>
          <dt>{labels.issue}</dt>
          <dd className="industry__stack">
            <span data-field="issue">{industry.issue}</span>
            <Ghosts industries={industries} selected={selected} text={(i) => i.issue} />
          </dd>
        </div>
        <div>
          <dt>{labels.solution}</dt>
          <dd className="industry__stack">
            <span data-field="solution">{industry.solution}</span>
            <Ghosts industries={industries} selected={selected} text={(i) => i.solution} />
          </dd>
        </div>
      </dl>
      <div className="industry__stack">
        <p className="industry__wording" aria-live="polite">
          {fill(wording, industry)}
        </p>
        <Ghosts industries={industries} selected={selected} text={(i) => <p className="industry__wording">{fill(wording, i, false)}</p>} />
      </div>
      <a className="btn btn--primary" href={href} data-field="cta">
        {industry.cta}
      </a>
    </div>
  );
}

/**
 * The other sectors' texts, invisible and hidden from assistive technology, in the same grid cell
 * as the shown one: the panel is as tall as its longest text, so switching sectors never moves the page.
 */
function Ghosts({
  industries,
  selected,
  text,
}: {
  industries: readonly Industry[];
  selected: Industry['id'];
  text: (industry: Industry) => ReactNode;
}) {
  return industries
    .filter((i) => i.id !== selected)
    .map((i) => (
      <div className="industry__ghost" aria-hidden="true" key={i.id}>
        {text(i)}
      </div>
    ));
}
