/** Islands on every page: the exit-intent scorecard modal and (with the shared frame) scroll tracking. */
import ScorecardModal from '../client/islands/ScorecardModal.tsx';
import ScrollTracker from '../client/islands/ScrollTracker.ts';
import { useRender } from './context.tsx';
import { Island } from './Island.tsx';

/** The site-wide islands. The modal's code loads on the first pointer movement of a wide screen. */
export function SiteIslands({ tracking }: { tracking: boolean }) {
  const { site } = useRender();
  const forms = site.data.forms!;
  return (
    <>
      <Island
        component={ScorecardModal}
        strategy="pointer"
        props={{
          endpoint: site.config.endpoints.scorecardForm,
          origin: new URL(site.config.origin).origin,
          requiredAlert: forms.requiredAlert,
          text: forms.scorecardModal,
        }}
      />
      {tracking ? <Island component={ScrollTracker} strategy="load" props={{ pixel: site.config.endpoints.trackingPixel }} /> : null}
    </>
  );
}
