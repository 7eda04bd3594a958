import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';

/** The sticky, blurred bar every header variant sits in (60 px tall). */
export function HeaderShell({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        lineHeight: 'normal',
        paddingInline: 'max(16px, calc((100% - 1200px) / 2))',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        backdropFilter: 'saturate(180%) blur(12px)',
        WebkitBackdropFilter: 'saturate(180%) blur(12px)',
      }}
    >
      {children}
    </Layout.Header>
  );
}
