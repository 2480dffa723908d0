/**
 * First name and work e-mail, prefilled from ?e= / ?fn= : when either is present a compact
 * confirmation shows the name and e-mail; clicking it switches to the editable fields. Without
 * them the fields show at once, and so they do for an e-mail with white space, control or format
 * characters (hasHiddenCharacters: `alice@\u202Emoc.elpmaxe` would read "alice@example.com"),
 * so the browser's e-mail check sees it. The visitor's values are placed into the writer's
 * template as whole text nodes (never through a string pattern), each in a <bdi> so its
 * direction is isolated: a right-to-left override in a name cannot reorder the text around it.
 *
 * The fields are uncontrolled and named firstName / workEmail, so the server HTML posts them
 * without JavaScript and the form reads them at submit (hidden inputs carry them while the
 * confirmation shows). The address is applied after hydration and never over the visitor's
 * typing: if either field holds something, it only fills the field that is still empty.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { hasHiddenCharacters, identityParts, readIdentity } from './identity.ts';
import { InputField, type FieldText } from './Field.tsx';

/** Props of IdentityFields. */
export interface IdentityFieldsProps {
  idPrefix: string;
  labels: { firstName: FieldText; workEmail: FieldText; confirmation: string; edit: string };
  /** Extra class for the confirmation (the modal's is green). */
  tone?: 'green' | 'plain';
}

type Identity = { firstName: string; workEmail: string };

/** The identity fields with the prefilled confirmation. */
export function IdentityFields({ idPrefix, labels, tone = 'plain' }: IdentityFieldsProps) {
  const firstName = useRef<HTMLInputElement>(null);
  const workEmail = useRef<HTMLInputElement>(null);
  const [prefill, setPrefill] = useState<Identity | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The address is only known in the browser: apply it after hydration.
  useEffect(() => {
    const identity = readIdentity();
    const [first, email] = [firstName.current, workEmail.current];
    if (!identity.present || !first || !email) return;
    // An address that could display as another (U+202E, zero-width, ...) goes into the fields,
    // where the browser's e-mail check refuses it, and is never confirmed as if it were plain.
    if (first.value || email.value || hasHiddenCharacters(identity.email)) {
      if (!first.value) first.value = identity.firstName;
      if (!email.value) email.value = identity.email;
      return;
    }
    setPrefill({ firstName: identity.firstName, workEmail: identity.email });
    setConfirming(true);
  }, []);
  // Leaving the confirmation for the fields: focus goes to the first of them.
  useEffect(() => {
    if (!confirming && prefill) firstName.current?.focus();
  }, [confirming, prefill]);
  if (confirming && prefill) {
    return (
      <>
        <button type="button" className={`identity-confirm identity-confirm--${tone}`} onClick={() => setConfirming(false)}>
          <span className="identity-confirm__text">
            <IdentityConfirmation template={labels.confirmation} firstName={prefill.firstName} email={prefill.workEmail} />
          </span>
          <span className="identity-confirm__edit">{labels.edit}</span>
        </button>
        <input type="hidden" name="firstName" value={prefill.firstName} />
        <input type="hidden" name="workEmail" value={prefill.workEmail} />
      </>
    );
  }
  return (
    <>
      <InputField
        id={`${idPrefix}-first-name`}
        name="firstName"
        text={labels.firstName}
        defaultValue={prefill?.firstName}
        required
        autoComplete="given-name"
        inputRef={firstName}
      />
      <InputField
        id={`${idPrefix}-work-email`}
        name="workEmail"
        type="email"
        text={labels.workEmail}
        defaultValue={prefill?.workEmail}
        required
        autoComplete="email"
        inputRef={workEmail}
      />
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
