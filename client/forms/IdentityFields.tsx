/**
 * First name and work e-mail, prefilled from ?e= / ?fn= (SPEC §4 'Prefilled identity'): when
 * either is present a compact confirmation shows the name and e-mail; clicking it switches to
 * the editable fields. Without them the fields show at once. The visitor's values are placed
 * into the writer's template as whole text nodes (never through a string pattern), each in a
 * <bdi> so its direction is isolated: a right-to-left override in an address cannot reorder the
 * text around it.
 */
import { Fragment, useEffect, useState } from 'react';
import { identityParts, readIdentity } from './identity.ts';
import { InputField, type FieldText } from './Field.tsx';

/** Props of IdentityFields. */
export interface IdentityFieldsProps {
  idPrefix: string;
  labels: { firstName: FieldText; workEmail: FieldText; confirmation: string; edit: string };
  firstName: string;
  workEmail: string;
  onChange(values: { firstName: string; workEmail: string }): void;
  /** Extra class for the confirmation (the modal's is green). */
  tone?: 'green' | 'plain';
}

/** The identity fields with the prefilled confirmation. */
export function IdentityFields({ idPrefix, labels, firstName, workEmail, onChange, tone = 'plain' }: IdentityFieldsProps) {
  const [confirming, setConfirming] = useState(false);
  // The address is only known in the browser: apply it after hydration.
  useEffect(() => {
    const identity = readIdentity();
    if (!identity.present) return;
    onChange({ firstName: identity.firstName, workEmail: identity.email });
    setConfirming(true);
  }, []);
  if (confirming) {
    return (
      <button type="button" className={`identity-confirm identity-confirm--${tone}`} onClick={() => setConfirming(false)}>
        <span className="identity-confirm__text">
          <IdentityConfirmation template={labels.confirmation} firstName={firstName} email={workEmail} />
        </span>
        <span className="identity-confirm__edit">{labels.edit}</span>
      </button>
    );
  }
  return (
    <>
      <InputField id={`${idPrefix}-first-name`} name="firstName" text={labels.firstName} value={firstName} required autoComplete="given-name" onChange={(v) => onChange({ firstName: v, workEmail })} />
      <InputField id={`${idPrefix}-work-email`} name="workEmail" type="email" text={labels.workEmail} value={workEmail} required autoComplete="email" onChange={(v) => onChange({ firstName, workEmail: v })} />
    </>
  );
}

/** The confirmation sentence: the writer's text with the name and e-mail, each in its own <bdi>. */
function IdentityConfirmation({ template, firstName, email }: { template: string; firstName: string; email: string }) {
  return (
    <>
      {identityParts(template).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <bdi key={index} className={`identity-confirm__${part.kind}`}>
            {part.kind === 'name' ? firstName : email}
          </bdi>
        ),
      )}
    </>
  );
}
