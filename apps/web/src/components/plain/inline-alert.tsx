import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './inline-alert.css';

const icons = {
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * A message in the flow of a form or a page with antd Alert's look (its icon, a title, optionally a
 * text under it), without antd. Announced when it appears (role="alert").
 */
export function InlineAlert({
  type,
  title,
  description,
  className,
}: {
  type: keyof typeof icons;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  const classes = [
    'rs-inline-alert',
    `rs-inline-alert--${type}`,
    description ? 'rs-inline-alert--described' : '',
    className ?? '',
  ];
  return (
    <div role="alert" className={classes.filter(Boolean).join(' ')}>
      <Icon icon={icons[type]} className="rs-inline-alert__icon" />
      <div className="rs-inline-alert__body">
        <div className="rs-inline-alert__title">{title}</div>
        {description ? <div className="rs-inline-alert__text">{description}</div> : null}
      </div>
    </div>
  );
}
