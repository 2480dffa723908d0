/** The shared 'Marketing Health Scorecard' promo card (text from data/promo.yaml). */
import { useLabels, useRender } from '../context.tsx';
import { Icon } from '../../client/components/Icon.tsx';
import { LinkButton } from './LinkButton.tsx';

/** Props of PromoCard. */
export interface PromoCardProps {
  variant?: 'inline' | 'banner' | 'sidebar';
  /** Heading level: h2 inside page flow, h3 in a sidebar under other headings. */
  headingLevel?: 2 | 3;
}

/** The scorecard promo as an inline card, a wide banner or a sidebar card. In the sidebar it is
 * not a landmark of its own: the article's aside around it already is one. */
export function PromoCard({ variant = 'inline', headingLevel = 2 }: PromoCardProps) {
  const promo = useRender().site.data.promo;
  const labels = useLabels();
  if (!promo) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Frame = variant === 'sidebar' ? 'div' : 'aside';
  return (
    <Frame className={`promo promo--${variant}`} aria-label={variant === 'sidebar' ? undefined : promo.title}>
      <div>
        <span className="promo__label">
          <Icon name="chart" className="icon" /> {labels.promo.label}
        </span>
        <Heading>{promo.title}</Heading>
        <p>{promo.description}</p>
      </div>
      <div>
        <ul>
          {promo.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <LinkButton href={promo.href} arrow>
          {promo.button}
        </LinkButton>
      </div>
    </Frame>
  );
}
