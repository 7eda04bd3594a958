import type { ReactNode } from 'react';
import { PasswordInput, TextInput, type TextInputProps } from './text-input.tsx';
import './form.css';

/** The id of a field's message area, for the input's `aria-describedby`. */
export const helpIdOf = (id: string) => `${id}_help`;

/** The id of a group field's label, for the group's `aria-labelledby` (Field's `group`). */
export const labelIdOf = (id: string) => `${id}_label`;

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
  required,
  optional,
  group,
  className,
}: {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  children: ReactNode;
  /** the label as high as a large control (antd's large form) */
  large?: boolean;
  /** antd's required mark: a red `*` before the label (the control sets `aria-required`) */
  required?: boolean;
  /** a field that may be left empty: this text (e.g. "(optional)") after the label, in grey */
  optional?: ReactNode;
  /**
   * the control is a group (a radio group): the label is no `<label>` but text with the id
   * `labelIdOf(id)`, which the group names itself by (`aria-labelledby`)
   */
  group?: boolean;
  className?: string;
}) {
  const classes = [
    'rs-field',
    large ? 'rs-field--large' : '',
    errors.length ? 'rs-field--invalid' : '',
    className ?? '',
  ];
  const text = (
    <>
      {label}
      {optional ? <span className="rs-field__optional">{optional}</span> : null}
    </>
  );
  const labelClass = required ? 'rs-field__required' : undefined;
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="rs-field__label">
        {group ? (
          <span id={labelIdOf(id)} className={labelClass}>
            {text}
          </span>
        ) : (
          <label htmlFor={id} className={labelClass}>
            {text}
          </label>
        )}
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
  /** antd's required mark before the label, and `aria-required` */
  required?: boolean;
  /** the text after the label of a field that may be left empty (e.g. "(optional)") */
  optional?: ReactNode;
  /** a password input, with its show/hide button named so */
  showPasswordLabel?: string;
};

/** A labelled text (or password) input with its errors under it: Field around a TextInput. */
export function TextField({
  id,
  label,
  errors = [],
  showPasswordLabel,
  required,
  optional,
  ...input
}: TextFieldProps) {
  const invalid = errors.length > 0;
  const a11y = {
    id,
    invalid,
    'aria-describedby': invalid ? helpIdOf(id) : undefined,
    'aria-required': required || undefined,
  };
  return (
    <Field
      id={id}
      label={label}
      errors={errors}
      large={input.large}
      required={required}
      optional={optional}
    >
      {showPasswordLabel === undefined ? (
        <TextInput {...input} {...a11y} />
      ) : (
        <PasswordInput {...input} {...a11y} showLabel={showPasswordLabel} />
      )}
    </Field>
  );
}
