import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useEffect, useState, type ButtonHTMLAttributes } from 'react';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import '../../../components/plain/text.css';

/**
 * A small icon button under a message, named by `label`, which also shows as a tooltip on hover and
 * keyboard focus. The tooltip is CSS (`rs-tip`): every row has two or three of these, and antd's
 * Tooltip mounted its trigger machinery for each.
 */
export function ToolButton({
  label,
  icon,
  className,
  ...rest
}: { label: string; icon: IconDefinition } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <PlainButton
      size="small"
      icon={<Icon icon={icon} />}
      aria-label={label}
      data-tip={label}
      className={className ? `rs-tip ${className}` : 'rs-tip'}
      {...rest}
    />
  );
}

/**
 * Copies the message's text; says so for two seconds (its tooltip and name become 'Copied'). The
 * row gives the words: one translation hook per row, not one per button.
 */
export function CopyButton({
  text,
  labels,
}: {
  text: string;
  labels: { copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <ToolButton
      label={copied ? labels.copied : labels.copy}
      icon={copied ? CheckOutlined : CopyOutlined}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    />
  );
}

/** Three blinking dots while the answer has not started. */
export function Typing({ label }: { label: string }) {
  return (
    <span className="rs-chat-typing" role="status" aria-label={label}>
      <i />
      <i />
      <i />
    </span>
  );
}
