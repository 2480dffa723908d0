/**
 * The lead-capture block writers place in articles (::lead-capture).
 * Its server HTML is a real form: POST to the lead-capture endpoint with fname, email, mauto
 * and challenge, checked by the browser (required, type=email), so it works before and without
 * JavaScript. Once hydrated, the script checks the fields itself (an inline message instead of
 * the browser's bubbles), sets the submitting flag and posts the same fields through a hidden
 * form. Values are read from the DOM at submit: what was typed before hydration is what is sent.
 */
import { useState, type FormEvent } from 'react';
import { InputField, SelectField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { readForm } from '../forms/form-values.ts';
import { postHiddenForm } from '../forms/post.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

/** Props of LeadCaptureForm. */
export interface LeadCaptureFormProps {
  endpoint: string;
  /** Unique per page (a page may hold more than one block). */
  id: string;
  text: {
    headline: string;
    description: string;
    firstName: FieldText;
    workEmail: FieldText;
    platform: FieldText;
    platforms: string[];
    challenge: FieldText;
    submit: string;
    submitting: string;
    missing: string;
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields posted to the lead-capture endpoint, in order. */
const FIELDS = ['fname', 'email', 'mauto', 'challenge'] as const;

/** The article lead-capture form. */
export default function LeadCaptureForm({ endpoint, id, text }: LeadCaptureFormProps) {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readForm(event.currentTarget, FIELDS);
    if (!values.fname.trim() || !EMAIL.test(values.email.trim()) || !values.mauto) {
      setError(text.missing);
      return;
    }
    setError('');
    setSubmitting(true);
    postHiddenForm(endpoint, values);
  };
  return (
    <section className="lead-capture" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.headline}</h2>
      <p>{text.description}</p>
      {/* The browser checks the fields until the script can (then it shows its own message). */}
      <form className="form form--grid" method="post" action={endpoint} onSubmit={submit} noValidate={hydrated}>
        <InputField id={`${id}-first-name`} name="fname" text={text.firstName} required autoComplete="given-name" />
        <InputField id={`${id}-email`} name="email" type="email" text={text.workEmail} required autoComplete="email" />
        <SelectField id={`${id}-platform`} name="mauto" text={text.platform} options={text.platforms} required />
        <TextareaField id={`${id}-challenge`} name="challenge" text={text.challenge} />
        <p className="form__error" role="alert">
          {error}
        </p>
        <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
          {submitting ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}
