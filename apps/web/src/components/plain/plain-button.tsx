import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon } from './icon.tsx';
import './plain.css';

export interface PlainButtonLook {
  /** primary: filled in the brand colour; default: outlined; text: no frame (the default) */
  variant?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** a round button for an icon alone */
  shape?: 'default' | 'circle';
  /** as wide as its container */
  block?: boolean;
  /** drawn before the label (after it with `iconPlacement="end"`) */
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  danger?: boolean;
}

/** The classes of a plain button's look (plain.css), for a button or a link that looks like one. */
export function plainButtonClass(
  { variant = 'text', size = 'middle', shape = 'default', block, danger }: PlainButtonLook,
  hasLabel: boolean,
  extra?: string,
): string {
  return [
    'rs-btn',
    `rs-btn--${variant}`,
    size === 'middle' ? '' : `rs-btn--${size}`,
    shape === 'circle' ? 'rs-btn--circle' : '',
    hasLabel ? '' : 'rs-btn--icon-only',
    block ? 'rs-btn--block' : '',
    danger ? 'rs-btn--danger' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

type PlainButtonProps = PlainButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** its action runs: a turning icon instead of `icon`, aria-busy, clicks ignored */
    loading?: boolean;
  };

/** A look's props apart from the element's own, and whether there is a label to show. */
function splitLook<P extends PlainButtonLook & { children?: ReactNode }>(props: P) {
  const { variant, size, shape, block, icon, iconPlacement, danger, ...rest } = props;
  const hasLabel =
    props.children !== undefined && props.children !== null && props.children !== false;
  return {
    look: { variant, size, shape, block, danger },
    icon,
    iconEnd: iconPlacement === 'end',
    hasLabel,
    rest,
  };
}

/**
 * A button with antd's look (sizes, colours and states from the theme's variables), without antd:
 * for the app shell and the pages that load no antd (decision 033).
 */
export function PlainButton(props: PlainButtonProps) {
  const { look, icon, iconEnd, hasLabel, rest } = splitLook(props);
  const { className, children, type = 'button', loading, onClick, ...native } = rest;
  // a label without an icon makes room for the turning one as antd's button does: it grows in
  const spin = `rs-btn__spin${icon || !hasLabel ? '' : ' rs-btn__spin--in'}`;
  const shown = loading ? <Icon icon={LoadingOutlined} className={spin} /> : icon;
  const classes = plainButtonClass(
    look,
    hasLabel,
    loading ? `rs-btn--loading ${className ?? ''}` : className,
  );
  return (
    <button
      type={type}
      className={classes.trim()}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...native}
    >
      {iconEnd ? null : shown}
      {hasLabel ? <span>{children}</span> : null}
      {iconEnd ? shown : null}
    </button>
  );
}

type PlainLinkButtonProps = PlainButtonLook & Omit<LinkProps, 'className'> & { className?: string };

/**
 * A link inside the app (a real `<a href>`: it opens in a new tab and reads as a link) that looks
 * like a PlainButton.
 */
export function PlainLinkButton(props: PlainLinkButtonProps) {
  const { look, icon, iconEnd, hasLabel, rest } = splitLook(props);
  const { className, children, ...native } = rest;
  return (
    <Link className={plainButtonClass(look, hasLabel, className)} {...native}>
      {iconEnd ? null : icon}
      {hasLabel ? <span>{children}</span> : null}
      {iconEnd ? icon : null}
    </Link>
  );
}
