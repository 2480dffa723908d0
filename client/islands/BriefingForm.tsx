/**
 * The /maturity-briefing form (SPEC §2, §4, §5, §7.5–6, §8). Submit: the required-fields alert
 * when first name or e-mail is empty; otherwise 'Processing...' (disabled), one row inserted
 * with supabase-js (loaded only now, bounded by a timeout), and then — whatever the insert
 * returned — a hidden form POST to the briefing endpoint. Errors are only logged.
 */
import { useState, type FormEvent } from 'react';
import { InputField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { IdentityFields } from '../forms/IdentityFields.tsx';
import { postHiddenForm } from '../forms/post.ts';
import { saveBriefing, type BriefingRow } from '../forms/save-briefing.ts';

/** Props of BriefingForm. */
export interface BriefingFormProps {
  endpoint: string;
  supabase: { url: string; anonKey: string };
  requiredAlert: string;
  text: {
    firstName: FieldText;
    workEmail: FieldText;
    forTeam: string;
    teamMemberName: FieldText;
    teamMemberEmail: FieldText;
    challenge: FieldText;
    submit: string;
    submitting: string;
    confirmation: string;
    edit: string;
  };
}

/** The briefing lead form. */
export default function BriefingForm({ endpoint, supabase, requiredAlert, text }: BriefingFormProps) {
  const [values, setValues] = useState({ firstName: '', workEmail: '', teamMemberName: '', teamMemberEmail: '', challenge: '' });
  const [forTeam, setForTeam] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.firstName.trim() || !values.workEmail.trim()) {
      window.alert(requiredAlert);
      return;
    }
    setSubmitting(true);
    const row: BriefingRow = {
      first_name: values.firstName,
      work_email: values.workEmail,
      challenge: values.challenge || null,
      for_team: forTeam,
      team_member_name: forTeam ? values.teamMemberName : null,
      team_member_email: forTeam ? values.teamMemberEmail : null,
      return_url: window.location.origin,
    };
    try {
      const { error } = await saveBriefing(supabase, row);
      if (error) console.error('Error saving to database:', error);
    } catch (err) {
      console.error('Unexpected error:', err);
    }
    const fields: Record<string, string> = { firstName: values.firstName, workEmail: values.workEmail, growthArea: values.challenge, ret: window.location.origin };
    if (forTeam && values.teamMemberName && values.teamMemberEmail) {
      fields.teamMemberName = values.teamMemberName;
      fields.teamMemberEmail = values.teamMemberEmail;
    }
    postHiddenForm(endpoint, fields);
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      <IdentityFields idPrefix="briefing" labels={text} firstName={values.firstName} workEmail={values.workEmail} onChange={set} />
      <div className="field field--check">
        <input id="briefing-for-team" type="checkbox" checked={forTeam} onChange={(e) => setForTeam(e.target.checked)} aria-controls={forTeam ? 'briefing-team' : undefined} />
        <label htmlFor="briefing-for-team">{text.forTeam}</label>
      </div>
      {forTeam ? (
        <fieldset className="form__team" id="briefing-team">
          <legend className="visually-hidden">{text.forTeam}</legend>
          <InputField id="briefing-team-name" name="teamMemberName" text={text.teamMemberName} value={values.teamMemberName} required onChange={(teamMemberName) => set({ teamMemberName })} />
          <InputField id="briefing-team-email" name="teamMemberEmail" type="email" text={text.teamMemberEmail} value={values.teamMemberEmail} required onChange={(teamMemberEmail) => set({ teamMemberEmail })} />
        </fieldset>
      ) : null}
      <TextareaField id="briefing-challenge" name="challenge" text={text.challenge} value={values.challenge} onChange={(challenge) => set({ challenge })} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
