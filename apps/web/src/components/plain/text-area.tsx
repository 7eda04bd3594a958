import {
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Field, helpIdOf } from './field.tsx';
import './form.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'value'> & {
  value?: string;
  /** its value is refused: the error colours, and `aria-invalid` */
  invalid?: boolean;
  /** antd's large control (the large font and padding) */
  large?: boolean;
  /** as high as this many lines when (nearly) empty */
  minRows?: number;
  /** grows with the text up to this many lines, then scrolls */
  maxRows?: number;
  /**
   * shows "typed / maxCount" under its end corner (antd's `count={{ show: true, max }}`), in red past
   * it; what is typed is not cut (the rules say what is too long)
   */
  maxCount?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Gives `el` to a callback or object ref. */
function setRef<T>(ref: Ref<T> | undefined, el: T | null) {
  if (typeof ref === 'function') ref(el);
  else if (ref) ref.current = el;
}

/** A text area's height for its text, between `minRows` and `maxRows` lines (antd's autoSize). */
function fitHeight(el: HTMLTextAreaElement, minRows: number, maxRows: number | undefined) {
  const style = getComputedStyle(el);
  const line = parseFloat(style.lineHeight);
  if (!Number.isFinite(line)) return;
  const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
  const frame =
    px('padding-top') + px('padding-bottom') + px('border-top-width') + px('border-bottom-width');
  el.style.height = 'auto';
  const wanted = el.scrollHeight + px('border-top-width') + px('border-bottom-width');
  const most = maxRows ? maxRows * line + frame : Infinity;
  el.style.height = `${Math.min(Math.max(wanted, minRows * line + frame), most)}px`;
  el.style.overflowY = wanted > most ? 'auto' : 'hidden';
}

/**
 * A text area with antd TextArea's look from the theme's variables, without antd: it grows with its
 * text (antd's `autoSize`), and can count its characters against a limit.
 */
export function PlainTextArea({
  invalid,
  large,
  minRows = 2,
  maxRows,
  maxCount,
  className,
  ref,
  ...textarea
}: TextAreaProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const countId = useId();
  const value = textarea.value ?? '';
  useLayoutEffect(() => {
    if (own.current) fitHeight(own.current, minRows, maxRows);
  }, [value, minRows, maxRows]);
  const count = maxCount === undefined ? null : value.length;
  const outOfRange = count !== null && maxCount !== undefined && count > maxCount;
  const frame = [
    'rs-textarea',
    large ? 'rs-textarea--large' : '',
    outOfRange ? 'rs-textarea--out-of-range' : '',
  ];
  const field = [
    'rs-input',
    'rs-textarea__field',
    large ? 'rs-input--large' : '',
    invalid ? 'rs-input--invalid' : '',
    className ?? '',
  ];
  const describedBy = [textarea['aria-describedby'], count === null ? undefined : countId]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={frame.filter(Boolean).join(' ')}>
      <textarea
        rows={minRows}
        aria-invalid={invalid || undefined}
        {...textarea}
        value={value}
        aria-describedby={describedBy || undefined}
        className={field.filter(Boolean).join(' ')}
        ref={(el) => {
          own.current = el;
          setRef(ref, el);
        }}
      />
      {count === null ? null : (
        <span className="rs-textarea__count" id={countId}>
          {`${count} / ${maxCount}`}
        </span>
      )}
    </span>
  );
}

type TextAreaFieldProps = Omit<TextAreaProps, 'invalid' | 'id'> & {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  /** antd's required mark before the label, and `aria-required` */
  required?: boolean;
  /** the text after the label of a field that may be left empty (e.g. "(optional)") */
  optional?: ReactNode;
  /** the field's class (e.g. more room under it for the count) */
  fieldClassName?: string;
};

/** A labelled text area with its errors under it: Field around a PlainTextArea. */
export function TextAreaField({
  id,
  label,
  errors = [],
  required,
  optional,
  fieldClassName,
  ...textarea
}: TextAreaFieldProps) {
  const invalid = errors.length > 0;
  return (
    <Field
      id={id}
      label={label}
      errors={errors}
      large={textarea.large}
      required={required}
      optional={optional}
      className={fieldClassName}
    >
      <PlainTextArea
        {...textarea}
        id={id}
        invalid={invalid}
        aria-describedby={invalid ? helpIdOf(id) : undefined}
        aria-required={required || undefined}
      />
    </Field>
  );
}
