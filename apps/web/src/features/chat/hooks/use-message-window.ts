import { startTransition, useCallback, useState } from 'react';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { earlierStart, followStart, newestStart, type WindowState } from '../lib/message-window.ts';

/**
 * Which messages of the active path are mounted. A long conversation opens on its newest messages
 * (rendering hundreds of markdown answers at once took seconds); `showEarlier` mounts the previous
 * ones when the reader reaches the top. The window follows the path: see `followStart`. `path` is
 * memoised: a new array means a changed path.
 */
export function useMessageWindow(path: ChatNode[], conversationId: string | null) {
  const [state, setState] = useState<WindowState>(() => ({
    conversationId,
    path,
    start: newestStart(path.length),
  }));
  let current = state;
  if (state.path !== path || state.conversationId !== conversationId) {
    // Adjusted while rendering (not in an effect), so no frame shows the old window on a new path.
    current = { conversationId, path, start: followStart(state, path, conversationId) };
    setState(current);
  }
  const { start } = current;

  // A transition: the loading row stays on screen, and the page responsive, while they render. Asked
  // twice for the same window (the observer reports again before the commit), it grows once.
  const showEarlier = useCallback(
    () =>
      startTransition(() =>
        setState((s) => (s.start === start ? { ...s, start: earlierStart(start) } : s)),
      ),
    [start],
  );

  return { start, visible: path.slice(start), hasEarlier: start > 0, showEarlier };
}
