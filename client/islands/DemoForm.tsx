/**
 * 'Get Your Custom Demo' (SPEC §2, §3, §4, §5, §7.4): a real browser form POST to the demo
 * endpoint with firstName, workEmail, platform, challenge and ret (this site's origin +
 * /demo-thank-you). Required fields are checked by the browser. On submit the button is
 * disabled and shows a spinner and 'Booking Your Demo...'. Works as a plain form without JS.
 */
import { useState, type FormEvent } from 'react';
import { InputField, SelectField, TextareaField, type FieldText } from '../forms/Field.tsx';

/** Path visitors return to after the demo post (same origin). */
export const DEMO_RETURN_PATH = '/demo-thank-you';

/** Props of DemoForm. */
export interface DemoFormProps {
  endpoint: string;
  /** The configured origin: the ret value before JavaScript runs. */
  origin: string;
  text: { firstName: FieldText; workEmail: FieldText; platform: FieldText; platforms: string[]; challenge: FieldText; submit: string; submitting: string; note: string };
}

/** The demo request form. */
export default function DemoForm({ endpoint, origin, text }: DemoFormProps) {
  const [values, setValues] = useState({ firstName: '', workEmail: '', platform: '', challenge: '' });
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The browser posts the form itself; only the return address and the button change.
    const ret = event.currentTarget.elements.namedItem('ret') as HTMLInputElement;
    ret.value = window.location.origin + DEMO_RETURN_PATH;
    setSubmitting(true);
  };
  return (
    <form className="form" method="post" action={endpoint} onSubmit={submit}>
      <InputField id="demo-first-name" name="firstName" text={text.firstName} value={values.firstName} required autoComplete="given-name" onChange={(firstName) => set({ firstName })} />
      <InputField id="demo-work-email" name="workEmail" type="email" text={text.workEmail} value={values.workEmail} required autoComplete="email" onChange={(workEmail) => set({ workEmail })} />
      <SelectField id="demo-platform" name="platform" text={text.platform} options={text.platforms} value={values.platform} required onChange={(platform) => set({ platform })} />
      <TextareaField id="demo-challenge" name="challenge" text={text.challenge} value={values.challenge} onChange={(challenge) => set({ challenge })} />
      <input type="hidden" name="ret" defaultValue={origin + DEMO_RETURN_PATH} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? <span className="spinner" aria-hidden="true" /> : null}
        {submitting ? text.submitting : text.submit}
      </button>
      <p className="form__note">{text.note}</p>
    </form>
  );
}
