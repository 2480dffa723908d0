/** The call-to-action block every article ends with: headline, description, button, context line. */
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton.tsx';

/** Props of CtaBlock (the :::cta directive and page closings). */
export interface CtaBlockProps {
  headline: string;
  button: string;
  href: string;
  context?: string;
  children?: ReactNode;
}

/** A dark closing band leading to the scorecard, a briefing, a webinar or the demo. */
export function CtaBlock({ headline, button, href, context, children }: CtaBlockProps) {
  return (
    <aside className="cta-block" aria-label={headline}>
      <h2>{headline}</h2>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <LinkButton href={href} variant="light" arrow>
        {button}
      </LinkButton>
      {context ? <span className="cta-block__context">{context}</span> : null}
    </aside>
  );
}

/** A one-line call to action between sections (::cta-inline). */
export function CtaInline({ text, button, href }: { text: string; button: string; href: string }) {
  return (
    <aside className="cta-inline" aria-label={button}>
      <p>{text}</p>
      <LinkButton href={href} size="small" arrow>
        {button}
      </LinkButton>
    </aside>
  );
}
