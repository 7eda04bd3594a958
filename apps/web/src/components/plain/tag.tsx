import type { HTMLAttributes } from 'react';
import './text.css';

/**
 * A small label with antd Tag's look (filled by default), without antd (decision 034), for lists
 * that show many: a card's categories, a message's markers.
 */
export function PlainTag({
  tone = 'filled',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & {
  tone?: 'filled' | 'outlined' | 'primary' | 'warning' | 'error' | 'gold';
}) {
  const classes = ['rs-tag', tone === 'filled' ? '' : `rs-tag--${tone}`, className ?? ''];
  return <span className={classes.filter(Boolean).join(' ')} {...rest} />;
}
