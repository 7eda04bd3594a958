import { adminApi, directoryApis, robotApi, type ContentKind } from '@robot/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { streamChat } from '../chat/chat.test-helpers.ts';
import { createItem, detail, KINDS } from '../directories/directories.test-helpers.ts';
import {
  createRobot,
  createUser,
  favorite,
  search,
  signInAdmin,
  viewCard,
  type TestUser,
} from '../robots/robots.test-helpers.ts';
import { auditOf, createAdminTestApp } from './admin-users.test-helpers.ts';

const ids = (res: { data: unknown }) =>
  (res.data as { list: { uuid: string }[] }).list.map((r) => r.uuid);

describe(`admin: content (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = await signInAdmin(t);
    owner = await createUser(t);
    other = await createUser(t);
  });
  afterAll(() => t.close());

  const flags = (kind: ContentKind, uuid: string, f: { hidden?: boolean; featured?: boolean }) =>
    t.raw(adminApi.contentUpdate, { body: { kind, uuid, ...f }, token: admin.token });
  const remove = (kind: ContentKind, uuid: string) =>
    t.raw(adminApi.contentDelete, { body: { kind, uuid }, token: admin.token });
  const listed = (query: Record<string, string | number>) =>
    t.raw(adminApi.content, { query, token: admin.token });

  it('a hidden robot leaves search and answers 10404 but to its owner and superusers', async () => {
    const word = `zebracorn${Date.now().toString(36)}`;
    const uuid = await createRobot(t, owner, { robotName: `Robot ${word}`, keywords: word });
    await favorite(t, other.token, uuid);
    expect(ids(await search(t, { keyword: word }))).toEqual([uuid]);

    const hid = await flags('robot', uuid, { hidden: true });
    expect(hid.data).toMatchObject({ kind: 'robot', uuid, hidden: true, featured: false });

    // others: gone from search, hot, favourites; detail, card, favourite and chat 10404
    expect(ids(await search(t, { keyword: word }))).toEqual([]);
    expect(ids(await search(t, { keyword: word }, other.token))).toEqual([]);
    expect(ids(await t.raw(robotApi.hot, { query: { limit: 100 } }))).not.toContain(uuid);
    expect(ids(await t.raw(robotApi.favoritesGet, { token: other.token }))).not.toContain(uuid);
    for (const token of [other.token, undefined]) {
      expect((await t.raw(robotApi.get, { params: { uuid }, token })).body.code).toBe(10404);
      expect((await viewCard(t, uuid, token ? { token } : {})).body.code).toBe(10404);
    }
    expect(
      (await t.raw(robotApi.favorite, { body: { uuid, favorite: true }, token: other.token })).body
        .code,
    ).toBe(10404);
    const chat = await streamChat(t, other.token, {
      conversationId: 'new_conversation',
      robotUUID: uuid,
      message: 'hello',
    });
    expect(chat.body).toMatchObject({ code: 10404, msg: 'errors.robotNotFound' });

    // the owner and superusers still see it (and may chat with it)
    expect((await t.raw(robotApi.get, { params: { uuid }, token: owner.token })).status).toBe(200);
    expect((await t.raw(robotApi.get, { params: { uuid }, token: admin.token })).status).toBe(200);
    expect((await viewCard(t, uuid, { token: admin.token })).status).toBe(200);
    const ownerChat = await streamChat(t, owner.token, {
      conversationId: 'new_conversation',
      robotUUID: uuid,
      message: 'hello',
    });
    expect(ownerChat.events.some((e) => e.event === 'meta')).toBe(true);
    const mine = await t.raw(robotApi.mine, {
      query: { ownerUUID: owner.uuid, limit: 100 },
      token: owner.token,
    });
    expect(ids(mine)).toContain(uuid);

    // the admin's list: hidden filter and keyword
    expect(ids(await listed({ kind: 'robot', hidden: 'true' }))).toEqual([uuid]);
    expect(ids(await listed({ kind: 'robot', keyword: word.toUpperCase() }))).toEqual([uuid]);
    expect(ids(await listed({ kind: 'robot', keyword: word }))).toEqual([uuid]);
    expect(ids(await listed({ kind: 'robot', hidden: 'false' }))).not.toContain(uuid);

    // shown again: back in search and in the favourites, featured kept apart
    const shown = await flags('robot', uuid, { hidden: false, featured: true });
    expect(shown.data).toMatchObject({ hidden: false, featured: true });
    expect(ids(await search(t, { keyword: word }))).toEqual([uuid]);
    expect(ids(await t.raw(robotApi.favoritesGet, { token: other.token }))).toContain(uuid);
    expect((await t.raw(robotApi.get, { params: { uuid }, token: other.token })).status).toBe(200);

    expect(await auditOf(t, uuid)).toMatchObject([
      {
        action: 'content.update',
        target_kind: 'robot',
        actor_id: admin.uuid,
        before: { hidden: false, featured: false },
        after: { hidden: true, featured: false },
      },
      {
        action: 'content.update',
        before: { hidden: true, featured: false },
        after: { hidden: false, featured: true },
      },
    ]);
  });

  it.each(['robot', ...KINDS] as ContentKind[])(
    "counts the %s list's pages: all, hidden and not hidden, newest first",
    async (kind) => {
      const made: string[] = [];
      for (let i = 0; i < 4; i++) {
        made.push(
          kind === 'robot' ? await createRobot(t, owner) : await createItem(t, kind, owner.token),
        );
      }
      await flags(kind, made[1]!, { hidden: true });
      await flags(kind, made[3]!, { hidden: true });
      const page = async (query: Record<string, string | number>) => {
        const res = await listed({ kind, limit: 100, ...query });
        return res.data as {
          list: { uuid: string; hidden: boolean; createdAt: string }[];
          total: number;
        };
      };
      const all = await page({});
      const hidden = await page({ hidden: 'true' });
      const shown = await page({ hidden: 'false' });
      expect(all.total).toBe(all.list.length);
      expect(hidden.total).toBe(hidden.list.length);
      expect(shown.total).toBe(shown.list.length);
      expect(shown.total).toBe(all.total - hidden.total);
      expect(hidden.list.every((r) => r.hidden)).toBe(true);
      expect(shown.list.some((r) => r.hidden)).toBe(false);
      expect(ids({ data: hidden })).toEqual(expect.arrayContaining([made[1], made[3]]));
      expect(ids({ data: shown })).toEqual(expect.arrayContaining([made[0], made[2]]));
      // newest first
      for (const { list } of [all, hidden, shown]) {
        const times = list.map((r) => r.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      }
      // a page further on is counted the same
      const second = await page({ hidden: 'false', skip: 1, limit: 1 });
      expect(second.total).toBe(shown.total);
      expect(ids({ data: second })).toEqual(ids({ data: shown }).slice(1, 2));
    },
  );

  it('reads a page of the robot and directory lists from an index, never by sorting the table', async () => {
    const { db } = t.database;
    if (t.database.kind === 'sqlite') {
      const plan = async (table: string, where: string) =>
        (
          await sql<{ detail: string }>`explain query plan ${sql.raw(
            `select ${table}.id from ${table} inner join users on users.id = ${table}.owner_id ${where} order by ${table}.created_at desc, ${table}.id desc limit 20`,
          )}`.execute(db)
        ).rows
          .map((r) => r.detail)
          .join(' | ');
      const cases = [
        ['robots', '', 'robots_created_idx'],
        ['robots', 'where robots.hidden = 1', 'robots_hidden_created_idx'],
        ['robots', 'where robots.hidden = 0', 'robots_created_idx'],
        ['directory_items', "where kind = 'aitool'", 'directory_items_created_idx'],
        [
          'directory_items',
          "where kind = 'article' and hidden = 1",
          'directory_items_hidden_created_idx',
        ],
        ['directory_items', "where kind = 'xky' and hidden = 0", 'directory_items_created_idx'],
      ];
      for (const [table, where, index] of cases) {
        const found = await plan(table!, where!);
        expect(found).toContain(`USING INDEX ${index}`);
        expect(found).not.toContain('TEMP B-TREE');
      }
    } else {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and indexname in (
          'robots_created_idx', 'robots_hidden_created_idx',
          'directory_items_created_idx', 'directory_items_hidden_created_idx')
        order by indexname`.execute(db);
      expect(rows.map((r) => r.indexname)).toEqual([
        'directory_items_created_idx',
        'directory_items_hidden_created_idx',
        'robots_created_idx',
        'robots_hidden_created_idx',
      ]);
      for (const r of rows.filter((r) => r.indexname.includes('hidden'))) {
        expect(r.indexdef).toMatch(/WHERE \(hidden = 1\)/);
      }
    }
  });

  it('deletes a robot as its owner would, audited; 10404 for a robot that is not there', async () => {
    const uuid = await createRobot(t, owner, { robotVisibility: 2 });
    expect((await remove('robot', uuid)).body).toMatchObject({ code: 200, data: null });
    expect((await t.raw(robotApi.get, { params: { uuid }, token: owner.token })).body.code).toBe(
      10404,
    );
    expect(await auditOf(t, uuid)).toMatchObject([
      {
        action: 'content.delete',
        target_kind: 'robot',
        before: { owner: owner.uuid, hidden: false },
        after: null,
      },
    ]);
    for (const res of [await remove('robot', uuid), await flags('robot', uuid, { hidden: true })])
      expect(res.body).toMatchObject({ code: 10404, msg: 'errors.robotNotFound' });
  });

  it('hides, features and deletes directory items of every kind, audited', async () => {
    const messages = {
      aitool: 'errors.aiToolNotFound',
      article: 'errors.articleNotFound',
      xky: 'errors.xkyNotFound',
    };
    for (const kind of KINDS) {
      const word = `quokka${kind}${Date.now().toString(36)}`;
      const title = kind === 'aitool' ? { name: `Tool ${word}` } : { title: `Item ${word}` };
      const uuid = await createItem(t, kind, owner.token, title);
      expect(ids(await listed({ kind, keyword: word }))).toEqual([uuid]);
      const hid = await flags(kind, uuid, { hidden: true });
      expect(hid.data).toMatchObject({ kind, uuid, hidden: true, featured: false, public: true });
      expect((await detail(t, kind, uuid, other.token)).body.code).toBe(10404);
      expect((await detail(t, kind, uuid, owner.token)).status).toBe(200);
      expect(ids(await listed({ kind, hidden: 'true' }))).toContain(uuid);
      const all = await listed({ kind });
      expect(all.data!.list.find((i) => i.uuid === uuid)).toMatchObject({
        owner: { uuid: owner.uuid, username: owner.username },
      });

      expect((await remove(kind, uuid)).status).toBe(200);
      expect((await detail(t, kind, uuid, owner.token)).body.code).toBe(10404);
      const search = await t.raw(directoryApis[kind].mine, { token: owner.token });
      expect(ids(search)).not.toContain(uuid);
      expect(await auditOf(t, uuid)).toMatchObject([
        { action: 'content.update', target_kind: kind, after: { hidden: true } },
        { action: 'content.delete', target_kind: kind, before: { hidden: true }, after: null },
      ]);
      for (const res of [await remove(kind, uuid), await flags(kind, randomUUID(), {})])
        expect(res.body).toMatchObject({ code: 10404, msg: messages[kind] });
    }
  });

  it('refuses a kind it does not know (10400)', async () => {
    expect((await listed({ kind: 'poem' })).body.code).toBe(10400);
  });
});
