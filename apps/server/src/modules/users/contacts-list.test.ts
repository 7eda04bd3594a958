import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, userApi, type ContactRequest } from '@robot/contracts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { login, signedInUser, unique } from './users.test-helpers.ts';

/** The fields a sender reads back; the admin's reply note, the address and the handler never. */
const OWN_FIELDS = [
  'companyName',
  'createdAt',
  'email',
  'handledAt',
  'id',
  'mobile',
  'name',
  'requirement',
  'status',
  'type',
];

describe(`a user's own contact requests (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'boss-pass-1' });
    admin = (await login(t, 'boss', 'boss-pass-1', unique.ip())).data!.access_token;
  });
  afterAll(() => t.close());

  /** Sends one request (a fresh address each, clear of the per-address limit); answers its id. */
  const send = async (requirement: string, token?: string) => {
    const res = await t.api(userApi.requirementCreate, {
      body: { type: 'message', name: 'Li Lei', requirement, mobile: '13800138000' },
      remoteAddress: unique.ip(),
      token,
    });
    if (!res.data) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    return res.data.id;
  };
  /** Two requests sent within one millisecond would tie: the tests set the times they order by. */
  const sentAt = (id: string, iso: string) =>
    t.database.db
      .updateTable('contact_requests')
      .set({ created_at: iso })
      .where('id', '=', id)
      .execute();
  const mine = (token?: string, query: { skip?: number; limit?: number } = {}) =>
    t.api(userApi.contacts, { token, query });
  const texts = (list: ContactRequest[]) => list.map((c) => c.requirement);

  it("lists only the caller's requests, newest first, in the envelope of a list", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const first = await send('first', alice.token);
    const cooperation = await t.api(userApi.requirementCreate, {
      body: {
        type: 'cooperation',
        name: 'Han Meimei',
        requirement: 'second',
        email: 'hm@example.com',
        companyName: 'ACME',
      },
      remoteAddress: unique.ip(),
      token: alice.token,
    });
    const third = await send('third', alice.token);
    await sentAt(first, '2030-01-01T00:00:00.000Z');
    await sentAt(cooperation.data!.id, '2030-01-02T00:00:00.000Z');
    await sentAt(third, '2030-01-03T00:00:00.000Z');
    await send("bob's", bob.token);

    const res = await mine(alice.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'ok' });
    expect(res.data!.total).toBe(3);
    expect(texts(res.data!.list)).toEqual(['third', 'second', 'first']);
    expect(res.data!.list[1]).toEqual({
      id: cooperation.data!.id,
      type: 'cooperation',
      name: 'Han Meimei',
      requirement: 'second',
      mobile: null,
      email: 'hm@example.com',
      companyName: 'ACME',
      status: 'new',
      handledAt: null,
      createdAt: '2030-01-02T00:00:00.000Z',
    });

    const others = await mine(bob.token);
    expect(texts(others.data!.list)).toEqual(["bob's"]);
    expect(others.data!.total).toBe(1);
  });

  it('a user who sent nothing gets an empty list; a visitor gets 10401', async () => {
    const nobody = await signedInUser(t);
    expect((await mine(nobody.token)).data).toEqual({ list: [], total: 0 });
    const visitor = await t.raw(userApi.contacts);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 10401, msg: 'errors.invalidToken' });
    const garbage = await t.raw(userApi.contacts, { token: 'not-a-real-token-but-long-enough' });
    expect(garbage.body.code).toBe(10401);
  });

  it("a request sent signed out is nobody's: not listed, not even for its sender later", async () => {
    const user = await signedInUser(t);
    await send('sent before signing in');
    const mineNow = await send('sent signed in', user.token);
    const res = await mine(user.token);
    expect(res.data!.list.map((c) => c.id)).toEqual([mineNow]);
    expect(res.data!.total).toBe(1);
  });

  it('pages by skip and limit; total counts them all; ties keep one order', async () => {
    const user = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await send(`page ${i}`, user.token));
    // Two of them at the same moment: still one order across pages (id, descending).
    for (const [i, id] of ids.entries())
      await sentAt(id, `2030-02-0${Math.min(i, 3) + 1}T00:00:00.000Z`);

    const all = (await mine(user.token, { limit: 100 })).data!;
    expect(all.total).toBe(5);
    const pages = [
      (await mine(user.token, { skip: 0, limit: 2 })).data!,
      (await mine(user.token, { skip: 2, limit: 2 })).data!,
      (await mine(user.token, { skip: 4, limit: 2 })).data!,
    ];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.list.map((c) => c.id))).toEqual(all.list.map((c) => c.id));
    expect(texts(all.list).slice(2)).toEqual(['page 2', 'page 1', 'page 0']);
    expect((await mine(user.token, { skip: 10 })).data).toEqual({ list: [], total: 5 });
  });

  it('refuses paging outside the bounds of a list', async () => {
    const user = await signedInUser(t);
    const over = await t.raw(userApi.contacts, { token: user.token, query: { limit: 101 } });
    expect(over.status).toBe(400);
    expect(over.fields?.limit).toBeDefined();
    const negative = await t.raw(userApi.contacts, { token: user.token, query: { skip: -1 } });
    expect(negative.fields?.skip).toBeDefined();
  });

  it('shows the handling as the admin changes it, never the reply note', async () => {
    const user = await signedInUser(t);
    const id = await send('please call', user.token);
    const handled = await t.api(adminApi.requirementUpdate, {
      body: { id, status: 'handled', replyNote: 'INTERNAL: called him back' },
      token: admin,
    });
    expect(handled.data!.handledAt).toBeTypeOf('string');

    const listed = (await mine(user.token)).data!.list[0]!;
    const single = (await t.api(userApi.contact, { params: { id }, token: user.token })).data!;
    for (const seen of [listed, single]) {
      expect(seen).toMatchObject({ id, status: 'handled', handledAt: handled.data!.handledAt });
      expect(Object.keys(seen).sort()).toEqual(OWN_FIELDS);
    }
    const raw = [
      (await t.raw(userApi.contacts, { token: user.token })).res.body,
      (await t.raw(userApi.contact, { params: { id }, token: user.token })).res.body,
    ].join('\n');
    expect(raw).not.toContain('INTERNAL');
    expect(raw).not.toMatch(/replyNote|reply_note|handled_?[bB]y|"ip"/);

    await t.api(adminApi.requirementUpdate, { body: { id, status: 'new' }, token: admin });
    expect((await mine(user.token)).data!.list[0]).toMatchObject({
      id,
      status: 'new',
      handledAt: null,
    });
  });

  it('reads the page through an index, without sorting (migration 017)', async () => {
    const { db } = t.database;
    if (t.database.kind === 'sqlite') {
      const plan = (
        await sql<{
          detail: string;
        }>`explain query plan select id, requirement, status from contact_requests
          where user_id = ${'u'} order by created_at desc, id desc limit 20`.execute(db)
      ).rows
        .map((r) => r.detail)
        .join(' | ');
      expect(plan).toContain('USING INDEX contact_requests_user_created_idx');
      expect(plan).not.toContain('TEMP B-TREE');
    } else {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'contact_requests'
        order by indexname`.execute(db);
      const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
      expect(byName.get('contact_requests_user_created_idx')).toMatch(
        /\(user_id, created_at DESC, id DESC\)/,
      );
      expect(byName.has('contact_requests_user_idx')).toBe(false);
    }
  });
});
