/** The chat feature's public surface: the app shell imports from here only. */
import { lazy } from 'react';
import { withTexts } from '../../lib/i18n/with-texts.ts';

// Code-split: each page loads when it is first opened, with its texts (decision 037). The chat draws
// without antd (decision 034): its pickers, drawer and confirmations bring antd's scope when first
// opened.
export const ChatPage = lazy(
  withTexts(['chat'], () => import('./chat-page.tsx').then((m) => ({ default: m.ChatPage }))),
);
export const AssistantPage = lazy(
  withTexts(['chat'], () =>
    import('./assistant-page.tsx').then((m) => ({ default: m.AssistantPage })),
  ),
);
