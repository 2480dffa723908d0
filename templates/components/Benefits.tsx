/** Benefit cards (icon, title, description) from a page's `benefits:` records. */
import { Icon } from '../../client/components/Icon.tsx';

/** Props of Benefits. */
export interface BenefitsProps {
  items: { icon: string; title: string; description: string }[];
  title?: string;
  headingLevel?: 2 | 3;
}

/** A list of benefit cards, optionally under a heading. */
export function Benefits({ items, title, headingLevel = 3 }: BenefitsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="benefits-list">
      {title ? <h2 className="benefits-list__title">{title}</h2> : null}
      <ul>
        {items.map((item) => (
          <li className="benefit" key={item.title}>
            <span className="icon-tile">
              <Icon name={item.icon} />
            </span>
            <div>
              <Heading>{item.title}</Heading>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
