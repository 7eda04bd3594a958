import { adminApi } from '@robot/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { getConversation, startConversation } from '../chat/chat.test-helpers.ts';
import {
  createRobot,
  createUser,
  signInAdmin,
  type TestUser,
} from '../robots/robots.test-helpers.ts';
import { auditOf, createAdminTestApp } from './admin-users.test-helpers.ts';

describe(`admin: conversations (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let conversationId: string;
  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = await signInAdmin(t);
    user = await createUser(t);
    conversationId = (await startConversation(t, user.token, { message: 'Porcupine question' }))
      .conversationId;
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number>) =>
    t.raw(adminApi.conversations, { query, token: admin.token });

  it('lists every user’s conversations newest first, with user, robot and message count', async () => {
    const other = await createUser(t);
    const later = (await startConversation(t, other.token)).conversationId;
    const all = await t.api(adminApi.conversations, { token: admin.token });
    const ids = all.data!.list.map((c) => c.id);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(conversationId));

    const mine = await list({ userUUID: user.uuid });
    expect(mine.data).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          id: conversationId,
          user: { uuid: user.uuid, username: user.username, nickname: expect.any(String) },
          robot: null,
          messages: 2,
        }),
      ],
    });
    const found = await list({ keyword: 'porcupine' });
    expect(found.data!.list.map((c) => c.id)).toEqual([conversationId]);
    expect((await list({ keyword: '_' })).data!.total).toBe(0);
    // by the owner's username (any case), with the other filters still applied
    const byName = await list({ keyword: user.username.toUpperCase() });
    expect(byName.data).toMatchObject({ total: 1, list: [{ id: conversationId }] });
    expect((await list({ keyword: user.username, userUUID: other.uuid })).data!.total).toBe(0);
    expect((await list({ userUUID: 'not-a-uuid' })).body.code).toBe(10400);
  });

  it('finds a conversation by its robot’s name and its owner’s nickname', async () => {
    const owner = await createUser(t);
    const robotUUID = await createRobot(t, owner, { robotName: 'Hedgehog Helper' });
    const asker = await createUser(t);
    const id = (await startConversation(t, asker.token, { robotUUID })).conversationId;
    const byRobot = await list({ keyword: 'hedgehog' });
    expect(byRobot.data).toMatchObject({
      total: 1,
      list: [{ id, robot: { uuid: robotUUID, name: 'Hedgehog Helper' } }],
    });
    await t.database.db
      .updateTable('users')
      .set({ nickname: 'Quokka Fan' })
      .where('id', '=', asker.uuid)
      .execute();
    expect((await list({ keyword: 'QUOKKA' })).data).toMatchObject({ total: 1, list: [{ id }] });
  });

  it('reads any conversation in the owner’s shape, plus the user; 10404 when missing', async () => {
    const owner = await getConversation(t, user.token, conversationId);
    const seen = await t.api(adminApi.conversation, {
      params: { id: conversationId },
      token: admin.token,
    });
    expect(seen.data).toEqual({
      ...owner.data,
      user: { uuid: user.uuid, username: user.username, nickname: expect.any(String) },
    });
    const missing = await t.raw(adminApi.conversation, {
      params: { id: randomUUID() },
      token: admin.token,
    });
    expect(missing.body).toMatchObject({ code: 10404, msg: 'errors.conversationNotFound' });
  });

  it('deletes a conversation as its owner would, audited; then 10404 everywhere', async () => {
    const user2 = await createUser(t);
    const id = (await startConversation(t, user2.token)).conversationId;
    const res = await t.raw(adminApi.conversationDelete, { body: { id }, token: admin.token });
    expect(res.body).toMatchObject({ code: 200, data: null });

    expect((await getConversation(t, user2.token, id)).body).toMatchObject({ code: 10404 });
    expect(
      (await t.raw(adminApi.conversation, { params: { id }, token: admin.token })).body.code,
    ).toBe(10404);
    expect((await list({ userUUID: user2.uuid })).data!.total).toBe(0);
    const again = await t.raw(adminApi.conversationDelete, { body: { id }, token: admin.token });
    expect(again.body).toMatchObject({ code: 10404, msg: 'errors.conversationNotFound' });

    expect(await auditOf(t, id)).toMatchObject([
      {
        action: 'conversation.delete',
        target_kind: 'conversation',
        actor_id: admin.uuid,
        before: { userId: user2.uuid, deleted: false },
        after: { deleted: true },
      },
    ]);
  });
});
