/** The conversation id a client sends before the server has created the conversation (spec, section 3). */
export const NEW_CONVERSATION = 'new_conversation';

export const ChatLimits = {
  message: 8000,
  title: 100,
  /** characters of the first question that make a new conversation's title */
  autoTitle: 30,
  model: 100,
} as const;
