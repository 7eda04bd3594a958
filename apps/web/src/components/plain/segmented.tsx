import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A choice of one of a few options with antd Segmented's look (a tray in the layout's colour, the
 * chosen option raised on it), without antd: a `radiogroup` of `radio`s, named by `aria-label` or
 * `aria-labelledby`. Only the chosen option is in the Tab order; the arrow keys (Home, End) move to
 * another option and choose it, as in a group of radio buttons. `vertical` stacks the options (long
 * labels on a phone).
 */
export function PlainSegmented<T extends string>({
  options,
  value,
  onChange,
  large,
  block,
  vertical,
  className,
  ...named
}: {
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** antd's large size (44 px high, the large font) */
  large?: boolean;
  /** as wide as its container, the options sharing the width */
  block?: boolean;
  vertical?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const radios = useRef(new Map<T, HTMLButtonElement | null>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[move(Math.max(index, 0), options.length)];
    if (!next) return;
    if (next.value !== value) onChange(next.value);
    radios.current.get(next.value)?.focus();
  };
  const classes = [
    'rs-seg',
    large ? 'rs-seg--large' : '',
    block ? 'rs-seg--block' : '',
    vertical ? 'rs-seg--vertical' : '',
    className ?? '',
  ];
  return (
    <div
      role="radiogroup"
      className={classes.filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      {...named}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => void radios.current.set(option.value, el)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={`rs-seg__item${checked ? ' rs-seg__item--on' : ''}`}
            onClick={() => (checked ? undefined : onChange(option.value))}
          >
            <span className="rs-seg__label">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
