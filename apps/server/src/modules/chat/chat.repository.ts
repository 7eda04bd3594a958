import type { Kysely, Selectable } from 'kysely';
import type { ConversationsTable, DB, MessagesTable } from '../../db/schema.ts';

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

/** All chat SQL. Queries are scoped by the caller where they read conversations. */
export function createChatRepository(db: Kysely<DB>) {
  return {
    async findConversation(id: string): Promise<ConversationRow | undefined> {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async listMessages(conversationId: string): Promise<MessageRow[]> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    async findMessage(conversationId: string, id: string): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * One turn in one transaction: the conversation when it is new, then its messages in order (the
     * last one is the answer, which becomes the conversation's current node). A new conversation is
     * written already pointing at its answer and its messages numbered from 1, so the turn costs three
     * statements (conversation, messages, commit) beyond the BEGIN; an existing one reads its last
     * number and moves its current node.
     */
    async insertTurn(turn: {
      conversation: ConversationRow | null;
      conversationId: string;
      messages: NewMessage[];
      currentModel: string | null;
      now: string;
    }): Promise<void> {
      const currentNode = turn.messages.at(-1)?.id ?? null;
      await db.transaction().execute(async (trx) => {
        let seq = 0;
        if (turn.conversation) {
          await trx
            .insertInto('conversations')
            .values({
              ...turn.conversation,
              current_node: currentNode,
              current_model: turn.currentModel,
              updated_at: turn.now,
            })
            .execute();
        } else {
          const last = await trx
            .selectFrom('messages')
            .select((eb) => eb.fn.max('seq').as('seq'))
            .where('conversation_id', '=', turn.conversationId)
            .executeTakeFirst();
          seq = Number(last?.seq ?? 0);
        }
        if (turn.messages.length > 0) {
          await trx
            .insertInto('messages')
            .values(turn.messages.map((m) => ({ ...m, seq: (seq += 1) })))
            .execute();
        }
        if (!turn.conversation) {
          await trx
            .updateTable('conversations')
            .set({
              current_node: currentNode,
              current_model: turn.currentModel,
              updated_at: turn.now,
            })
            .where('id', '=', turn.conversationId)
            .execute();
        }
      });
    },

    async updateAnswer(id: string, update: AnswerUpdate): Promise<void> {
      await db.updateTable('messages').set(update).where('id', '=', id).execute();
    },

    /** `robotId`: one robot's; null: the general assistant's only; absent: all of the user's. */
    async listConversations(q: {
      userId: string;
      robotId?: string | null;
      skip: number;
      limit: number;
    }): Promise<{ rows: ConversationRow[]; total: number }> {
      let base = db
        .selectFrom('conversations')
        .where('user_id', '=', q.userId)
        .where('deleted_at', 'is', null);
      if (q.robotId === null) base = base.where('robot_id', 'is', null);
      else if (q.robotId) base = base.where('robot_id', '=', q.robotId);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .offset(q.skip)
          .limit(q.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async rename(id: string, title: string, now: string): Promise<void> {
      await db
        .updateTable('conversations')
        .set({ title, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async markDeleted(id: string, now: string): Promise<void> {
      await db.updateTable('conversations').set({ deleted_at: now }).where('id', '=', id).execute();
    },

    /** The user's conversations, deleted ones not counted (the conversation cap). */
    async countConversations(userId: string): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The user's answers by one of `models` created after `sinceIso`, whatever became of them and of
     * their conversation (deleting a conversation gives no asks back).
     */
    async countAnswersSince(userId: string, sinceIso: string, models: string[]): Promise<number> {
      if (models.length === 0) return 0;
      const row = await db
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('conversations.user_id', '=', userId)
        .where('messages.role', '=', 'assistant')
        .where('messages.model', 'in', models)
        .where('messages.created_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** After a restart nothing is still being written: answers left 'streaming' were cut off. */
    async interruptLeftovers(now: string): Promise<number> {
      const res = await db
        .updateTable('messages')
        .set({ status: 'interrupted', updated_at: now })
        .where('status', '=', 'streaming')
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
