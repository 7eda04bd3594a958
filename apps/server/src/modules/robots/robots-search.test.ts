import { robotApi } from '@robot/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import {
  createRobot,
  createUser,
  favorite,
  search,
  viewCard,
  type TestUser,
} from './robots.test-helpers.ts';

const ids = (res: { data: { list: { uuid: string }[] } | null }) =>
  res.data!.list.map((r) => r.uuid);

describe(`robots: search (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  const r = {} as Record<'poet' | 'code' | 'english' | 'privatePoet' | 'odd', string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    // created in this order, so "latest" is the reverse
    r.poet = await createRobot(t, owner, {
      robotName: '唐诗助手',
      robotIntro: '陪你读唐诗宋词',
      keywords: '诗歌,古典',
      robotCatagory: 2,
    });
    r.code = await createRobot(t, owner, {
      robotName: 'CodeHelper',
      robotIntro: 'Reviews your TypeScript code',
      keywords: 'programming, review',
      robotCatagory: 3,
    });
    r.english = await createRobot(t, owner, {
      robotName: '英语老师',
      robotIntro: 'Practise English conversation',
      keywords: 'english,口语',
      robotCatagory: 4,
    });
    r.privatePoet = await createRobot(t, owner, {
      robotName: '私人唐诗',
      robotIntro: '只给我自己用',
      keywords: '诗',
      robotVisibility: 2,
    });
    r.odd = await createRobot(t, owner, {
      robotName: '100% 折扣_助手',
      robotIntro: 'Ｆｕｌｌｗｉｄｔｈ letters',
      keywords: 'misc',
    });
  });
  afterAll(() => t.close());

  it('finds Chinese by one, two and three characters, in name, intro or keywords', async () => {
    expect(ids(await search(t, { keyword: '诗' }))).toEqual(expect.arrayContaining([r.poet]));
    expect(ids(await search(t, { keyword: '诗' }))).not.toContain(r.privatePoet);
    expect(ids(await search(t, { keyword: '唐诗' }))).toEqual([r.poet]);
    expect(ids(await search(t, { keyword: '读唐诗' }))).toEqual([r.poet]); // intro
    expect(ids(await search(t, { keyword: '古典' }))).toEqual([r.poet]); // keywords
    expect(ids(await search(t, { keyword: '口语' }))).toEqual([r.english]);
    expect(ids(await search(t, { keyword: '师' }))).toEqual([r.english]);
    expect((await search(t, { keyword: '火星' })).body.data).toEqual({ list: [], total: 0 });
  });

  it('finds English case-insensitively, in any field', async () => {
    for (const keyword of ['codehelper', 'CODE', 'typescript', 'Review', 'ENGLISH']) {
      const found = ids(await search(t, { keyword }));
      expect(found.length, keyword).toBeGreaterThan(0);
    }
    expect(ids(await search(t, { keyword: 'TYPESCRIPT' }))).toEqual([r.code]);
    expect(ids(await search(t, { keyword: 'english' }))).toEqual([r.english]);
    // full-width letters match their ASCII form both ways
    expect(ids(await search(t, { keyword: 'fullwidth' }))).toEqual([r.odd]);
    expect(ids(await search(t, { keyword: 'ＣＯＤＥ' }))).toEqual([r.code]);
  });

  it('needs every word of a query, and treats % and _ literally', async () => {
    expect(ids(await search(t, { keyword: 'code  review' }))).toEqual([r.code]);
    expect(ids(await search(t, { keyword: 'code 唐诗' }))).toEqual([]);
    expect(ids(await search(t, { keyword: '100%' }))).toEqual([r.odd]);
    expect(ids(await search(t, { keyword: '%' }))).toEqual([r.odd]);
    expect(ids(await search(t, { keyword: '_' }))).toEqual([r.odd]);
    expect(ids(await search(t, { keyword: '\\' }))).toEqual([]);
  });

  it('filters by category, alone or with a keyword', async () => {
    expect(ids(await search(t, { category: 3 }))).toEqual([r.code]);
    expect(ids(await search(t, { category: 3, keyword: 'code' }))).toEqual([r.code]);
    expect(ids(await search(t, { category: 2, keyword: 'code' }))).toEqual([]);
    expect((await search(t, { category: 9 })).body.data).toEqual({ list: [], total: 0 });
    // an empty keyword or category is no filter
    expect((await search(t, { keyword: '', category: '' })).data!.total).toBe(4);
  });

  it('sorts latest first, then by favourites, then by traffic; ties by id', async () => {
    const latest = ids(await search(t, { sort: 'latest' }));
    expect(latest).toEqual([r.odd, r.english, r.code, r.poet]);

    const fan1 = await createUser(t);
    const fan2 = await createUser(t);
    await favorite(t, fan1.token, r.code);
    await favorite(t, fan2.token, r.code);
    await favorite(t, fan1.token, r.english);
    const favs = ids(await search(t, { sort: 'favorites' }));
    expect(favs.slice(0, 2)).toEqual([r.code, r.english]);
    expect(favs.slice(2)).toEqual([r.odd, r.poet].sort().reverse());

    for (let i = 0; i < 3; i += 1) await viewCard(t, r.poet);
    await viewCard(t, r.odd);
    for (let i = 0; i < 5; i += 1) await viewCard(t, r.english);
    const traffic = ids(await search(t, { sort: 'traffic' }));
    expect(traffic).toEqual([r.english, r.poet, r.odd, r.code]);
    expect(ids(await t.api(robotApi.hot))).toEqual(traffic);
  });

  it('pages with skip and limit and keeps total for the whole match', async () => {
    const page1 = await search(t, { sort: 'latest', skip: 0, limit: 2 });
    const page2 = await search(t, { sort: 'latest', skip: 2, limit: 2 });
    const page3 = await search(t, { sort: 'latest', skip: 4, limit: 2 });
    expect(page1.data!.total).toBe(4);
    expect(page2.data!.total).toBe(4);
    expect([...ids(page1), ...ids(page2), ...ids(page3)]).toEqual([
      r.odd,
      r.english,
      r.code,
      r.poet,
    ]);
    expect(ids(page3)).toEqual([]);
    const keyword = await search(t, { keyword: 'e', limit: 1 });
    expect(keyword.data!.list).toHaveLength(1);
    expect(keyword.data!.total).toBeGreaterThan(1);
  });

  it('marks isFavorite for the caller only', async () => {
    const fan = await createUser(t);
    await favorite(t, fan.token, r.poet);
    const mine = (await search(t, { keyword: '唐诗' }, fan.token)).data!.list[0];
    expect(mine?.isFavorite).toBe(true);
    const visitor = (await search(t, { keyword: '唐诗' })).data!.list[0];
    expect(visitor?.isFavorite).toBe(false);
    const bad = (await search(t, { keyword: '唐诗' }, 'not-a-token')).data!.list[0];
    expect(bad?.isFavorite).toBe(false);
  });

  it('finds a robot by its new name after an edit, not by the old one', async () => {
    const uuid = await createRobot(t, owner, { robotName: '旧名字', robotCatagory: 9 });
    await t.api(robotApi.newOrUpdate, {
      token: owner.token,
      body: {
        uuid,
        headportraitUrl: 'https://cdn.example.com/x.png',
        robotName: '新名字',
        keywords: 'k',
        robotIntro: 'i',
      },
    });
    expect(ids(await search(t, { keyword: '旧名' }))).toEqual([]);
    expect(ids(await search(t, { keyword: '新名' }))).toEqual([uuid]);
  });

  it('leaves no search index in the database to slow robot writes (migration 007)', async () => {
    const names =
      testDatabaseKind === 'postgres'
        ? (
            await sql<{ name: string }>`
              select indexname as name from pg_indexes
              where tablename = 'robots' and schemaname = current_schema()`.execute(t.database.db)
          ).rows
        : (
            await sql<{ name: string }>`
              select name from sqlite_master where name like 'robots_search%'`.execute(
              t.database.db,
            )
          ).rows;
    // SQLite's emptied FTS shadow table goes at the next start (db/database.test.ts)
    const left = names.map((x) => x.name).filter((n) => n !== 'robots_search_grams_content');
    expect(left.filter((n) => n.startsWith('robots_search'))).toEqual([]);
    if (testDatabaseKind === 'sqlite') {
      const triggers = await sql<{ name: string }>`
        select name from sqlite_master where type = 'trigger' and tbl_name = 'robots'`.execute(
        t.database.db,
      );
      expect(triggers.rows).toEqual([]);
    }
  });
});

describe('the search index follows every write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds a new robot, forgets a deleted one and keeps the others', async () => {
    const owner = await createUser(t);
    const keep = await createRobot(t, owner, { robotName: '索引保留', keywords: '索引' });
    const gone = await createRobot(t, owner, { robotName: '索引删除', keywords: '索引' });
    expect((await search(t, { keyword: '索引' })).data!.total).toBe(2);
    expect(
      (await t.api(robotApi.delete, { params: { uuid: gone }, token: owner.token })).status,
    ).toBe(200);
    expect(ids(await search(t, { keyword: '索引' }))).toEqual([keep]);
    expect(ids(await search(t, { keyword: '删' }))).toEqual([]);
    expect(ids(await search(t, { keyword: '保留' }))).toEqual([keep]);
  });
});
