import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n/i18n.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { useThemeStore } from '../stores/theme-store.ts';
import { FeedbackBridge } from './feedback-bridge.tsx';
import { buildTheme } from './theme.ts';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });

/** i18n, TanStack Query, antd theme and locale, and antd's App context for toasts and dialogs. */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const mode = useThemeStore((s) => s.mode);
  const language = useLanguageStore((s) => s.language);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ConfigProvider theme={buildTheme(mode)} locale={language === 'en-US' ? enUS : zhCN}>
          <AntdApp message={{ maxCount: 3 }}>
            <FeedbackBridge />
            {children}
          </AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
