import { robotApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  adminEnv,
  createRobot,
  createUser,
  favorite,
  noRobotQuotas,
  robotForm,
  saveRobot,
  search,
  signInAdmin,
  type TestUser,
} from './robots.test-helpers.ts';

type Who = 'visitor' | 'other' | 'owner' | 'superuser';
type Visibility = 'public' | 'private';

/**
 * The whole matrix: who (visitor, another user, the owner, a superuser) x what (every robot call) x
 * the robot's visibility, with the body code each cell must answer. A refused call changes nothing.
 */
const expected: Record<string, Record<Visibility, Record<Who, number>>> = {
  get: {
    public: { visitor: 200, other: 200, owner: 200, superuser: 200 },
    private: { visitor: 10404, other: 10404, owner: 200, superuser: 10404 },
  },
  detailSimple: {
    public: { visitor: 200, other: 200, owner: 200, superuser: 200 },
    private: { visitor: 10404, other: 10404, owner: 200, superuser: 10404 },
  },
  promptGet: {
    public: { visitor: 10401, other: 10403, owner: 200, superuser: 10403 },
    private: { visitor: 10401, other: 10404, owner: 200, superuser: 10404 },
  },
  promptUpdate: {
    public: { visitor: 10401, other: 10403, owner: 200, superuser: 10403 },
    private: { visitor: 10401, other: 10404, owner: 200, superuser: 10404 },
  },
  edit: {
    public: { visitor: 10401, other: 10403, owner: 200, superuser: 10403 },
    private: { visitor: 10401, other: 10404, owner: 200, superuser: 10404 },
  },
  favorite: {
    public: { visitor: 10401, other: 200, owner: 200, superuser: 200 },
    private: { visitor: 10401, other: 10404, owner: 200, superuser: 10404 },
  },
  delete: {
    public: { visitor: 10401, other: 10403, owner: 200, superuser: 200 },
    private: { visitor: 10401, other: 10404, owner: 200, superuser: 200 },
  },
};

const httpOf = (code: number) => (code === 200 ? 200 : Number(String(code).slice(2)));

describe(`robots: authorisation matrix (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let users: Record<Who, TestUser | null>;
  beforeAll(async () => {
    t = await createTestApp({ ...adminEnv, ...noRobotQuotas });
    owner = await createUser(t);
    users = { visitor: null, other: await createUser(t), owner, superuser: await signInAdmin(t) };
  });
  afterAll(() => t.close());

  const call = (action: string, uuid: string, token: string | undefined) => {
    switch (action) {
      case 'get':
        return t.api(robotApi.get, { params: { uuid }, token });
      case 'detailSimple':
        return t.api(robotApi.detailSimple, { params: { uuid }, token });
      case 'promptGet':
        return t.api(robotApi.promptGet, { params: { uuid }, token });
      case 'promptUpdate':
        return t.api(robotApi.promptUpdate, { body: { uuid, prompt: 'changed' }, token });
      case 'edit':
        return saveRobot(t, token, robotForm({ uuid, robotName: 'changed' }));
      case 'favorite':
        return t.api(robotApi.favorite, { body: { uuid, favorite: true }, token });
      case 'delete':
        return t.api(robotApi.delete, { params: { uuid }, token });
      default:
        throw new Error(action);
    }
  };

  for (const [action, byVisibility] of Object.entries(expected)) {
    for (const visibility of ['public', 'private'] as const) {
      for (const who of ['visitor', 'other', 'owner', 'superuser'] as const) {
        const code = byVisibility[visibility][who];
        it(`${action} on a ${visibility} robot by ${who}: ${code}`, async () => {
          const uuid = await createRobot(t, owner, {
            robotVisibility: visibility === 'public' ? 1 : 2,
            prompt: 'original',
          });
          const res = await call(action, uuid, users[who]?.token);
          expect(res.body.code).toBe(code);
          expect(res.status).toBe(httpOf(code));
          if (code === 10404) expect(res.body.msg).toBe('errors.robotNotFound');
          if (code === 10403) expect(res.body.msg).toBe('errors.forbidden');

          const row = await t.database.db
            .selectFrom('robots')
            .select(['name', 'prompt', 'favorite_count'])
            .where('id', '=', uuid)
            .executeTakeFirst();
          if (code !== 200) {
            // refused: nothing changed
            expect(row).toEqual({ name: '测试机器人', prompt: 'original', favorite_count: 0 });
          } else if (action === 'delete') {
            expect(row).toBeUndefined();
          }
        });
      }
    }
  }

  it('answers prompt and knowledge base to the owner only', async () => {
    const uuid = await createRobot(t, owner, {
      prompt: 'top secret prompt',
      knowledgeBase: 'top secret knowledge',
      type: 2,
    });
    const own = await t.api(robotApi.get, { params: { uuid }, token: owner.token });
    expect(own.body.data).toMatchObject({
      prompt: 'top secret prompt',
      knowledgeBase: 'top secret knowledge',
    });
    for (const who of ['visitor', 'other', 'superuser'] as const) {
      const token = users[who]?.token;
      for (const call of [
        () => t.api(robotApi.get, { params: { uuid }, token }),
        () => t.api(robotApi.detailSimple, { params: { uuid }, token }),
        () => t.api(robotApi.search, { query: { limit: 100 }, token }),
        () => t.api(robotApi.hot, { query: { limit: 100 }, token }),
      ]) {
        const res = await call();
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain('top secret');
      }
    }
    await favorite(t, users.other!.token, uuid);
    const favs = await t.api(robotApi.favoritesGet, { token: users.other!.token });
    expect(favs.data!.list.map((r: { uuid: string }) => r.uuid)).toContain(uuid);
    expect(JSON.stringify(favs.body)).not.toContain('top secret');
  });

  it("mine answers only the caller's own list: another ownerUUID is 10403, a visitor 10401", async () => {
    const other = users.other!;
    const res = await t.api(robotApi.mine, {
      query: { ownerUUID: owner.uuid },
      token: other.token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 10403, msg: 'errors.forbidden' });
    const admin = await t.api(robotApi.mine, {
      query: { ownerUUID: owner.uuid },
      token: users.superuser!.token,
    });
    expect(admin.body.code).toBe(10403);
    expect((await t.api(robotApi.mine, { query: { ownerUUID: owner.uuid } })).body.code).toBe(
      10401,
    );
    const missing = await t.api(robotApi.mine, { token: owner.token });
    expect(missing.body).toMatchObject({
      code: 10400,
      data: { fields: { ownerUUID: 'validation.required' } },
    });
  });

  it('search and hot show public robots only, to everybody including the owner', async () => {
    const name = `matrix${Date.now()}`;
    const pub = await createRobot(t, owner, { robotName: `${name} pub` });
    const priv = await createRobot(t, owner, { robotName: `${name} priv`, robotVisibility: 2 });
    for (const who of ['visitor', 'other', 'owner', 'superuser'] as const) {
      const res = await search(t, { keyword: name }, users[who]?.token);
      expect(res.data!.list.map((r: { uuid: string }) => r.uuid)).toEqual([pub]);
      expect(res.data!.total).toBe(1);
      const hot = await t.api(robotApi.hot, { query: { limit: 100 }, token: users[who]?.token });
      const ids = hot.data!.list.map((r: { uuid: string }) => r.uuid);
      expect(ids).toContain(pub);
      expect(ids).not.toContain(priv);
    }
  });

  it("favorites/get keeps the caller's own private robots and drops others' that turned private", async () => {
    const fan = await createUser(t);
    const theirs = await createRobot(t, owner);
    const own = await createRobot(t, fan, { robotVisibility: 2 });
    await favorite(t, fan.token, theirs);
    await favorite(t, fan.token, own);
    const before = await t.api(robotApi.favoritesGet, { token: fan.token });
    expect(before.data!.total).toBe(2);
    expect(before.data!.list.every((r: { isFavorite: boolean }) => r.isFavorite)).toBe(true);
    // the owner makes theirs private
    await saveRobot(t, owner.token, robotForm({ uuid: theirs, robotVisibility: 2 }));
    const after = await t.api(robotApi.favoritesGet, { token: fan.token });
    expect(after.body.data).toMatchObject({ total: 1, list: [{ uuid: own }] });
    expect((await t.api(robotApi.favoritesGet)).body.code).toBe(10401);
  });

  it('never takes the owner, counters or ids from the body (mass assignment)', async () => {
    const other = users.other!;
    const res = await saveRobot(
      t,
      owner.token,
      robotForm({
        ownerUUID: other.uuid,
        owner_id: other.uuid,
        id: '11111111-1111-4111-8111-111111111111',
        viewCount: 999,
        chatCount: 999,
        favoriteCount: 999,
        view_count: 999,
        isFavorite: true,
        createdAt: '2000-01-01T00:00:00.000Z',
      }),
    );
    expect(res.status).toBe(201);
    const uuid = res.data!.uuid;
    expect(uuid).not.toBe('11111111-1111-4111-8111-111111111111');
    const robot = (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!;
    expect(robot).toMatchObject({
      ownerUUID: owner.uuid,
      viewCount: 0,
      chatCount: 0,
      favoriteCount: 0,
      isFavorite: false,
    });
    expect(robot.createdAt).not.toBe('2000-01-01T00:00:00.000Z');

    // nor on edit: the robot stays the owner's, counters untouched
    await t.api(robotApi.detailSimple, { params: { uuid } });
    await saveRobot(
      t,
      owner.token,
      robotForm({ uuid, ownerUUID: other.uuid, viewCount: 0, favoriteCount: 50 }),
    );
    const edited = (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!;
    expect(edited).toMatchObject({ ownerUUID: owner.uuid, viewCount: 1, favoriteCount: 0 });
    const mine = await t.api(robotApi.mine, {
      query: { ownerUUID: other.uuid },
      token: other.token,
    });
    expect(mine.data!.list.map((r: { uuid: string }) => r.uuid)).not.toContain(uuid);
  });

  it('a superuser may delete a private robot of another user', async () => {
    const uuid = await createRobot(t, owner, { robotVisibility: 2 });
    const res = await t.api(robotApi.delete, { params: { uuid }, token: users.superuser!.token });
    expect(res.body.code).toBe(200);
    expect((await t.api(robotApi.get, { params: { uuid }, token: owner.token })).body.code).toBe(
      10404,
    );
  });
});
