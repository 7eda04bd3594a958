import { aiToolApi, articleApi, directoryApis, xkyApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../robots/robots.test-helpers.ts';
import {
  aiToolForm,
  articleForm,
  createDirectoryTestApp,
  createItem,
  detail,
  KINDS,
  submit,
  uniqueUrl,
  xkyForm,
} from './directories.test-helpers.ts';

describe(`directories: submit, edit, read, list (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp();
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('submits an AI tool (201, owned by the caller) and answers it whole', async () => {
    const form = aiToolForm({ categories: [2, 1], detail: '# 标题\n\n**Bold** words' });
    const res = await submit(t, 'aitool', owner.token, form);
    expect(res.status).toBe(201);
    const uuid = (res.data as { uuid: string }).uuid;
    const got = await t.api(aiToolApi.detail, { params: { uuid } });
    expect(got.data).toMatchObject({
      uuid,
      ownerUUID: owner.uuid,
      image: form.image,
      name: form.name,
      intro: form.intro,
      url: form.url,
      detail: form.detail,
      categories: [2, 1],
      viewCount: 0,
      favoriteCount: 0,
      isFavorite: false,
      hidden: false,
      featured: false,
    });
    expect(got.data!.ownerNickname).toBeTypeOf('string');
    expect(got.data!.ownerNickname.length).toBeGreaterThan(0);
    const row = await t.database.db
      .selectFrom('directory_items')
      .select(['search_text', 'url_key'])
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe(`${form.name}\n${form.intro}\n标题 bold words`.toLowerCase());
    expect(row.url_key).toBe(form.url);
  });

  it('submits an article with a plain excerpt on its card, and an application with and without url', async () => {
    const content = `# Title\n\n${'**字**'.repeat(300)}`;
    const uuid = await createItem(t, 'article', owner.token, { content, title: 'excerpt test' });
    const article = await t.api(articleApi.detail, { params: { uuid } });
    expect(article.data).toMatchObject({
      title: 'excerpt test',
      content,
      cover: articleForm().cover,
    });
    const mine = await t.api(articleApi.mine, { token: owner.token, query: { limit: 100 } });
    const card = mine.data!.list.find((c) => c.uuid === uuid)!;
    expect(card.excerpt).toBe(`Title ${'字'.repeat(154)}`);
    expect(card).not.toHaveProperty('content');

    const withUrl = await createItem(t, 'xky', owner.token, { url: 'https://shop.example.com' });
    const without = await createItem(t, 'xky', owner.token, { url: '' });
    expect((await t.api(xkyApi.detail, { params: { uuid: withUrl } })).data).toMatchObject({
      url: 'https://shop.example.com',
      intro: xkyForm().intro,
    });
    expect((await t.api(xkyApi.detail, { params: { uuid: without } })).data!.url).toBeNull();
  });

  for (const kind of KINDS) {
    it(`edits a ${kind}: the fields change, the owner and counters stay`, async () => {
      const uuid = await createItem(t, kind, owner.token);
      const api = directoryApis[kind];
      const title = kind === 'aitool' ? { name: 'renamed' } : { title: 'renamed' };
      const body = { uuid, categories: [3, 2], ...title };
      const edited = await t.raw(api.editing, {
        body: { ...(await t.raw(api.detail, { params: { uuid } })).data!, ...body },
        token: owner.token,
      });
      expect(edited.body).toEqual({ code: 200, msg: 'ok', data: null });
      const got = (await detail(t, kind, uuid)).data as Record<string, unknown>;
      expect(got).toMatchObject({ ...title, categories: [3, 2], ownerUUID: owner.uuid });
      expect(got['updatedAt']).not.toBe(got['createdAt']);
    });

    it(`lists ${kind} categories, mine newest first, and finds it by keyword and category`, async () => {
      const api = directoryApis[kind];
      const cats = await t.api(api.category);
      expect(cats.data!.list.length).toBeGreaterThan(2);
      expect(cats.data!.list[0]).toMatchObject({ id: 1 });
      expect(cats.data!.list[0]!.nameZh.length).toBeGreaterThan(0);

      const user = await createUser(t);
      const word =
        kind === 'aitool' ? { name: `Zebra 斑马 ${kind}` } : { title: `Zebra 斑马 ${kind}` };
      const a = await createItem(t, kind, user.token, { ...word, categories: [4] });
      const b = await createItem(t, kind, user.token);
      const mine = await t.api(api.mine, { token: user.token });
      expect(mine.data!.total).toBe(2);
      expect(mine.data!.list.map((c) => c.uuid)).toEqual([b, a]);

      for (const keyword of ['zebra', 'ＺＥＢＲＡ', '斑', '斑马']) {
        const found = await t.api(api.search, { query: { keyword } });
        expect(
          found.data!.list.map((c) => c.uuid),
          keyword,
        ).toContain(a);
        expect(
          found.data!.list.map((c) => c.uuid),
          keyword,
        ).not.toContain(b);
      }
      const inCategory = await t.api(api.search, { query: { category: 4, sort: 'latest' } });
      expect(inCategory.data!.list.map((c) => c.uuid)).toContain(a);
      expect(inCategory.data!.list.map((c) => c.uuid)).not.toContain(b);
      const paged = await t.api(api.search, { query: { skip: 0, limit: 1, sort: 'latest' } });
      expect(paged.data!.list).toHaveLength(1);
      expect(paged.data!.total).toBeGreaterThan(1);
    });
  }

  it('answers 10404 with the kind message for a missing item, and for an item of another kind', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const messages = {
      aitool: 'errors.aiToolNotFound',
      article: 'errors.articleNotFound',
      xky: 'errors.xkyNotFound',
    } as const;
    for (const kind of KINDS) {
      const res = await detail(t, kind, missing);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 10404, msg: messages[kind], data: null });
    }
    const article = await createItem(t, 'article', owner.token);
    expect((await detail(t, 'aitool', article)).body.msg).toBe('errors.aiToolNotFound');
  });
});

describe(`directories: one AI tool per normalised url (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp();
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('takes https://a.com once: https://A.com/ and ?utm_source=x are the same tool (10409)', async () => {
    const host = `a-${Date.now().toString(36)}.com`;
    await createItem(t, 'aitool', owner.token, { url: `https://${host}` });
    const other = await createUser(t);
    for (const url of [`https://${host.toUpperCase()}/`, `https://${host}/?utm_source=x`]) {
      const res = await submit(t, 'aitool', other.token, aiToolForm({ url }));
      expect(res.status, url).toBe(409);
      expect(res.body).toEqual({ code: 10409, msg: 'errors.aiToolExists', data: null });
    }
    // another path is another tool; articles and applications may share urls
    await createItem(t, 'aitool', owner.token, { url: `https://${host}/other` });
    await createItem(t, 'xky', owner.token, { url: `https://${host}` });
    await createItem(t, 'xky', owner.token, { url: `https://${host}` });
  });

  it('refuses an edit onto another tool’s url, and keeps an edit of the same tool’s url', async () => {
    const first = uniqueUrl();
    await createItem(t, 'aitool', owner.token, { url: first });
    const second = await createItem(t, 'aitool', owner.token);
    const onto = await t.api(aiToolApi.editing, {
      body: { ...aiToolForm({ url: `${first.toUpperCase()}/#x` }), uuid: second },
      token: owner.token,
    });
    expect(onto.body).toEqual({ code: 10409, msg: 'errors.aiToolExists', data: null });
    const own = uniqueUrl();
    const third = await createItem(t, 'aitool', owner.token, { url: own });
    const same = await t.api(aiToolApi.editing, {
      body: { ...aiToolForm({ url: `${own}/?utm_campaign=y` }), uuid: third },
      token: owner.token,
    });
    expect(same.status).toBe(200);
  });

  it('lets exactly one of 10 racing submits of one url win', async () => {
    const url = uniqueUrl();
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const results = await Promise.all(
      users.map((u, i) =>
        submit(t, 'aitool', u.token, aiToolForm({ url: i % 2 ? `${url}/` : url })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 10409)).toHaveLength(9);
  });
});
