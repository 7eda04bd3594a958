/** The chat feature's public surface: the app shell imports from here only. */
import { lazy } from 'react';

// Code-split: each page loads when it is first opened.
export const ChatPage = lazy(() =>
  import('./chat-page.tsx').then((m) => ({ default: m.ChatPage })),
);
export const AssistantPage = lazy(() =>
  import('./assistant-page.tsx').then((m) => ({ default: m.AssistantPage })),
);
