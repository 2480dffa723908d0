/**
 * The /scorecard landing-page form: the submit is simulated. The
 * default submit is suppressed, the button is disabled and reads 'Submitting...', and after
 * 1.5 s the values are logged and the button returns. No request, message, redirect or reset.
 * Validation is the browser's own (required, type=email).
 *
 * The server HTML is a real form, the same as the scorecard modal's: its fields carry their
 * names (firstName, workEmail, challenge) and it POSTs them with ret (the configured origin) to
 * the scorecard form handler (endpoints.scorecardForm). Without JavaScript, or before the island
 * has hydrated, that post is what a submit does, so no typed lead is lost and nothing lands in
 * an address. Once hydrated, the submit is the simulated one. The values are read from the DOM
 * at submit, so what was typed before hydration is logged.
 */
import { useState, type FormEvent } from 'react';
import { InputField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { readForm } from '../forms/form-values.ts';

/** How long the simulated submit shows 'Submitting...' (ms). */
export const SIMULATED_SUBMIT_MS = 1500;

/** Props of ScorecardForm. */
export interface ScorecardFormProps {
  /** The scorecard form handler (site.yaml endpoints.scorecardForm): where the form posts without JavaScript. */
  endpoint: string;
  /** The configured origin: the ret posted without JavaScript. */
  origin: string;
  text: { firstName: FieldText; workEmail: FieldText; challenge: FieldText; submit: string; submitting: string };
}

/** The simulated scorecard form. */
export default function ScorecardForm({ endpoint, origin, text }: ScorecardFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readForm(event.currentTarget, ['firstName', 'workEmail', 'challenge']);
    setSubmitting(true);
    window.setTimeout(() => {
      console.log(values);
      setSubmitting(false);
    }, SIMULATED_SUBMIT_MS);
  };
  return (
    <form className="form" method="post" action={endpoint} onSubmit={submit}>
      <InputField id="scorecard-first-name" name="firstName" text={text.firstName} required autoComplete="given-name" />
      <InputField id="scorecard-work-email" name="workEmail" type="email" text={text.workEmail} required autoComplete="email" />
      <TextareaField id="scorecard-challenge" name="challenge" text={text.challenge} />
      <input type="hidden" name="ret" defaultValue={origin} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
