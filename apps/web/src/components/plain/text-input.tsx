import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from './icon.tsx';
import './form.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  /** drawn before the text (an icon), decorative */
  prefix?: ReactNode;
  /** drawn after the text, inside the frame */
  suffix?: ReactNode;
  /** its value is refused: the error colours, and `aria-invalid` */
  invalid?: boolean;
  /** antd's large control (44 px, the large font) instead of the 32 px one */
  large?: boolean;
  /** the frame's extra class (e.g. to join a button, rs-input-group) */
  frameClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A one-line text input in antd Input's frame (an optional icon before it, something after it),
 * without antd: the look comes from the theme's variables (form.css).
 */
export function TextInput({
  prefix,
  suffix,
  invalid,
  large,
  frameClassName,
  className,
  ...input
}: TextInputProps) {
  const frame = [
    'rs-input',
    large ? 'rs-input--large' : '',
    invalid ? 'rs-input--invalid' : '',
    input.disabled ? 'rs-input--disabled' : '',
    frameClassName ?? '',
  ];
  return (
    <span className={frame.filter(Boolean).join(' ')}>
      {prefix ? <span className="rs-input__prefix">{prefix}</span> : null}
      <input
        type="text"
        className={`rs-input__field${className ? ` ${className}` : ''}`}
        aria-invalid={invalid || undefined}
        {...input}
      />
      {suffix ? <span className="rs-input__suffix">{suffix}</span> : null}
    </span>
  );
}

/**
 * A password input with a button that shows or hides what was typed (antd's Input.Password), named
 * `showLabel` and pressed while the password shows.
 */
export function PasswordInput({
  showLabel,
  ...props
}: Omit<TextInputProps, 'type' | 'suffix'> & { showLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="rs-input__reveal"
          aria-label={showLabel}
          aria-pressed={shown}
          // the caret stays in the input
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          <Icon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      }
    />
  );
}
