import type { ReactNode } from 'react';
import { PasswordInput, TextInput, type TextInputProps } from './text-input.tsx';
import './form.css';

/** The id of a field's message area, for the input's `aria-describedby`. */
export const helpIdOf = (id: string) => `${id}_help`;

/**
 * A form field as antd's vertical Form.Item draws it: its label over the control, and under it the
 * field's error messages (each announced, role="alert"), in a row kept for them so that the form
 * does not jump when one shows. `id` is the control's id (the label's `for`); the control itself
 * sets `aria-invalid` and `aria-describedby={helpIdOf(id)}` (TextField does both).
 */
export function Field({
  id,
  label,
  errors = [],
  children,
  large,
}: {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  children: ReactNode;
  /** the label as high as a large control (antd's large form) */
  large?: boolean;
}) {
  return (
    <div
      className={`rs-field${large ? ' rs-field--large' : ''}${errors.length ? ' rs-field--invalid' : ''}`}
    >
      <div className="rs-field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      <div className="rs-field__help" id={helpIdOf(id)}>
        {errors.map((error) => (
          <div key={error} role="alert" className="rs-field__error">
            {error}
          </div>
        ))}
      </div>
    </div>
  );
}

type TextFieldProps = Omit<TextInputProps, 'invalid' | 'id'> & {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  /** a password input, with its show/hide button named so */
  showPasswordLabel?: string;
};

/** A labelled text (or password) input with its errors under it: Field around a TextInput. */
export function TextField({ id, label, errors = [], showPasswordLabel, ...input }: TextFieldProps) {
  const invalid = errors.length > 0;
  const a11y = { id, invalid, 'aria-describedby': invalid ? helpIdOf(id) : undefined };
  return (
    <Field id={id} label={label} errors={errors} large={input.large}>
      {showPasswordLabel === undefined ? (
        <TextInput {...input} {...a11y} />
      ) : (
        <PasswordInput {...input} {...a11y} showLabel={showPasswordLabel} />
      )}
    </Field>
  );
}
