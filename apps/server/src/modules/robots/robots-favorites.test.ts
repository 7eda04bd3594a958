import { robotApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  favorite,
  viewCard,
  type TestUser,
} from './robots.test-helpers.ts';

describe(`robots: favourites and counters (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  const countOf = async (uuid: string) =>
    (await t.api(robotApi.get, { params: { uuid } })).data!.favoriteCount as number;

  it('favouriting twice counts once; unfavouriting twice is fine', async () => {
    const fan = await createUser(t);
    const uuid = await createRobot(t, owner);
    const first = await favorite(t, fan.token, uuid);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      msg: 'ok',
      data: { favorite: true, favoriteCount: 1 },
    });
    expect((await favorite(t, fan.token, uuid)).body.data).toEqual({
      favorite: true,
      favoriteCount: 1,
    });
    expect(
      (await t.api(robotApi.get, { params: { uuid }, token: fan.token })).body.data,
    ).toMatchObject({
      favoriteCount: 1,
      isFavorite: true,
    });
    expect((await favorite(t, fan.token, uuid, false)).body.data).toEqual({
      favorite: false,
      favoriteCount: 0,
    });
    expect((await favorite(t, fan.token, uuid, false)).body.data).toEqual({
      favorite: false,
      favoriteCount: 0,
    });
    expect(
      (await t.api(robotApi.get, { params: { uuid }, token: fan.token })).data!.isFavorite,
    ).toBe(false);
  });

  it('counts 50 parallel favourites from 50 users exactly, and 30 parallel removals', async () => {
    const uuid = await createRobot(t, owner);
    const fans: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) fans.push(await createUser(t));

    const results = await Promise.all(fans.map((f) => favorite(t, f.token, uuid)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await countOf(uuid)).toBe(50);
    // every answer saw its own favourite counted
    const counts = results.map((r) => r.data!.favoriteCount as number);
    expect(Math.max(...counts)).toBe(50);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);

    // the same 50 again, in parallel with each other: nothing changes
    await Promise.all(fans.map((f) => favorite(t, f.token, uuid)));
    expect(await countOf(uuid)).toBe(50);

    await Promise.all(fans.slice(0, 30).map((f) => favorite(t, f.token, uuid, false)));
    expect(await countOf(uuid)).toBe(20);
    const rows = await t.database.db
      .selectFrom('robot_favorites')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('robot_id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(20);
  });

  it('one user favouriting the same robot 10 times in parallel counts once', async () => {
    const fan = await createUser(t);
    const uuid = await createRobot(t, owner);
    await Promise.all(Array.from({ length: 10 }, () => favorite(t, fan.token, uuid)));
    expect(await countOf(uuid)).toBe(1);
  });

  it('counts 30 parallel views of 30 visitors exactly', async () => {
    const uuid = await createRobot(t, owner);
    await Promise.all(Array.from({ length: 30 }, () => viewCard(t, uuid)));
    expect((await t.api(robotApi.get, { params: { uuid } })).data!.viewCount).toBe(30);
  });

  it('lists my favourites newest first, with paging', async () => {
    const fan = await createUser(t);
    const a = await createRobot(t, owner, { robotName: 'fav A' });
    const b = await createRobot(t, owner, { robotName: 'fav B' });
    const c = await createRobot(t, owner, { robotName: 'fav C' });
    for (const uuid of [b, a, c]) {
      await favorite(t, fan.token, uuid);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct favourite times
    }
    const all = await t.api(robotApi.favoritesGet, {
      query: { skip: 0, limit: 20 },
      token: fan.token,
    });
    expect(all.status).toBe(200);
    expect(all.data!.total).toBe(3);
    expect(all.data!.list.map((r: { uuid: string }) => r.uuid)).toEqual([c, a, b]);
    expect(all.data!.list[0]).toMatchObject({ isFavorite: true, robotName: 'fav C' });
    const page = await t.api(robotApi.favoritesGet, {
      query: { skip: 1, limit: 1 },
      token: fan.token,
    });
    expect(page.body.data).toMatchObject({ total: 3, list: [{ uuid: a }] });
    // another user's list is their own
    const other = await createUser(t);
    expect((await t.api(robotApi.favoritesGet, { token: other.token })).body.data).toEqual({
      list: [],
      total: 0,
    });
  });

  it('refuses a favourite of a robot that does not exist with 10404', async () => {
    const fan = await createUser(t);
    const res = await favorite(t, fan.token, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('errors.robotNotFound');
  });
});
