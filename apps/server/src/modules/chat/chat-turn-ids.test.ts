import { chatApi, creditApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { dataOf, scriptedModel, startConversation, streamChat } from './chat.test-helpers.ts';

const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The rows a turn writes get time-ordered ids (lib/ids.ts, docs/decisions/044). */
describe('the ids of the rows a chat turn writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { CREDITS_PER_ANSWER: '1' },
      { models: scriptedModel({ tokens: ['Hi'] }) },
    );
  });
  afterAll(() => t.close());

  it('are UUID v7 in the order they were made, and every call takes them as UUIDs', async () => {
    const user = await createUser(t);
    const before = (await t.api(creditApi.userGet, { token: user.token })).data!.balance;
    const meta = await startConversation(t, user.token);
    const followUp = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: meta.assistantMessageId,
      message: 'And a second one',
    });
    const next = dataOf(followUp.events[0], 'meta');
    expect(next.conversationId).toBe(meta.conversationId);

    const made = [
      meta.rootId,
      meta.userMessageId,
      meta.assistantMessageId,
      next.userMessageId,
      next.assistantMessageId,
    ];
    expect(meta.conversationId).toMatch(v7);
    for (const id of made) expect(id).toMatch(v7);
    expect([...made].sort()).toEqual(made);

    // the conversation as the API gives it back (the contract's UUID checks on the way in and out)
    const got = await t.api(chatApi.conversation, {
      params: { id: meta.conversationId },
      token: user.token,
    });
    expect(got.status).toBe(200);
    expect(Object.keys(got.data!.mapping).sort()).toEqual([...made].sort());
    expect(got.data!.current_node).toBe(next.assistantMessageId);

    // the two debits' ledger entries, and the session the user signed in with
    const { db } = t.database;
    const ledger = await db
      .selectFrom('credit_ledger')
      .select(['id', 'ref'])
      .where('user_id', '=', user.uuid)
      .where('reason', '=', 'chat')
      .orderBy('created_at')
      .execute();
    expect(ledger.map((e) => e.ref)).toEqual([meta.assistantMessageId, next.assistantMessageId]);
    for (const e of ledger) expect(e.id).toMatch(v7);
    expect(ledger[0]!.id < ledger[1]!.id).toBe(true);
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.uuid)
      .execute();
    for (const s of sessions) expect(s.id).toMatch(v7);
    const balance = (await t.api(creditApi.userGet, { token: user.token })).data!.balance;
    expect(balance).toBe(before - 2);
  });
});
