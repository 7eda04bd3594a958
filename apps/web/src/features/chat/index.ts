/** The chat feature's public surface: the app shell imports from here only. */
import { lazy } from 'react';

// Code-split: each page loads when it is first opened. The chat draws without antd (decision 034):
// its pickers, drawer and confirmations bring antd's scope when first opened.
export const ChatPage = lazy(() =>
  import('./chat-page.tsx').then((m) => ({ default: m.ChatPage })),
);
export const AssistantPage = lazy(() =>
  import('./assistant-page.tsx').then((m) => ({ default: m.AssistantPage })),
);
