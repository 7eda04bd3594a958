import type { ChatNode } from './conversation-tree.ts';

/** How many of the newest messages a conversation opens with. */
export const FIRST_WINDOW = 40;
/** How many earlier messages mount each time the reader reaches the top. */
export const WINDOW_STEP = 40;

/** The part of the active path on screen: the messages from `start` to the end. */
export interface WindowState {
  conversationId: string | null;
  path: ChatNode[];
  start: number;
}

/** The first index of a window showing the newest `FIRST_WINDOW` messages of a path. */
export const newestStart = (length: number) => Math.max(0, length - FIRST_WINDOW);

/** The window after the reader reached its top: `WINDOW_STEP` more earlier messages. */
export const earlierStart = (start: number) => Math.max(0, start - WINDOW_STEP);

/**
 * Where the window starts once the path changed. A message's index on the path is its depth in the
 * tree, so the messages above a changed branch keep their index and the window can keep its start:
 * a new answer or question is appended, and a branch switched, an answer regenerated or a question
 * edited inside the window changes only rows the reader is looking at. Another conversation, and a
 * path that grew other than by appending (a switch to a longer branch, which the list follows to its
 * end), open on their newest messages again.
 */
export function followStart(
  prev: WindowState,
  path: ChatNode[],
  conversationId: string | null,
): number {
  if (conversationId !== prev.conversationId) return newestStart(path.length);
  const before = prev.path.length;
  if (path.length > before) {
    const appended = before === 0 || path[before - 1]?.id === prev.path[before - 1]?.id;
    return appended ? prev.start : newestStart(path.length);
  }
  return prev.start < path.length ? prev.start : newestStart(path.length);
}
