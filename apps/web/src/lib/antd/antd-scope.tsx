// antd's styles of the first screens, pre-built (build/antd-styles.ts): antd skips generating them.
// Loaded with the first antd scope, so a page without antd (the home page) does not fetch them.
import 'virtual:antd-styles.css';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../stores/language-store.ts';
import { useThemeStore } from '../../stores/theme-store.ts';
import { InAntdScope } from './in-antd-scope.ts';
import { quietIconConfig } from './quiet-icons.tsx';
import { buildTheme } from './theme.ts';

/**
 * antd's theme and locale around a part of the app that uses antd: a page, a dialog opened from the
 * header, the toasts (decision 033). The app shell and the home page do without antd, so antd is
 * loaded by the first of these scopes, not by every first visit. Our own stylesheets read the theme
 * from the variables written at build time (`virtual:antd-variables.css`), which hold the same
 * values. A scope inside another renders its children alone.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const inside = useContext(InAntdScope);
  const mode = useThemeStore((s) => s.mode);
  const language = useLanguageStore((s) => s.language);
  const theme = useMemo(() => buildTheme(mode), [mode]);
  const { t } = useTranslation('common');
  const icons = useMemo(() => quietIconConfig(t), [t]);
  if (inside) return children;
  return (
    <InAntdScope.Provider value>
      <ConfigProvider theme={theme} locale={language === 'en-US' ? enUS : zhCN} {...icons}>
        {children}
      </ConfigProvider>
    </InAntdScope.Provider>
  );
}
