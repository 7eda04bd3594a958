/** TanStack Query keys of the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  /** robotUUID null: the general assistant's conversations */
  conversations: (robotUUID: string | null) =>
    [...chatKeys.all, 'conversations', robotUUID ?? 'assistant'] as const,
  credits: () => [...chatKeys.all, 'credits'] as const,
};
