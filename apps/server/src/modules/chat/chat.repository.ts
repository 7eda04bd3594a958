import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { LeadingWrite } from '../../db/leading-write.ts';
import { createPreparedQueries } from '../../db/prepared-queries.ts';
import type { DB } from '../../db/schema.ts';
import { createWriteBatch, type BatchedWrite } from '../../db/write-batch.ts';
import {
  CONVERSATION_COLUMNS,
  MESSAGE_COLUMNS,
  newConversationRow,
  placeholders,
  type AnswerUpdate,
  type ConversationRow,
  type MessageRow,
  type TurnWrite,
} from './chat-rows.ts';
import { createPgTurnWrites } from './chat-turn-statements.ts';

export type {
  AnswerUpdate,
  ConversationRow,
  MessageRow,
  NewMessage,
  TurnWrite,
} from './chat-rows.ts';

/**
 * All chat SQL. Queries are scoped by the caller where they read conversations. Those of every chat
 * turn (the turn's reads and writes, an answer's saves) are compiled once (db/prepared-queries.ts).
 */
export function createChatRepository(db: Kysely<DB>, kind: DatabaseKind = 'sqlite') {
  const prepared = createPreparedQueries(db);
  // SQLite: a turn's rows and an answer's saves are committed with the others of the same tick.
  const batch = kind === 'sqlite' ? createWriteBatch(db) : null;
  const commit = (write: BatchedWrite, atomic: boolean): Promise<void> =>
    batch ? batch.run(write, { atomic }) : atomic ? db.transaction().execute(write) : write(db);

  // PostgreSQL: a turn in one statement
  const { insertTurnInOneStatement, insertLedTurn } = createPgTurnWrites(db, prepared);

  return {
    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const { rows } = await prepared.run(
        'conversation',
        (p) =>
          db
            .selectFrom('conversations')
            .selectAll()
            .where('id', '=', p(0))
            .where('deleted_at', 'is', null),
        [id],
      );
      return rows[0];
    },

    async listMessages(conversationId: string): Promise<MessageRow[]> {
      const { rows } = await prepared.run(
        'messages',
        (p) =>
          db
            .selectFrom('messages')
            .selectAll()
            .where('conversation_id', '=', p(0))
            .orderBy('seq')
            .orderBy('id'),
        [conversationId],
      );
      return rows;
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
     * number and moves its current node. `lead` (the answer's debit) is written with it and decides it:
     * if it is not made, its refusal is thrown and nothing of the turn is written.
     */
    async insertTurn(turn: TurnWrite, lead?: LeadingWrite): Promise<void> {
      const currentNode = turn.messages.at(-1)?.id ?? null;
      const count = turn.messages.length;
      if (kind === 'postgres' && count > 0) {
        if (!lead) return insertTurnInOneStatement(turn, currentNode);
        return insertLedTurn(turn, currentNode, lead);
      }
      const write: BatchedWrite = async (trx) => {
        await lead?.runIn(trx);
        let seq = 0;
        const row = newConversationRow(turn, currentNode);
        if (row) {
          await prepared.run(
            'turn.conversation',
            (p) => db.insertInto('conversations').values(placeholders(p, CONVERSATION_COLUMNS, 0)),
            CONVERSATION_COLUMNS.map((c) => row[c]),
            trx,
          );
          if (turn.countChatOf !== null) {
            await prepared.run(
              'turn.countChat',
              (p) =>
                db
                  .updateTable('robots')
                  .set((eb) => ({ chat_count: eb('chat_count', '+', 1) }))
                  .where('id', '=', p(0)),
              [turn.countChatOf],
              trx,
            );
          }
        } else {
          const { rows } = await prepared.run(
            'turn.lastSeq',
            (p) =>
              db
                .selectFrom('messages')
                .select((eb) => eb.fn.max('seq').as('seq'))
                .where('conversation_id', '=', p(0)),
            [turn.conversationId],
            trx,
          );
          seq = Number(rows[0]?.seq ?? 0);
        }
        if (count > 0) {
          const values: unknown[] = [];
          for (const m of turn.messages) {
            const row: MessageRow = { ...m, seq: (seq += 1) };
            for (const c of MESSAGE_COLUMNS) values.push(row[c]);
          }
          await prepared.run(
            `turn.messages.${count}`,
            (p) =>
              db
                .insertInto('messages')
                .values(
                  Array.from({ length: count }, (_, r) =>
                    placeholders(p, MESSAGE_COLUMNS, r * MESSAGE_COLUMNS.length),
                  ),
                ),
            values,
            trx,
          );
        }
        if (!turn.conversation) {
          await prepared.run(
            'turn.moveNode',
            (p) =>
              db
                .updateTable('conversations')
                .set({ current_node: p(0), current_model: p(1), updated_at: p(2) })
                .where('id', '=', p(3)),
            [currentNode, turn.currentModel, turn.now, turn.conversationId],
            trx,
          );
        }
      };
      await commit(write, true);
    },

    /** An answer's save; each set of fields it changes is its own prepared statement. */
    async updateAnswer(id: string, update: AnswerUpdate): Promise<void> {
      const fields = (Object.keys(update) as (keyof AnswerUpdate)[]).filter(
        (k) => update[k] !== undefined,
      );
      await commit(async (on) => {
        await prepared.run(
          `answer.update:${fields.join(',')}`,
          (p) =>
            db
              .updateTable('messages')
              .set(placeholders(p, fields, 0))
              .where('id', '=', p(fields.length)),
          [...fields.map((k) => update[k]), id],
          on,
        );
      }, false);
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

    /**
     * Answers left 'streaming' by a process that is gone, marked 'interrupted': all of them, or (with
     * `savedBefore`) those not saved since then (a live answer is saved every few seconds).
     */
    async interruptLeftovers(
      now: string,
      savedBefore?: string,
    ): Promise<{ id: string; content: string; created_at: string; user_id: string | null }[]> {
      let q = db
        .updateTable('messages')
        .set({ status: 'interrupted', updated_at: now })
        .where('status', '=', 'streaming');
      if (savedBefore) q = q.where('updated_at', '<', savedBefore);
      return q
        .returning((eb) => [
          'messages.id',
          'messages.content',
          'messages.created_at',
          // who asked (the credits' hold is theirs)
          eb
            .selectFrom('conversations')
            .select('conversations.user_id')
            .whereRef('conversations.id', '=', 'messages.conversation_id')
            .as('user_id'),
        ])
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
