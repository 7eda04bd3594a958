import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { useContext, type ReactNode } from 'react';

/**
 * The element antd's <App> wraps the app in: its class carries the theme's CSS variables (our
 * stylesheets use `var(--ant-…)`) and the base text colour, size and font. antd's <App> itself also
 * imports message, modal and notification at start-up; those load on demand instead
 * (feedback-host.tsx), so this renders the same element with antd's own style hook for <App>.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}
