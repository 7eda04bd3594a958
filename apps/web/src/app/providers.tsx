import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n/i18n.ts';
import { useThemeStore } from '../stores/theme-store.ts';
import { afterStartUp } from '../lib/after-start-up.ts';
import { onFeedbackWanted } from '../lib/feedback.ts';
import { prefetchFiles } from '../lib/prefetch-files.ts';
import { forgetOtherUsersDataOnTokenChange } from './forget-other-users-data.ts';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });

const FeedbackHost = lazy(() => import('./feedback-host.tsx'));

/** After the page has loaded and settled: the wait before the feedback code loads unasked. */
const FEEDBACK_PRELOAD_DELAY_MS = 3000;

/**
 * Toasts and dialogs (lib/feedback.ts): their code (antd's message and modal) runs when the first
 * one is asked for. At the visitor's first click or key (most of them follow one, and a dialog
 * should not wait for a download), or a few seconds after the page has loaded, its files are
 * fetched into the cache without running (the pages draw without antd, decision 034), so that a
 * visitor who goes offline later still gets the network-failure toast. Where the build named no
 * files (development, tests), the host itself loads then.
 */
function LazyFeedbackHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    onFeedbackWanted(want);
    const fetchAhead = () => {
      if (!prefetchFiles(window.__rsFeedbackFiles)) want();
    };
    const cancel = afterStartUp(fetchAhead, { delayMs: FEEDBACK_PRELOAD_DELAY_MS, idle: false });
    return () => {
      onFeedbackWanted(null);
      cancel();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/**
 * i18n, TanStack Query, the theme on the root element, and the toasts and dialogs. antd's theme and
 * locale are not here: each part of the app that uses antd brings its own scope (lib/antd, decision
 * 033), so a page without antd loads none of it.
 */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => forgetOtherUsersDataOnTokenChange(client), [client]);
  const mode = useThemeStore((s) => s.mode);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LazyFeedbackHost />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
