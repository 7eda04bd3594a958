import type { ReactNode } from 'react';
import { EmptyIllustration } from './illustrations/empty-illustration.tsx';
import './state-box.css';

/**
 * A list's empty or error state inside the page: illustration, title, text and actions. Plain
 * markup (decision 034): the list pages draw it without antd.
 */
export function StateBox(props: {
  title: string;
  text: string;
  actions: ReactNode;
  role?: string;
}) {
  return (
    <div role={props.role} className="rs-state-box">
      <EmptyIllustration size={180} />
      <h2 className="rs-state-box__title">{props.title}</h2>
      <p className="rs-state-box__text">{props.text}</p>
      <div className="rs-state-box__actions">{props.actions}</div>
    </div>
  );
}
