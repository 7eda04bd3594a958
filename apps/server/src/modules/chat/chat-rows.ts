import type { Selectable } from 'kysely';
import type { Placeholder } from '../../db/prepared-queries.ts';
import type { ConversationsTable, MessagesTable } from '../../db/schema.ts';

/* The chat's rows as the repository (chat.repository.ts) reads and writes them. */

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Omit<MessageRow, 'seq'>;

/** What an answer's row changes to while and after it streams. */
export interface AnswerUpdate {
  content: string;
  status?: MessageRow['status'];
  error_code?: number | null;
  finish_reason?: string | null;
  usage_prompt?: number | null;
  usage_completion?: number | null;
  /** the answer's plugin calls, JSON */
  tool_steps?: string | null;
  /** time to first token, ms */
  latency_ms?: number | null;
  updated_at: string;
}

export const CONVERSATION_COLUMNS = [
  'id',
  'user_id',
  'robot_id',
  'title',
  'source',
  'current_model',
  'current_node',
  'created_at',
  'updated_at',
  'deleted_at',
  'plugins',
] as const satisfies readonly (keyof ConversationsTable)[];

export const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'seq',
  'parent_id',
  'role',
  'content',
  'status',
  'model',
  'error_code',
  'finish_reason',
  'usage_prompt',
  'usage_completion',
  'created_at',
  'updated_at',
  'tool_steps',
  'latency_ms',
] as const satisfies readonly (keyof MessagesTable)[];

/** One turn's rows (ChatRepository.insertTurn). */
export interface TurnWrite {
  /** the conversation, when the turn starts it */
  conversation: ConversationRow | null;
  conversationId: string;
  /** in order; the last one (the answer) becomes the conversation's current node */
  messages: NewMessage[];
  currentModel: string | null;
  now: string;
  /**
   * The robot a new conversation is with: its `chat_count` (one per conversation started) is counted
   * in the turn's transaction, so that a crash can never leave a conversation uncounted.
   */
  countChatOf: string | null;
}

/**
 * A new conversation's row as a turn writes it: already pointing at the turn's answer (`currentNode`)
 * and its model, updated when the turn was made. Null when the turn continues a conversation.
 */
export const newConversationRow = (
  turn: TurnWrite,
  currentNode: string | null,
): ConversationRow | null =>
  turn.conversation && {
    ...turn.conversation,
    current_node: currentNode,
    current_model: turn.currentModel,
    updated_at: turn.now,
  };

/** A row of placeholders for `columns`, starting at value `from`. */
export const placeholders = <C extends string>(
  p: Placeholder,
  columns: readonly C[],
  from: number,
) => Object.fromEntries(columns.map((c, i) => [c, p(from + i)])) as Record<C, never>;
