import type { ReactNode } from 'react';
import './status-page.css';

/**
 * A centred illustration, heading, text and actions: error pages and empty states. Plain markup
 * with antd's Title and secondary Paragraph look, so the shell's error page loads no antd.
 */
export function StatusPage(props: {
  illustration: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="rs-status-page">
      {props.illustration}
      <h1 className="rs-status-page__title">{props.title}</h1>
      {props.description ? <div className="rs-status-page__text">{props.description}</div> : null}
      {props.children}
      {props.actions ? <div className="rs-status-page__actions">{props.actions}</div> : null}
    </div>
  );
}
