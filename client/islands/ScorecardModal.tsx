/**
 * The scorecard modal on every page. Closed by default. It opens by
 * itself when the pointer leaves through the top edge of the window, only on viewports at
 * least 768 px wide, and only the first time in the page's life. A native modal <dialog>:
 * focus moves in on open, stays inside, and returns on close; Escape, the close button or a
 * press outside closes it. Submit posts firstName, workEmail, challenge and ret to the
 * scorecard form endpoint (the page navigates).
 *
 * The form in the server HTML is a real one (POST to the endpoint, the same named fields, ret =
 * the configured origin), and its values are read from the DOM at submit: whatever a browser
 * restored or autofilled into it before the code arrived is what is sent.
 */
import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import { Icon } from '../components/Icon.tsx';
import type { FieldText } from '../forms/Field.tsx';
import { TextareaField } from '../forms/Field.tsx';
import { IdentityFields } from '../forms/IdentityFields.tsx';
import { readForm } from '../forms/form-values.ts';
import { postHiddenForm } from '../forms/post.ts';

/** Minimum viewport width for exit intent: 768 px (no exit intent on phones). */
export const EXIT_INTENT_MIN_WIDTH = 768;

/** Props of ScorecardModal (texts from data/forms.yaml, endpoint from site.yaml). */
export interface ScorecardModalProps {
  endpoint: string;
  /** The configured origin: the ret posted without JavaScript. */
  origin: string;
  requiredAlert: string;
  text: {
    title: string;
    description: string;
    firstName: FieldText;
    workEmail: FieldText;
    challenge: FieldText;
    submit: string;
    submitting: string;
    close: string;
    confirmation: string;
    edit: string;
  };
}

/** The exit-intent scorecard dialog. */
export default function ScorecardModal({ endpoint, origin, requiredAlert, text }: ScorecardModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (opened.current || event.relatedTarget !== null || event.clientY > 0) return;
      if (!window.matchMedia(`(min-width: ${EXIT_INTENT_MIN_WIDTH}px)`).matches) return;
      opened.current = true;
      dialog.current?.showModal();
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, []);

  const closeOnBackdrop = (event: PointerEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) dialog.current?.close();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readForm(event.currentTarget, ['firstName', 'workEmail', 'challenge']);
    if (!values.firstName.trim() || !values.workEmail.trim()) {
      window.alert(requiredAlert);
      return;
    }
    setSubmitting(true);
    postHiddenForm(endpoint, { ...values, ret: window.location.origin });
  };

  return (
    <dialog
      className="modal"
      ref={dialog}
      aria-labelledby="scorecard-modal-title"
      aria-describedby="scorecard-modal-description"
      onPointerDown={closeOnBackdrop}
    >
      <div className="modal__body">
        <button type="button" className="modal__close" onClick={() => dialog.current?.close()}>
          <Icon name="close" />
          <span className="visually-hidden">{text.close}</span>
        </button>
        <h2 id="scorecard-modal-title">{text.title}</h2>
        <p id="scorecard-modal-description">{text.description}</p>
        <form className="form" method="post" action={endpoint} onSubmit={submit}>
          <IdentityFields idPrefix="modal" tone="green" labels={text} />
          <TextareaField id="modal-challenge" name="challenge" text={text.challenge} />
          <input type="hidden" name="ret" defaultValue={origin} />
          <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </button>
        </form>
      </div>
    </dialog>
  );
}
