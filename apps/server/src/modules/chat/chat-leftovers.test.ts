import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { createChatRepository } from './chat.repository.ts';
import { dataOf, scriptedModel, streamChat } from './chat.test-helpers.ts';

/**
 * Answers left 'streaming' by a process that stopped. With several instances on one PostgreSQL, an
 * instance must not mark another one's live answers: only those not saved for a while are leftovers.
 */
describe(`answers left streaming (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { models: scriptedModel() });
  });
  afterAll(() => t.close());

  const leaveStreaming = async (updatedAt: string) => {
    const user = await createUser(t);
    const { events } = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'A question',
    });
    const { assistantMessageId: id } = dataOf(events[0], 'meta');
    await t.database.db
      .updateTable('messages')
      .set({ status: 'streaming', updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const statusOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('marks only answers not saved since the given time, or all of them without one', async () => {
    const now = Date.now();
    const stale = await leaveStreaming(new Date(now - 120_000).toISOString());
    const live = await leaveStreaming(new Date(now - 2_000).toISOString());
    const repo = createChatRepository(t.database.db);
    const savedBefore = new Date(now - 60_000).toISOString();

    expect(await repo.interruptLeftovers(new Date(now).toISOString(), savedBefore)).toHaveLength(1);
    expect(await statusOf(stale)).toBe('interrupted');
    expect(await statusOf(live)).toBe('streaming');

    expect(await repo.interruptLeftovers(new Date(now).toISOString())).toHaveLength(1);
    expect(await statusOf(live)).toBe('interrupted');
  });

  it('finds them through an index of the answers being written alone, not of every message', async () => {
    const { db } = t.database;
    if (t.database.kind === 'sqlite') {
      const indexes = await sql<{
        name: string;
        partial: number;
      }>`pragma index_list(messages)`.execute(db);
      const byName = new Map(indexes.rows.map((i) => [i.name, i.partial]));
      expect(byName.get('messages_streaming_idx')).toBe(1);
      expect(byName.has('messages_status_idx')).toBe(false);
      // the sweep's statement, values bound as the repository binds them
      const plan = await sql<{
        detail: string;
      }>`explain query plan update messages set status = 'interrupted' where status = ${'streaming'} and updated_at < ${'9999'}`.execute(
        db,
      );
      expect(plan.rows.map((r) => r.detail).join(' ')).toContain('messages_streaming_idx');
    } else {
      const indexes = await sql<{
        indexname: string;
        indexdef: string;
      }>`select indexname, indexdef from pg_indexes where tablename = 'messages' and schemaname = current_schema()`.execute(
        db,
      );
      const byName = new Map(indexes.rows.map((i) => [i.indexname, i.indexdef]));
      expect(byName.get('messages_streaming_idx')).toMatch(/WHERE \(status = 'streaming'::text\)/);
      expect(byName.has('messages_status_idx')).toBe(false);
    }
  });
});
