/** Labelled form controls used by every lead form: text/e-mail input, textarea (3 rows), select. */
import type { ChangeEvent } from 'react';

/** Label, placeholder and help text of a field (data/forms.yaml). */
export interface FieldText {
  label: string;
  placeholder?: string;
  help?: string;
}

interface FieldProps {
  id: string;
  name: string;
  text: FieldText;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
}

function Label({ id, text, required }: { id: string; text: FieldText; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {text.label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}*
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
export function InputField({ id, name, text, value, onChange, required, type = 'text', autoComplete }: FieldProps) {
  return (
    <div className="field">
      <Label id={id} text={text} required={required} />
      <input
        className="field__control"
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        placeholder={text.placeholder}
        aria-describedby={text.help ? `${id}-help` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      <Help id={id} text={text} />
    </div>
  );
}

/** A 3-row textarea (SPEC §9: challenge is 3 rows). */
export function TextareaField({ id, name, text, value, onChange }: Omit<FieldProps, 'type' | 'required' | 'autoComplete'>) {
  return (
    <div className="field">
      <Label id={id} text={text} />
      <textarea
        className="field__control"
        id={id}
        name={name}
        rows={3}
        value={value}
        placeholder={text.placeholder}
        aria-describedby={text.help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <Help id={id} text={text} />
    </div>
  );
}

/** A select whose first option is the empty placeholder. */
export function SelectField({ id, name, text, value, onChange, required, options }: Omit<FieldProps, 'type' | 'autoComplete'> & { options: string[] }) {
  return (
    <div className="field">
      <Label id={id} text={text} required={required} />
      <select className="field__control" id={id} name={name} value={value} required={required} onChange={(e) => onChange(e.target.value)}>
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
