/**
 * The lead-capture block writers place in articles (::lead-capture; SPEC §3, §4, §7.3).
 * Fields firstName, workEmail, platform, challenge. On submit the submitting flag is set and a
 * hidden form POSTs fname, email, mauto and challenge to the lead-capture endpoint. Missing
 * required fields show an inline message instead of failing silently.
 */
import { useState, type FormEvent } from 'react';
import { InputField, SelectField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { postHiddenForm } from '../forms/post.ts';

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

/** The article lead-capture form. */
export default function LeadCaptureForm({ endpoint, id, text }: LeadCaptureFormProps) {
  const [firstName, setFirstName] = useState('');
  const [workEmail, setWorkEmail] = useState('');
  const [platform, setPlatform] = useState('');
  const [challenge, setChallenge] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!firstName.trim() || !EMAIL.test(workEmail.trim()) || !platform) {
      setError(text.missing);
      return;
    }
    setError('');
    setSubmitting(true);
    postHiddenForm(endpoint, { fname: firstName, email: workEmail, mauto: platform, challenge });
  };
  return (
    <section className="lead-capture" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.headline}</h2>
      <p>{text.description}</p>
      <form className="form form--grid" onSubmit={submit} noValidate>
        <InputField id={`${id}-first-name`} name="fname" text={text.firstName} value={firstName} required autoComplete="given-name" onChange={setFirstName} />
        <InputField id={`${id}-email`} name="email" type="email" text={text.workEmail} value={workEmail} required autoComplete="email" onChange={setWorkEmail} />
        <SelectField id={`${id}-platform`} name="mauto" text={text.platform} options={text.platforms} value={platform} required onChange={setPlatform} />
        <TextareaField id={`${id}-challenge`} name="challenge" text={text.challenge} value={challenge} onChange={setChallenge} />
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
