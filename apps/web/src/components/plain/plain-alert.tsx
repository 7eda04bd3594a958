import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './plain-alert.css';

const icons = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

export type PlainAlertType = keyof typeof icons;

/**
 * antd's Alert with its icon, drawn without antd (decision 033): a title, optionally a description
 * under it and actions beside it; as a full-width banner; closable. The chat's notices, the sign-in
 * page's warnings and the announcement bar.
 *
 * `role` is antd's 'alert' (announced as it appears) unless the message is no news (a standing
 * banner: 'status'), which `label` can name. The icon is decorative (aria-hidden): the title says
 * what it is.
 */
export function PlainAlert(props: {
  type: PlainAlertType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  banner?: boolean;
  role?: 'alert' | 'status';
  /** the alert's accessible name, for a standing notice that has one (the announcement bar) */
  label?: string;
  /**
   * A title without a description that wraps keeps its icon beside its first line (the sign-in
   * forms' narrow column); by default, as antd, the icon and actions are centred on the whole title.
   */
  iconOnFirstLine?: boolean;
  /** with `closeLabel`, a close button */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}) {
  const classes = [
    'rs-plain-alert',
    `rs-plain-alert--${props.type}`,
    props.description ? 'rs-plain-alert--described' : '',
    props.banner ? 'rs-plain-alert--banner' : '',
    props.iconOnFirstLine ? 'rs-plain-alert--first-line' : '',
    props.className ?? '',
  ];
  return (
    <div
      role={props.role ?? 'alert'}
      aria-label={props.label}
      className={classes.filter(Boolean).join(' ')}
    >
      <Icon icon={icons[props.type]} className="rs-plain-alert__icon" />
      <div className="rs-plain-alert__section">
        <div className="rs-plain-alert__title">{props.title}</div>
        {props.description ? (
          <div className="rs-plain-alert__description">{props.description}</div>
        ) : null}
      </div>
      {props.action ? <div className="rs-plain-alert__actions">{props.action}</div> : null}
      {props.onClose ? (
        <button
          type="button"
          className="rs-alert-close"
          aria-label={props.closeLabel}
          onClick={props.onClose}
        >
          <Icon icon={CloseOutlined} />
        </button>
      ) : null}
    </div>
  );
}
