import { robotApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  noRobotQuotas,
  robotForm,
  saveRobot,
  viewCard,
  type TestUser,
} from './robots.test-helpers.ts';

describe(`robots: create, read, edit, prompt, delete (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(noRobotQuotas);
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('creates a robot with 201 and answers it whole to its owner', async () => {
    const res = await saveRobot(
      t,
      owner.token,
      robotForm({ robotCatagory: 3, robotVisibility: 2, knowledgeBase: '知识' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 201,
      msg: 'ok',
      data: { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const { status, body } = await t.api(robotApi.get, {
      params: { uuid: res.data!.uuid },
      token: owner.token,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      uuid: res.data!.uuid,
      ownerUUID: owner.uuid,
      ownerNickname: owner.username,
      headportraitUrl: 'https://cdn.example.com/p/robot.png',
      robotName: '测试机器人',
      robotIntro: 'A robot made by a test',
      robotGuideWords: 'Ask me anything',
      robotCatagory: 3,
      robotVisibility: 2,
      type: 3,
      keywords: 'test,测试',
      viewCount: 0,
      chatCount: 0,
      favoriteCount: 0,
      isFavorite: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.any(String),
      prompt: 'You are helpful.',
      knowledgeBase: '知识',
    });
  });

  it('fills the defaults: category 1, public, plain, empty texts', async () => {
    const uuid = await createRobot(t, owner, {
      robotGuideWords: undefined,
      prompt: undefined,
    });
    const { body } = await t.api(robotApi.get, { params: { uuid }, token: owner.token });
    expect(body.data).toMatchObject({
      robotCatagory: 1,
      robotVisibility: 1,
      type: 3,
      robotGuideWords: '',
      prompt: '',
      knowledgeBase: '',
    });
  });

  it('accepts a portrait from the server’s own uploads', async () => {
    const uuid = await createRobot(t, owner, { headportraitUrl: '/uploads/abc-123.webp' });
    const { data } = await t.api(robotApi.get, { params: { uuid } });
    expect(data!.headportraitUrl).toBe('/uploads/abc-123.webp');
  });

  it('edits with 200; fields left out keep their value, sent ones change', async () => {
    const uuid = await createRobot(t, owner, { robotCatagory: 2, knowledgeBase: 'kb', type: 2 });
    const before = (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!;
    const res = await saveRobot(t, owner.token, {
      uuid,
      headportraitUrl: 'https://cdn.example.com/p/new.png',
      robotName: 'Renamed',
      keywords: 'new',
      robotIntro: 'New intro',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { uuid } });
    const after = (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!;
    expect(after).toMatchObject({
      robotName: 'Renamed',
      keywords: 'new',
      robotIntro: 'New intro',
      headportraitUrl: 'https://cdn.example.com/p/new.png',
      robotCatagory: 2,
      type: 2,
      prompt: (before as { prompt: string }).prompt,
      knowledgeBase: 'kb',
      robotGuideWords: before.robotGuideWords,
      createdAt: before.createdAt,
    });
    expect(after.updatedAt >= before.updatedAt).toBe(true);
  });

  it('editing a uuid that does not exist is 10404 and creates nothing', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const res = await saveRobot(t, owner.token, robotForm({ uuid }));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 10404, msg: 'errors.robotNotFound' });
    expect((await t.api(robotApi.get, { params: { uuid }, token: owner.token })).status).toBe(404);
  });

  it('refuses a category that does not exist with 10400 on robotCatagory', async () => {
    const res = await saveRobot(t, owner.token, robotForm({ robotCatagory: 999 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 10400,
      data: { fields: { robotCatagory: 'validation.invalidValue' } },
    });
    const uuid = await createRobot(t, owner);
    const edit = await saveRobot(t, owner.token, robotForm({ uuid, robotCatagory: 999 }));
    expect(edit.fields).toEqual({ robotCatagory: 'validation.invalidValue' });
    expect(
      (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!.robotCatagory,
    ).toBe(1);
  });

  it('detail/simple answers the card without prompt or knowledge and counts one view per viewer', async () => {
    const uuid = await createRobot(t, owner, { knowledgeBase: 'secret knowledge', type: 2 });
    const first = await viewCard(t, uuid);
    expect(first.status).toBe(200);
    expect(first.data!.viewCount).toBe(1);
    expect(first.body.data).not.toHaveProperty('prompt');
    expect(first.body.data).not.toHaveProperty('knowledgeBase');
    await Promise.all([1, 2, 3, 4].map(() => viewCard(t, uuid)));
    const last = await viewCard(t, uuid, { token: owner.token });
    expect(last.data!.viewCount).toBe(6);
    // get does not count
    expect((await t.api(robotApi.get, { params: { uuid } })).data!.viewCount).toBe(6);
  });

  it('reads and updates the prompt (owner)', async () => {
    const uuid = await createRobot(t, owner, { prompt: 'first' });
    expect(
      (await t.api(robotApi.promptGet, { params: { uuid }, token: owner.token })).body,
    ).toEqual({
      code: 200,
      msg: 'ok',
      data: { prompt: 'first' },
    });
    const upd = await t.api(robotApi.promptUpdate, {
      body: { uuid, prompt: '第二版' },
      token: owner.token,
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toEqual({ code: 200, msg: 'ok', data: null });
    expect(
      (await t.api(robotApi.promptGet, { params: { uuid }, token: owner.token })).data!.prompt,
    ).toBe('第二版');
    // an empty prompt is allowed (clearing it)
    await t.api(robotApi.promptUpdate, { body: { uuid, prompt: '' }, token: owner.token });
    expect(
      (await t.api(robotApi.promptGet, { params: { uuid }, token: owner.token })).data!.prompt,
    ).toBe('');
  });

  it('deletes a robot with its favourites and chunks; afterwards it is 10404 everywhere', async () => {
    const fan = await createUser(t);
    const uuid = await createRobot(t, owner, { type: 2, knowledgeBase: '第一段。第二段。' });
    await t.api(robotApi.favorite, { body: { uuid, favorite: true }, token: fan.token });
    const del = await t.api(robotApi.delete, { params: { uuid }, token: owner.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ code: 200, msg: 'ok', data: null });
    for (const e of [robotApi.get, robotApi.detailSimple]) {
      expect((await t.api(e, { params: { uuid }, token: owner.token })).body.code).toBe(10404);
    }
    expect((await t.api(robotApi.delete, { params: { uuid }, token: owner.token })).status).toBe(
      404,
    );
    const db = t.database.db;
    const favs = await db
      .selectFrom('robot_favorites')
      .selectAll()
      .where('robot_id', '=', uuid)
      .execute();
    const chunks = await db
      .selectFrom('robot_knowledge_chunks')
      .selectAll()
      .where('robot_id', '=', uuid)
      .execute();
    expect(favs).toEqual([]);
    expect(chunks).toEqual([]);
    const list = await t.api(robotApi.favoritesGet, { token: fan.token });
    expect(list.body.data).toEqual({ list: [], total: 0 });
  });

  it('lists my robots, private ones included, newest first, up to 999 per page', async () => {
    const me = await createUser(t);
    const a = await createRobot(t, me, { robotName: 'mine A' });
    const b = await createRobot(t, me, { robotName: 'mine B', robotVisibility: 2 });
    await createRobot(t, owner, { robotName: 'not mine' });
    const res = await t.api(robotApi.mine, {
      query: { skip: 0, limit: 999, ownerUUID: me.uuid },
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(res.data!.total).toBe(2);
    expect(res.data!.list.map((r: { uuid: string }) => r.uuid)).toEqual([b, a]);
    expect(res.data!.list[0]).not.toHaveProperty('prompt');
    const paged = await t.api(robotApi.mine, {
      query: { skip: 1, limit: 1, ownerUUID: me.uuid },
      token: me.token,
    });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ uuid: a }] });
    const tooMany = await t.api(robotApi.mine, {
      query: { limit: 1000, ownerUUID: me.uuid },
      token: me.token,
    });
    expect(tooMany.body).toMatchObject({
      code: 10400,
      data: { fields: { limit: expect.any(String) } },
    });
  });

  it('answers hot robots by traffic (views and chats), public only', async () => {
    const me = await createUser(t);
    const quiet = await createRobot(t, me);
    const busy = await createRobot(t, me);
    const hidden = await createRobot(t, me, { robotVisibility: 2 });
    for (let i = 0; i < 3; i += 1) await viewCard(t, busy);
    await viewCard(t, hidden, { token: me.token });
    const res = await t.api(robotApi.hot, { query: { skip: 0, limit: 100 } });
    expect(res.status).toBe(200);
    const ids = res.data!.list.map((r: { uuid: string }) => r.uuid);
    expect(ids).toContain(quiet);
    expect(ids.indexOf(busy)).toBeLessThan(ids.indexOf(quiet));
    const counts = res.data!.list.map(
      (r: { viewCount: number; chatCount: number }) => r.viewCount + r.chatCount,
    );
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    expect(ids).not.toContain(hidden);
    expect(res.data!.total).toBe(ids.length);
  });

  it('refuses malformed uuids in paths and bodies with 10400', async () => {
    expect((await t.raw(robotApi.get, { params: { uuid: 'not-a-uuid' } })).body).toMatchObject({
      code: 10400,
      data: { fields: { uuid: 'validation.invalidFormat' } },
    });
    const fav = await t.api(robotApi.favorite, {
      body: { uuid: 'x', favorite: true },
      token: owner.token,
    });
    expect(fav.body.code).toBe(10400);
  });
});
