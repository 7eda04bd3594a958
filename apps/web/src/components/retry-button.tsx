import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import type { ReactNode } from 'react';
import { Icon } from './plain/icon.tsx';
import { PlainButton } from './plain/plain-button.tsx';

/** An error state's way out: a large primary button with the reload icon, busy while it retries. */
export function RetryButton({
  onClick,
  loading,
  children,
}: {
  onClick: () => void;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <PlainButton
      variant="primary"
      size="large"
      icon={<Icon icon={ReloadOutlined} />}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </PlainButton>
  );
}
