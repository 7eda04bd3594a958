import type { DirectoryKind, RobotSort } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Database } from '../../../db/database.ts';
import { normalizeForSearch } from '../../../lib/search/search-terms.ts';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app.ts';
import { createDirectorySearch, type DirectorySearchUnit } from './directory-search-unit.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Item {
  n: number;
  kind?: DirectoryKind;
  title: string;
  intro?: string;
  categories: number[];
  favorites?: number;
  views?: number;
  hidden?: boolean;
}

describe(`directory search unit (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let unit: DirectorySearchUnit;

  const row = (it: Item) => ({
    id: id(it.n),
    kind: it.kind ?? 'aitool',
    owner_id: OWNER,
    title: it.title,
    intro: it.intro ?? '',
    image: '/uploads/x.png',
    url: null,
    url_key: null,
    body: '',
    excerpt: '',
    // as the writer stores it: title and intro, normalised
    search_text: normalizeForSearch(`${it.title}\n${it.intro ?? ''}`),
    hidden: it.hidden ? 1 : 0,
    featured: 0,
    view_count: it.views ?? 0,
    favorite_count: it.favorites ?? 0,
    created_at: `2026-01-01T00:00:${String(it.n).padStart(2, '0')}.000Z`,
    updated_at: `2026-01-01T00:00:${String(it.n).padStart(2, '0')}.000Z`,
  });

  async function insert(items: Item[]) {
    await database.db.insertInto('directory_items').values(items.map(row)).execute();
    const links = items.flatMap((it) =>
      it.categories.map((c, position) => ({ item_id: id(it.n), category_id: c, position })),
    );
    if (links.length > 0) {
      await database.db.insertInto('directory_item_categories').values(links).execute();
    }
  }

  const find = async (
    keyword: string | undefined,
    over: { kind?: DirectoryKind; category?: number; sort?: RobotSort } = {},
  ) =>
    unit.search({
      kind: over.kind ?? 'aitool',
      keyword,
      category: over.category,
      sort: over.sort ?? 'latest',
      skip: 0,
      limit: 20,
    });
  const ids = async (...args: Parameters<typeof find>) => (await find(...args)).ids;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateToLatest(database);
    const now = '2026-01-01T00:00:00.000Z';
    await database.db
      .insertInto('users')
      .values({
        id: OWNER,
        username: 'owner',
        username_lower: 'owner',
        email: null,
        mobile: null,
        nickname: 'Owner',
        headportrait_url: null,
        password_hash: null,
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insert([
      {
        n: 1,
        title: '智能写作助手',
        intro: 'Writes essays',
        categories: [1],
        favorites: 5,
        views: 1,
      },
      {
        n: 2,
        title: 'ChatGPT 写真',
        intro: '图片生成',
        categories: [1, 2],
        favorites: 1,
        views: 9,
      },
      {
        n: 3,
        title: 'Python Tutor',
        intro: '编程 学习',
        categories: [2, 3],
        favorites: 3,
        views: 5,
      },
      { n: 4, title: '秘密写作工具', categories: [1], hidden: true },
      { n: 5, kind: 'article', title: '写作的方法', intro: 'Writing', categories: [1] },
      { n: 6, kind: 'xky', title: '医疗写作 AI', categories: [3] },
    ]);
    unit = createDirectorySearch(database.db);
    await unit.load();
  });
  afterAll(async () => {
    await unit.close();
    await drop();
  });

  it('answers Chinese keywords of one and two characters and English words, case-folded', async () => {
    expect(await ids('写')).toEqual([id(2), id(1)]);
    expect(await ids('写作')).toEqual([id(1)]);
    expect(await ids('图')).toEqual([id(2)]);
    expect(await ids('PYTHON')).toEqual([id(3)]);
    // full-width letters fold as robots' do
    expect(await ids('ｔｕｔｏｒ')).toEqual([id(3)]);
    expect(await ids('essays')).toEqual([id(1)]);
    expect(await find('zebra')).toEqual({ ids: [], total: 0 });
    expect((await find(undefined)).total).toBe(3);
  });

  it('ANDs several words', async () => {
    expect(await ids('写 chatgpt')).toEqual([id(2)]);
    expect(await ids('写作  essays')).toEqual([id(1)]);
    expect(await ids('写作 python')).toEqual([]);
  });

  it('finds an item under each of its categories', async () => {
    expect(await ids(undefined, { category: 1 })).toEqual([id(2), id(1)]);
    expect(await ids(undefined, { category: 2 })).toEqual([id(3), id(2)]);
    expect(await ids(undefined, { category: 3 })).toEqual([id(3)]);
    expect(await ids('写', { category: 2 })).toEqual([id(2)]);
    expect(await ids(undefined, { category: 9 })).toEqual([]);
  });

  it('sorts by favourites, traffic (views) and latest', async () => {
    expect(await ids(undefined, { sort: 'favorites' })).toEqual([id(1), id(3), id(2)]);
    expect(await ids(undefined, { sort: 'traffic' })).toEqual([id(2), id(3), id(1)]);
    expect(await ids(undefined, { sort: 'latest' })).toEqual([id(3), id(2), id(1)]);
    expect(await ids('写', { sort: 'favorites' })).toEqual([id(1), id(2)]);
  });

  it('never finds hidden items, and keeps the kinds apart', async () => {
    expect(await ids('秘密')).toEqual([]);
    expect(await ids('写作', { kind: 'article' })).toEqual([id(5)]);
    expect(await ids('写作', { kind: 'xky' })).toEqual([id(6)]);
    expect(await ids('python', { kind: 'article' })).toEqual([]);
  });

  it('follows edits, hiding, unhiding, counts, categories and deletes reported by changed()', async () => {
    await insert([{ n: 7, title: 'Draw Bot', categories: [4] }]);
    expect(await ids('draw')).toEqual([]); // not reported yet
    await unit.changed('aitool', id(7));
    expect(await ids('draw')).toEqual([id(7)]);

    const items = database.db.updateTable('directory_items');
    await items.set({ search_text: 'paint bot' }).where('id', '=', id(7)).execute();
    await unit.changed('aitool', id(7));
    expect(await ids('draw')).toEqual([]);
    expect(await ids('paint')).toEqual([id(7)]);

    await items.set({ hidden: 1 }).where('id', '=', id(7)).execute();
    await unit.changed('aitool', id(7));
    expect(await ids('paint')).toEqual([]);
    await items.set({ hidden: 0, view_count: 100 }).where('id', '=', id(7)).execute();
    await unit.changed('aitool', id(7));
    expect((await ids(undefined, { sort: 'traffic' }))[0]).toBe(id(7));

    await database.db
      .insertInto('directory_item_categories')
      .values({ item_id: id(7), category_id: 2, position: 1 })
      .execute();
    await unit.changed('aitool', id(7));
    expect(await ids('paint', { category: 2 })).toEqual([id(7)]);
    expect(await ids('paint', { category: 4 })).toEqual([id(7)]);

    await database.db
      .deleteFrom('directory_item_categories')
      .where('item_id', '=', id(7))
      .execute();
    await database.db.deleteFrom('directory_items').where('id', '=', id(7)).execute();
    await unit.changed('aitool', id(7));
    expect(await ids('paint')).toEqual([]);
    await unit.changed('aitool', id(99)); // unknown ids are ignored
    expect((await find(undefined)).total).toBe(3);
  });

  it("follows other instances' writes by polling updated_at, and counts by reconciling", async () => {
    const other = createDirectorySearch(database.db, {
      refresh: true,
      changesEveryMs: 10,
      reconcileEveryMs: 10,
    });
    await other.load();
    try {
      const found = (keyword?: string, sort: RobotSort = 'latest') =>
        other.search({ kind: 'aitool', keyword, sort, skip: 0, limit: 20 }).then((h) => h.ids);
      await insert([{ n: 8, title: 'Polled 工具', categories: [5] }]);
      await expect.poll(() => found('polled')).toEqual([id(8)]);
      const items = database.db.updateTable('directory_items').where('id', '=', id(8));
      await items.set({ hidden: 1, updated_at: '2026-01-01T00:01:00.000Z' }).execute();
      await expect.poll(() => found('polled')).toEqual([]);
      await items.set({ hidden: 0, updated_at: '2026-01-01T00:02:00.000Z' }).execute();
      await expect.poll(() => found('polled')).toEqual([id(8)]);
      // counts do not touch updated_at
      await items.set({ favorite_count: 50 }).execute();
      await expect.poll(async () => (await found(undefined, 'favorites'))[0]).toBe(id(8));
    } finally {
      await other.close();
    }
  });
});
