/** The chat feature's public surface: the app shell imports from here only. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

// Code-split: each page loads when it is first opened.
export const ChatPage = lazyWithAntd(() => import('./chat-page.tsx').then((m) => m.ChatPage));
export const AssistantPage = lazyWithAntd(() =>
  import('./assistant-page.tsx').then((m) => m.AssistantPage),
);
