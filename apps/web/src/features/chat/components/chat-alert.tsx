import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/plain/icon.tsx';
import './chat-alert.css';

const icons = {
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * antd's Alert with its icon (info, warning or error; a title, optionally a description and
 * actions; as a full-width banner; closable) drawn without antd, for the chat's notices. `role` is
 * antd's 'alert' unless the notice is no news (a standing banner: 'status').
 */
export function ChatAlert(props: {
  type: keyof typeof icons;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  banner?: boolean;
  role?: 'alert' | 'status';
  /** with `closeLabel`, a close button */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}) {
  const classes = [
    'rs-chat-alert',
    `rs-chat-alert--${props.type}`,
    props.description ? 'rs-chat-alert--described' : '',
    props.banner ? 'rs-chat-alert--banner' : '',
    props.className ?? '',
  ];
  return (
    <div role={props.role ?? 'alert'} className={classes.filter(Boolean).join(' ')}>
      <Icon icon={icons[props.type]} className="rs-chat-alert__icon" />
      <div className="rs-chat-alert__section">
        <div className="rs-chat-alert__title">{props.title}</div>
        {props.description ? (
          <div className="rs-chat-alert__description">{props.description}</div>
        ) : null}
      </div>
      {props.action ? <div className="rs-chat-alert__actions">{props.action}</div> : null}
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
