/** The body shared by the lead pages (/scorecard, /maturity-briefing): trust strip, form card beside the benefits, prose, closing figures. */
import type { Root } from 'hast';
import type { ReactNode } from 'react';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageFrontMatter } from '../types.ts';
import { Benefits } from './Benefits.tsx';
import { ClosingStats } from './ClosingStats.tsx';
import { FormCard } from './FormCard.tsx';
import { LogoStrip } from './LogoStrip.tsx';

/** Props of LeadPageBody. */
export interface LeadPageBodyProps {
  page: PageFrontMatter;
  body: Root;
  /** The form island for the form card. */
  form: ReactNode;
  /** Put the benefits in their own tinted card (the briefing's 'Inside Your Executive Brief'). */
  boxedBenefits?: boolean;
}

/** Render the lead page body. */
export function LeadPageBody({ page, body, form, boxedBenefits = false }: LeadPageBodyProps) {
  const benefits = <Benefits items={page.benefits ?? []} title={page.benefitsTitle} />;
  return (
    <>
      <div className="wrap">
        <LogoStrip />
        <div className="lead-columns">
          <FormCard page={page}>{form}</FormCard>
          {boxedBenefits ? (
            <section className="inside-card" aria-label={page.benefitsTitle ?? page.title}>
              {benefits}
            </section>
          ) : (
            benefits
          )}
        </div>
        <div className="prose lead-body">
          <Markdown tree={body} />
        </div>
      </div>
      <ClosingStats closing={page.closingStats} />
    </>
  );
}
