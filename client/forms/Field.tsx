/**
 * Labelled form controls used by every lead form: text/e-mail input, textarea (3 rows), select.
 * They are uncontrolled: the DOM holds the value, so whatever a visitor typed or selected before
 * the island hydrated stays where it is (hydration never writes a field's value), and a form
 * reads its values from the DOM at submit (see form-values.ts).
 */
import type { Ref } from 'react';

/** Label, placeholder and help text of a field (data/forms.yaml). */
export interface FieldText {
  label: string;
  placeholder?: string;
  help?: string;
}

interface FieldProps {
  id: string;
  /** The posted name; omitted for a field that must never travel in a native submit. */
  name?: string;
  text: FieldText;
  /** The value in the server HTML (a prefill); the visitor's edits are never overwritten. */
  defaultValue?: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function Label({ id, text, required }: { id: string; text: FieldText; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {text.label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function Help({ id, text }: { id: string; text: FieldText }) {
  return text.help ? (
    <span className="field__help" id={`${id}-help`}>
      {text.help}
    </span>
  ) : null;
}

/** A text or e-mail input with its label. */
export function InputField({ id, name, text, defaultValue = '', required, type = 'text', autoComplete, inputRef }: FieldProps) {
  return (
    <div className="field">
      <Label id={id} text={text} required={required} />
      <input
        ref={inputRef}
        className="field__control"
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        autoComplete={autoComplete}
        placeholder={text.placeholder}
        aria-describedby={text.help ? `${id}-help` : undefined}
      />
      <Help id={id} text={text} />
    </div>
  );
}

/** A 3-row textarea (the challenge field is three rows tall). */
export function TextareaField({ id, name, text }: Pick<FieldProps, 'id' | 'name' | 'text'>) {
  return (
    <div className="field">
      <Label id={id} text={text} />
      <textarea
        className="field__control"
        id={id}
        name={name}
        rows={3}
        defaultValue=""
        placeholder={text.placeholder}
        aria-describedby={text.help ? `${id}-help` : undefined}
      />
      <Help id={id} text={text} />
    </div>
  );
}

/** A select whose first option is the empty placeholder. */
export function SelectField({
  id,
  name,
  text,
  required,
  options,
}: Pick<FieldProps, 'id' | 'name' | 'text' | 'required'> & { options: string[] }) {
  return (
    <div className="field">
      <Label id={id} text={text} required={required} />
      <select className="field__control" id={id} name={name} defaultValue="" required={required}>
        <option value="">{text.placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Help id={id} text={text} />
    </div>
  );
}
