/** /scorecard: pitch, trust strip, the simulated form beside four benefit cards, the dark closing block. */
import ScorecardForm from '../../client/islands/ScorecardForm.tsx';
import { LeadPageBody } from '../components/LeadPageBody.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { useRender } from '../context.tsx';
import { Island } from '../Island.tsx';
import type { PageProps } from './props.ts';

/** Render the scorecard landing page (layout: scorecard). */
export function ScorecardPage({ frontMatter, body }: PageProps) {
  const { site } = useRender();
  const forms = site.data.forms!;
  return (
    <>
      <PageHero page={frontMatter} className="lead-hero">
        {frontMatter.highlights ? (
          <ul className="checklist lead-hero__points">
            {frontMatter.highlights.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </PageHero>
      <LeadPageBody
        page={frontMatter}
        body={body}
        form={
          <Island
            component={ScorecardForm}
            strategy="load"
            props={{ endpoint: site.config.endpoints.scorecardForm, origin: site.config.origin, text: forms.scorecardPage }}
          />
        }
      />
    </>
  );
}
