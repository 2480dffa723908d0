/**
 * The /maturity-briefing form. Submit: the required-fields alert
 * when first name or e-mail is empty; otherwise 'Processing...' (disabled), one row inserted
 * with supabase-js (loaded only now, bounded by a timeout), and then — whatever the insert
 * returned — a hidden form POST to the briefing endpoint. Errors are only logged.
 *
 * The server HTML is a real form: POST to the briefing endpoint with the external post's
 * fields (firstName, workEmail, growthArea, ret = the configured origin, and the team fields,
 * which the checkbox reveals through CSS). Without JavaScript that post is all that happens:
 * the database row needs the script. Values, the checkbox included, are read from the DOM, so
 * what the visitor did before hydration is where the island starts and what it sends.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { InputField, TextareaField, type FieldText } from '../forms/Field.tsx';
import { readForm } from '../forms/form-values.ts';
import { IdentityFields } from '../forms/IdentityFields.tsx';
import { postHiddenForm } from '../forms/post.ts';
import { saveBriefing, type BriefingRow } from '../forms/save-briefing.ts';

/** Props of BriefingForm. */
export interface BriefingFormProps {
  endpoint: string;
  /** The configured origin: the ret posted without JavaScript. */
  origin: string;
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

const FIELDS = ['firstName', 'workEmail', 'teamMemberName', 'teamMemberEmail', 'growthArea'] as const;
type BriefingValues = Record<(typeof FIELDS)[number], string>;

/** The row of maturity_briefing_submissions: team members only when for_team. */
function briefingRow(values: BriefingValues, forTeam: boolean, origin: string): BriefingRow {
  return {
    first_name: values.firstName,
    work_email: values.workEmail,
    challenge: values.growthArea || null,
    for_team: forTeam,
    team_member_name: forTeam ? values.teamMemberName : null,
    team_member_email: forTeam ? values.teamMemberEmail : null,
    return_url: origin,
  };
}

/** The post to the briefing endpoint: team members only when the box is on and both are filled. */
function externalFields(values: BriefingValues, forTeam: boolean, origin: string): Record<string, string> {
  const fields: Record<string, string> = {
    firstName: values.firstName,
    workEmail: values.workEmail,
    growthArea: values.growthArea,
    ret: origin,
  };
  if (forTeam && values.teamMemberName && values.teamMemberEmail) {
    fields.teamMemberName = values.teamMemberName;
    fields.teamMemberEmail = values.teamMemberEmail;
  }
  return fields;
}

/** The briefing lead form. */
export default function BriefingForm({ endpoint, origin, supabase, requiredAlert, text }: BriefingFormProps) {
  const teamBox = useRef<HTMLInputElement>(null);
  const [forTeam, setForTeam] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A box checked before hydration: start from it (the render after this adds `required`).
  useLayoutEffect(() => setForTeam(teamBox.current?.checked ?? false), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readForm(event.currentTarget, FIELDS);
    const team = teamBox.current?.checked ?? false;
    if (!values.firstName.trim() || !values.workEmail.trim()) {
      window.alert(requiredAlert);
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await saveBriefing(supabase, briefingRow(values, team, window.location.origin));
      if (error) console.error('Error saving to database:', error);
    } catch (err) {
      console.error('Unexpected error:', err);
    }
    postHiddenForm(endpoint, externalFields(values, team, window.location.origin));
  };

  return (
    <form className="form" method="post" action={endpoint} onSubmit={(event) => void submit(event)}>
      <IdentityFields idPrefix="briefing" labels={text} />
      <div className="field field--check">
        <input
          ref={teamBox}
          id="briefing-for-team"
          className="form__team-toggle"
          type="checkbox"
          defaultChecked={false}
          onChange={(e) => setForTeam(e.target.checked)}
          aria-controls="briefing-team"
        />
        <label htmlFor="briefing-for-team">{text.forTeam}</label>
      </div>
      {/* Always in the HTML; shown while the box is checked (by CSS before hydration, then by `hidden`). */}
      <fieldset className="form__team" id="briefing-team" hidden={!forTeam}>
        <legend className="visually-hidden">{text.forTeam}</legend>
        <InputField id="briefing-team-name" name="teamMemberName" text={text.teamMemberName} required={forTeam} />
        <InputField id="briefing-team-email" name="teamMemberEmail" type="email" text={text.teamMemberEmail} required={forTeam} />
      </fieldset>
      <TextareaField id="briefing-challenge" name="growthArea" text={text.challenge} />
      <input type="hidden" name="ret" defaultValue={origin} />
      <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
