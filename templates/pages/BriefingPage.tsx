/** /maturity-briefing: hero, logos, the 'Get My Executive Brief' form card, 'Inside Your Executive Brief', closing band. */
import BriefingForm from '../../client/islands/BriefingForm.tsx';
import { LeadPageBody } from '../components/LeadPageBody.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { useRender } from '../context.tsx';
import { Island } from '../Island.tsx';
import type { PageProps } from './props.ts';

/** Render the briefing lead page (layout: briefing). */
export function BriefingPage({ frontMatter, body }: PageProps) {
  const { site } = useRender();
  const forms = site.data.forms!;
  const form = (
    <Island
      component={BriefingForm}
      strategy="load"
      props={{
        endpoint: site.config.endpoints.briefingForm,
        origin: new URL(site.config.origin).origin,
        supabase: site.config.supabase,
        requiredAlert: forms.requiredAlert,
        text: forms.briefing,
      }}
    />
  );
  return (
    <>
      <PageHero page={frontMatter} className="lead-hero" />
      <LeadPageBody page={frontMatter} body={body} form={form} boxedBenefits />
    </>
  );
}
