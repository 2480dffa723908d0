/**
 * The /scorecard landing-page form: the submit is simulated. The
 * default submit is suppressed, the button is disabled and reads 'Submitting...', and after
 * 1.5 s the values are logged and the button returns. No request, message, redirect or reset.
 * Validation is the browser's own (required, type=email).
 *
 * Since the submit sends nothing, the server HTML sends nothing either: its fields carry no
 * name and, until the island hydrates (or without JavaScript), its button is a plain link to
 * the scorecard itself (links.scorecard). No native submit can put what was typed in an address.
 * The values are read from the DOM at submit, so what was typed before hydration is logged.
 */
import { useState, type FormEvent } from 'react';
import { InputField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { controlValue } from '../forms/form-values.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

/** How long the simulated submit shows 'Submitting...' (ms). */
export const SIMULATED_SUBMIT_MS = 1500;

/** Props of ScorecardForm. */
export interface ScorecardFormProps {
  /** The scorecard itself (site.yaml links.scorecard): where the form leads without JavaScript. */
  scorecard: string;
  text: { firstName: FieldText; workEmail: FieldText; challenge: FieldText; submit: string; submitting: string };
}

/** The simulated scorecard form. */
export default function ScorecardForm({ scorecard, text }: ScorecardFormProps) {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = {
      firstName: controlValue(form, 'scorecard-first-name'),
      workEmail: controlValue(form, 'scorecard-work-email'),
      challenge: controlValue(form, 'scorecard-challenge'),
    };
    setSubmitting(true);
    window.setTimeout(() => {
      console.log(values);
      setSubmitting(false);
    }, SIMULATED_SUBMIT_MS);
  };
  return (
    <form className="form" method="get" action={scorecard} onSubmit={submit}>
      <InputField id="scorecard-first-name" text={text.firstName} required autoComplete="given-name" />
      <InputField id="scorecard-work-email" type="email" text={text.workEmail} required autoComplete="email" />
      <TextareaField id="scorecard-challenge" text={text.challenge} />
      {hydrated ? (
        <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
          {submitting ? text.submitting : text.submit}
        </button>
      ) : (
        <a className="btn btn--primary form__submit" href={scorecard}>
          {text.submit}
        </a>
      )}
    </form>
  );
}
