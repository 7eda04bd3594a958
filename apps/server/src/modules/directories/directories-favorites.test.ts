import { directoryApis } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createRobot, createUser, favorite, type TestUser } from '../robots/robots.test-helpers.ts';
import { unique } from '../users/users.test-helpers.ts';
import { createDirectoryTestApp, createItem, detail, KINDS } from './directories.test-helpers.ts';

describe(`directories: favourites (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp();
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  const countOf = async (kind: (typeof KINDS)[number], uuid: string) =>
    ((await detail(t, kind, uuid)).data as { favoriteCount: number }).favoriteCount;

  for (const kind of KINDS) {
    it(`${kind}: favouriting is idempotent and shows in isFavorite and favorites/get`, async () => {
      const api = directoryApis[kind];
      const fan = await createUser(t);
      const uuid = await createItem(t, kind, owner.token);
      const fav = (on: boolean) =>
        t.api(api.favorite, { body: { uuid, favorite: on }, token: fan.token });
      expect((await fav(true)).body).toEqual({
        code: 200,
        msg: 'ok',
        data: { favorite: true, favoriteCount: 1 },
      });
      expect((await fav(true)).data).toEqual({ favorite: true, favoriteCount: 1 });
      expect((await detail(t, kind, uuid, fan.token)).data).toMatchObject({
        isFavorite: true,
        favoriteCount: 1,
      });
      expect((await detail(t, kind, uuid, owner.token)).data).toMatchObject({ isFavorite: false });
      const list = await t.api(api.favorites, { token: fan.token });
      expect(list.data!.total).toBe(1);
      expect(list.data!.list[0]).toMatchObject({ uuid, isFavorite: true });
      expect((await fav(false)).data).toEqual({ favorite: false, favoriteCount: 0 });
      expect((await fav(false)).data).toEqual({ favorite: false, favoriteCount: 0 });
      expect((await t.api(api.favorites, { token: fan.token })).data).toEqual({
        list: [],
        total: 0,
      });
    });
  }

  it('counts 20 parallel favourites of one user once', async () => {
    const fan = await createUser(t);
    const uuid = await createItem(t, 'aitool', owner.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api(directoryApis.aitool.favorite, { body: { uuid, favorite: true }, token: fan.token }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await countOf('aitool', uuid)).toBe(1);
  });

  it('counts parallel favourites of 10 users as 10, and 5 parallel removals as 5', async () => {
    const uuid = await createItem(t, 'article', owner.token);
    const fans = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const fav = (fan: TestUser, on: boolean) =>
      t.api(directoryApis.article.favorite, { body: { uuid, favorite: on }, token: fan.token });
    const results = await Promise.all(fans.map((f) => fav(f, true)));
    expect(Math.max(...results.map((r) => r.data!.favoriteCount))).toBe(10);
    expect(await countOf('article', uuid)).toBe(10);
    await Promise.all(fans.map((f) => fav(f, true)));
    expect(await countOf('article', uuid)).toBe(10);
    await Promise.all(fans.slice(0, 5).map((f) => fav(f, false)));
    expect(await countOf('article', uuid)).toBe(5);
  });

  it('lists favourites newest first, one kind at a time, with paging', async () => {
    const fan = await createUser(t);
    const [a, b] = [
      await createItem(t, 'xky', owner.token),
      await createItem(t, 'xky', owner.token),
    ];
    const tool = await createItem(t, 'aitool', owner.token);
    for (const [kind, uuid] of [
      ['xky', b],
      ['xky', a],
      ['aitool', tool],
    ] as const) {
      await t.api(directoryApis[kind].favorite, {
        body: { uuid, favorite: true },
        token: fan.token,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const list = await t.api(directoryApis.xky.favorites, { token: fan.token });
    expect(list.data!.list.map((c) => c.uuid)).toEqual([a, b]);
    const page = await t.api(directoryApis.xky.favorites, {
      token: fan.token,
      query: { skip: 1, limit: 1 },
    });
    expect(page.data).toMatchObject({ total: 2, list: [{ uuid: b }] });
  });
});

describe(`directories: one view per viewer per window (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp({ VIEW_KEY_SECRET: 'a-test-secret-of-some-length' });
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  for (const kind of KINDS) {
    it(`${kind}: the same viewer twice counts once, another viewer counts`, async () => {
      const api = directoryApis[kind];
      const uuid = await createItem(t, kind, owner.token);
      const watch = (from: { ip?: string; token?: string; ua?: string }) =>
        t.api(api.watch, {
          params: { uuid },
          remoteAddress: from.ip ?? unique.ip(),
          headers: { 'user-agent': from.ua ?? 'Browser/1.0' },
          token: from.token,
        });
      const ip = unique.ip();
      expect((await watch({ ip })).data).toEqual({ viewCount: 1 });
      expect((await watch({ ip })).data).toEqual({ viewCount: 1 });
      expect((await watch({ ip, ua: 'Other/2.0' })).data).toEqual({ viewCount: 2 });
      expect((await watch({})).data).toEqual({ viewCount: 3 });
      const reader = await createUser(t);
      await Promise.all(Array.from({ length: 10 }, () => watch({ token: reader.token })));
      expect((await watch({ token: reader.token })).data).toEqual({ viewCount: 4 });
      expect((await detail(t, kind, uuid)).data).toMatchObject({ viewCount: 4 });
    });
  }

  it('counts at most VIEW_VISITORS_PER_ADDRESS made-up user agents of one address', async () => {
    const api = directoryApis.aitool;
    const uuid = await createItem(t, 'aitool', owner.token);
    const ip = unique.ip();
    const watch = (ua: string) =>
      t.api(api.watch, { params: { uuid }, remoteAddress: ip, headers: { 'user-agent': ua } });
    await Promise.all(Array.from({ length: 60 }, (_, i) => watch(`Bot/${i}`)));
    for (let i = 0; i < 20; i += 1) await watch(`Bot/x${i}`);
    expect((await detail(t, 'aitool', uuid)).data).toMatchObject({ viewCount: 20 });
  });

  it('answers a missing item with the kind’s 10404 and counts nothing', async () => {
    const res = await t.api(directoryApis.article.watch, {
      params: { uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.body).toEqual({ code: 10404, msg: 'errors.articleNotFound', data: null });
  });

  it('takes FAVORITES_PER_MINUTE toggles per user, robots and directories together, then 10429', async () => {
    const limited = await createDirectoryTestApp({ FAVORITES_PER_MINUTE: '4' });
    try {
      const maker = await createUser(limited);
      const fan = await createUser(limited);
      const robot = await createRobot(limited, maker, { robotVisibility: 1 });
      const tool = await createItem(limited, 'aitool', maker.token);
      const toggle = (on: boolean) =>
        limited.api(directoryApis.aitool.favorite, {
          body: { uuid: tool, favorite: on },
          token: fan.token,
        });
      expect((await favorite(limited, fan.token, robot)).body.code).toBe(200);
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => toggle(i % 2 === 0)));
      expect(burst.filter((r) => r.body.code === 200)).toHaveLength(3);
      expect(burst.filter((r) => r.status === 429).map((r) => r.body)).toEqual(
        Array.from({ length: 7 }, () => ({
          code: 10429,
          msg: 'errors.tooManyRequests',
          data: null,
        })),
      );
      expect((await favorite(limited, fan.token, robot, false)).body.code).toBe(10429);
      // another user has a budget of their own
      expect((await favorite(limited, maker.token, robot)).body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
