/**
 * The rows of bench/turn-write-volume.ts: its users, the earlier turns it fills a database with, and
 * the turns it measures, written through the chat and credits repositories as a paid turn writes them.
 */
import { performance } from 'node:perf_hooks';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import type { ConversationRow, NewMessage } from '../apps/server/src/modules/chat/chat-rows.ts';
import { createChatRepository } from '../apps/server/src/modules/chat/chat.repository.ts';
import { createCreditsRepository } from '../apps/server/src/modules/credits/credits.repository.ts';

export const USERS = 2_000;

/** a conversation a turn starts, as the chat stores it (no robot, no plugins) */
export const newConversation = (
  id: string,
  userId: string,
  title: string,
  now: string,
): ConversationRow => ({
  id,
  user_id: userId,
  robot_id: null,
  title,
  source: 'openai_api',
  current_model: 'bench-model',
  current_node: null,
  created_at: now,
  updated_at: now,
  deleted_at: null,
  plugins: null,
});

/** ISO times spread over the last 90 days, in order: earlier turns are older */
const pastIso = (i: number, of: number) =>
  new Date(Date.now() - 90 * 86_400_000 * (1 - i / of)).toISOString();

export async function addUsers(db: Kysely<DB>): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: USERS }, () => newId());
  for (let i = 0; i < USERS; i += 500) {
    const part = ids.slice(i, i + 500);
    await db
      .insertInto('users')
      .values(
        part.map((id, j) => ({
          id,
          username: `bench${i + j}`,
          username_lower: `bench${i + j}`,
          email: null,
          mobile: null,
          nickname: `Bench ${i + j}`,
          headportrait_url: null,
          password_hash: null,
          role: 'user' as const,
          created_at: now,
          updated_at: now,
          disabled_at: null,
          limits: null,
        })),
      )
      .execute();
    await db
      .insertInto('credit_accounts')
      .values(part.map((id) => ({ user_id: id, balance: 1_000_000_000, updated_at: now })))
      .execute();
  }
  return ids;
}

const message = (
  id: string,
  conversationId: string,
  seq: number,
  parent: string | null,
  role: NewMessage['role'],
  content: string,
  at: string,
) => ({
  id,
  conversation_id: conversationId,
  seq,
  parent_id: parent,
  role,
  content,
  status: 'done' as const,
  model: role === 'assistant' ? 'bench-model' : null,
  error_code: null,
  finish_reason: role === 'assistant' ? 'stop' : null,
  usage_prompt: null,
  usage_completion: null,
  tool_steps: null,
  latency_ms: null,
  created_at: at,
  updated_at: at,
});

/** `count` earlier turns, in batches (multi-row inserts), made with `id` */
export async function prefill(
  db: Kysely<DB>,
  users: string[],
  id: () => string,
  count: number,
): Promise<void> {
  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const conversations: Insertable<DB['conversations']>[] = [];
    const messages: Insertable<DB['messages']>[] = [];
    const ledger: Insertable<DB['credit_ledger']>[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const at = pastIso(i, count);
      const user = users[i % USERS]!;
      const conversationId = id();
      const [root, question, answer] = [id(), id(), id()];
      conversations.push({
        id: conversationId,
        user_id: user,
        robot_id: null,
        title: `An earlier question ${i}`,
        source: 'openai_api',
        current_model: 'bench-model',
        current_node: answer,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        plugins: null,
      });
      messages.push(
        message(root, conversationId, 0, null, 'system', '', at),
        message(question, conversationId, 1, root, 'user', `An earlier question ${i}`, at),
        message(answer, conversationId, 2, question, 'assistant', 'An earlier answer.', at),
      );
      ledger.push({
        id: id(),
        user_id: user,
        delta: -1,
        reason: 'chat',
        ref: answer,
        created_at: at,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('conversations').values(conversations).execute();
      await trx.insertInto('messages').values(messages).execute();
      await trx.insertInto('credit_ledger').values(ledger).execute();
    });
  }
}

/**
 * `count` turns as a paid chat turn writes them (chat-turn.ts, the credits module), one after another:
 * the milliseconds per turn
 */
export async function writeTurns(
  db: Kysely<DB>,
  kind: Database['kind'],
  users: string[],
  id: () => string,
  count: number,
): Promise<number> {
  const chat = createChatRepository(db, kind);
  const credits = createCreditsRepository(db);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const now = new Date().toISOString();
    const user = users[(i * 7919) % USERS]!;
    const conversationId = id();
    const fresh = (seq: number, parent: string | null, role: NewMessage['role']) => {
      const { seq: _seq, ...m } = message(id(), conversationId, seq, parent, role, '', now);
      return role === 'assistant' ? { ...m, status: 'streaming' as const } : m;
    };
    const root = fresh(0, null, 'system');
    const question = { ...fresh(1, root.id, 'user'), content: 'What is the tallest mountain?' };
    const answer = fresh(2, question.id, 'assistant');
    const lead = credits.debitLeading(
      user,
      1,
      'chat',
      answer.id,
      id(),
      () => new Error('no credits'),
    );
    await chat.insertTurn(
      {
        conversation: newConversation(conversationId, user, 'What is the tallest mountain?', now),
        conversationId,
        messages: [root, question, answer],
        currentModel: 'bench-model',
        now,
        countChatOf: null,
      },
      lead,
    );
    await chat.updateAnswer(answer.id, {
      content: 'Mount Everest, 8,849 metres above sea level.',
      status: 'done',
      finish_reason: 'stop',
      updated_at: new Date().toISOString(),
    });
  }
  return (performance.now() - started) / count;
}
