import { aiToolApi, directoryApis, type DirectoryKind } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { adminEnv, createUser, signInAdmin, type TestUser } from '../robots/robots.test-helpers.ts';
import {
  createDirectoryTestApp,
  createItem,
  detail,
  forms,
  KINDS,
  setFlags,
} from './directories.test-helpers.ts';

type Who = 'visitor' | 'other' | 'owner' | 'superuser';
const WHO: Who[] = ['visitor', 'other', 'owner', 'superuser'];

describe(`directories: who may call what (${testDatabaseKind})`, () => {
  let t: TestApp;
  const users = {} as Record<Exclude<Who, 'visitor'>, TestUser>;
  const tokenOf = (who: Who) => (who === 'visitor' ? undefined : users[who].token);
  beforeAll(async () => {
    t = await createDirectoryTestApp(adminEnv);
    users.owner = await createUser(t);
    users.other = await createUser(t);
    users.superuser = await signInAdmin(t);
  });
  afterAll(() => t.close());

  /** Every call of a kind as `who`, on the owner's item `uuid`: the body codes, by call. */
  async function callAll(kind: DirectoryKind, uuid: string, who: Who) {
    const api = directoryApis[kind];
    const token = tokenOf(who);
    const item = (await detail(t, kind, uuid, users.owner.token)).data as Record<string, unknown>;
    const codes: Record<string, number> = {
      submit: (await t.raw(api.submit, { body: forms[kind](), token })).body.code,
      editing: (await t.raw(api.editing, { body: { ...item, uuid }, token })).body.code,
      detail: (await detail(t, kind, uuid, token)).body.code,
      search: (await t.raw(api.search, { token })).body.code,
      category: (await t.raw(api.category, { token })).body.code,
      favorite: (await t.raw(api.favorite, { body: { uuid, favorite: true }, token })).body.code,
      favorites: (await t.raw(api.favorites, { token })).body.code,
      mine: (await t.raw(api.mine, { token })).body.code,
      watch: (await t.raw(api.watch, { params: { uuid }, token })).body.code,
      flags: (await t.raw(api.flags, { body: { uuid, featured: true }, token })).body.code,
    };
    if (kind === 'aitool') {
      codes['hot'] = (await t.raw(aiToolApi.hot, { token })).body.code;
      codes['featured'] = (await t.raw(aiToolApi.featured, { token })).body.code;
    }
    return codes;
  }

  const expected: Record<Who, Record<string, number>> = {
    visitor: {
      submit: 10401,
      editing: 10401,
      favorite: 10401,
      favorites: 10401,
      mine: 10401,
      flags: 10401,
    },
    other: { submit: 201, editing: 10403, flags: 10403 },
    owner: { submit: 201, flags: 10403 },
    superuser: { submit: 201 },
  };

  for (const kind of KINDS) {
    for (const who of WHO) {
      it(`${kind}: ${who}`, async () => {
        const uuid = await createItem(t, kind, users.owner.token);
        const codes = await callAll(kind, uuid, who);
        for (const [call, code] of Object.entries(codes)) {
          expect(code, `${kind} ${call} as ${who}`).toBe(expected[who][call] ?? 200);
        }
        // nobody but the owner and a superuser changed it; the owner stays the owner
        const after = (await detail(t, kind, uuid, users.owner.token)).data as Record<
          string,
          unknown
        >;
        expect(after['ownerUUID']).toBe(users.owner.uuid);
        expect(after['featured']).toBe(who === 'superuser');
      });
    }
  }

  it('lets a superuser edit another user’s item without taking it over', async () => {
    const uuid = await createItem(t, 'article', users.owner.token);
    const res = await t.api(directoryApis.article.editing, {
      body: { ...forms.article({ title: 'fixed by admin' }), uuid },
      token: users.superuser.token,
    });
    expect(res.status).toBe(200);
    const got = (await detail(t, 'article', uuid)).data as Record<string, unknown>;
    expect(got).toMatchObject({ title: 'fixed by admin', ownerUUID: users.owner.uuid });
  });
});

describe(`directories: hidden items (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp(adminEnv);
    owner = await createUser(t);
    other = await createUser(t);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  for (const kind of KINDS) {
    it(`${kind}: 10404 for all but owner and superuser, and in no list but the owner’s own`, async () => {
      const api = directoryApis[kind];
      const word = `hiddenword${kind}`;
      const title = kind === 'aitool' ? { name: word } : { title: word };
      const uuid = await createItem(t, kind, owner.token, title);
      await t.api(api.favorite, { body: { uuid, favorite: true }, token: other.token });
      await t.api(api.favorite, { body: { uuid, favorite: true }, token: owner.token });
      expect(
        (await setFlags(t, kind, admin.token, { uuid, hidden: true, featured: true })).data,
      ).toEqual({
        hidden: true,
        featured: true,
      });

      for (const token of [undefined, other.token]) {
        const notFound: { status: number; body: { code: number } }[] = [
          await detail(t, kind, uuid, token),
          await t.raw(api.watch, { params: { uuid }, token }),
        ];
        if (token) {
          notFound.push(
            await t.raw(api.favorite, { body: { uuid, favorite: false }, token }),
            await t.raw(api.editing, { body: { ...forms[kind](), uuid }, token }),
          );
        }
        for (const res of notFound) {
          expect(res.status).toBe(404);
          expect(res.body.code).toBe(10404);
        }
      }
      for (const token of [owner.token, admin.token]) {
        expect((await detail(t, kind, uuid, token)).data).toMatchObject({ uuid, hidden: true });
        expect((await t.raw(api.watch, { params: { uuid }, token })).status).toBe(200);
      }

      const ids = (res: { data: unknown }) =>
        ((res.data as { list: { uuid: string }[] } | null)?.list ?? []).map((c) => c.uuid);
      for (const token of [undefined, other.token, owner.token, admin.token]) {
        expect(ids(await t.raw(api.search, { query: { keyword: word }, token }))).toEqual([]);
      }
      expect(ids(await t.raw(api.favorites, { token: other.token }))).not.toContain(uuid);
      expect(ids(await t.raw(api.favorites, { token: owner.token }))).toContain(uuid);
      expect(ids(await t.raw(api.mine, { token: owner.token }))).toContain(uuid);
      if (kind === 'aitool') {
        expect(ids(await t.raw(aiToolApi.hot, { query: { limit: 100 } }))).not.toContain(uuid);
        expect(ids(await t.raw(aiToolApi.featured, { query: { limit: 100 } }))).not.toContain(uuid);
      }

      // shown again: back in the lists, featured kept
      await setFlags(t, kind, admin.token, { uuid, hidden: false });
      // every flag change is in the audit log, with what it became
      const audited = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_kind', 'after'])
        .where('target_id', '=', uuid)
        .execute();
      expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['content.flags']));
      expect(audited.every((r) => r.target_kind === kind)).toBe(true);
      expect(audited.map((r) => JSON.parse(r.after ?? 'null') as unknown)).toContainEqual(
        expect.objectContaining({ hidden: false }),
      );
      expect(ids(await t.raw(api.search, { query: { keyword: word } }))).toEqual([uuid]);
      if (kind === 'aitool') {
        expect(ids(await t.raw(aiToolApi.featured, { query: { limit: 100 } }))).toContain(uuid);
      }
    });
  }

  it('answers flags on a missing item with the kind’s 10404', async () => {
    const res = await setFlags(t, 'xky', admin.token, {
      uuid: '00000000-0000-4000-8000-000000000000',
      hidden: true,
    });
    expect(res.body).toEqual({ code: 10404, msg: 'errors.xkyNotFound', data: null });
  });
});
