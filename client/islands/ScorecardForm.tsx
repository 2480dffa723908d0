/**
 * The /scorecard landing-page form (SPEC §2, §4, §5, §7.7): the submit is simulated. The
 * default submit is suppressed, the button is disabled and reads 'Submitting...', and after
 * 1.5 s the values are logged and the button returns. No request, message, redirect or reset.
 * Validation is the browser's own (required, type=email).
 */
import { useState, type FormEvent } from 'react';
import { InputField, TextareaField, type FieldText } from '../forms/Field.tsx';

/** Simulated submit delay (SPEC §9). */
export const SIMULATED_SUBMIT_MS = 1500;

/** Props of ScorecardForm. */
export interface ScorecardFormProps {
  text: { firstName: FieldText; workEmail: FieldText; challenge: FieldText; submit: string; submitting: string };
}

/** The simulated scorecard form. */
export default function ScorecardForm({ text }: ScorecardFormProps) {
  const [values, setValues] = useState({ firstName: '', workEmail: '', challenge: '' });
  const [submitting, setSubmitting] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    window.setTimeout(() => {
      console.log(values);
      setSubmitting(false);
    }, SIMULATED_SUBMIT_MS);
  };
  return (
    <form className="form" onSubmit={submit}>
      <InputField id="scorecard-first-name" name="firstName" text={text.firstName} value={values.firstName} required autoComplete="given-name" onChange={(firstName) => setValues((v) => ({ ...v, firstName }))} />
      <InputField id="scorecard-work-email" name="workEmail" type="email" text={text.workEmail} value={values.workEmail} required autoComplete="email" onChange={(workEmail) => setValues((v) => ({ ...v, workEmail }))} />
      <TextareaField id="scorecard-challenge" name="challenge" text={text.challenge} value={values.challenge} onChange={(challenge) => setValues((v) => ({ ...v, challenge }))} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
