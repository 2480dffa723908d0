/**
 * 'Get Your Custom Demo': a real browser form POST to the demo
 * endpoint with firstName, workEmail, platform, challenge and ret (this site's origin +
 * /demo-thank-you). Required fields are checked by the browser. On submit the button is
 * disabled and shows a spinner and 'Booking Your Demo...'. Works as a plain form without JS
 * (ret is then the configured origin's). The fields are uncontrolled: the browser posts what
 * the visitor typed, before or after hydration.
 */
import { memo, useState, type FormEvent } from 'react';
import { InputField, SelectField, TextareaField, type FieldText } from '../forms/Field.tsx';

/** Path visitors return to after the demo post (same origin). */
export const DEMO_RETURN_PATH = '/demo-thank-you';

/** Props of DemoForm. */
export interface DemoFormProps {
  endpoint: string;
  /** The configured origin: the ret value before JavaScript runs. */
  origin: string;
  text: {
    firstName: FieldText;
    workEmail: FieldText;
    platform: FieldText;
    platforms: string[];
    challenge: FieldText;
    submit: string;
    submitting: string;
    note: string;
  };
}

/**
 * The hidden ret field. Memoised so that no re-render of the form ever updates it: React
 * re-applies an input's defaultValue on update, and on a hidden input that is its value, which
 * would put the configured origin back over the one the submit handler set.
 */
const ReturnField = memo(function ReturnField({ value }: { value: string }) {
  return <input type="hidden" name="ret" defaultValue={value} />;
});

/** The demo request form. */
export default function DemoForm({ endpoint, origin, text }: DemoFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The browser posts the form itself; only the return address and the button change.
    const ret = event.currentTarget.elements.namedItem('ret') as HTMLInputElement;
    ret.value = window.location.origin + DEMO_RETURN_PATH;
    setSubmitting(true);
  };
  return (
    <form className="form" method="post" action={endpoint} onSubmit={submit}>
      <InputField id="demo-first-name" name="firstName" text={text.firstName} required autoComplete="given-name" />
      <InputField id="demo-work-email" name="workEmail" type="email" text={text.workEmail} required autoComplete="email" />
      <SelectField id="demo-platform" name="platform" text={text.platform} options={text.platforms} required />
      <TextareaField id="demo-challenge" name="challenge" text={text.challenge} />
      <ReturnField value={origin + DEMO_RETURN_PATH} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="spinner" aria-hidden="true" /> : null}
        {submitting ? text.submitting : text.submit}
      </button>
      <p className="form__note">{text.note}</p>
    </form>
  );
}
