import { directoryApis, Limits, type DirectoryKind } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../robots/robots.test-helpers.ts';
import { createDirectoryTestApp, createItem, forms, submit } from './directories.test-helpers.ts';

const text = (n: number) => '字'.repeat(n);
/** An http(s) address exactly `n` characters long. */
const urlOfLength = (n: number, tag: string) => {
  const base = `https://${tag}-${Date.now().toString(36)}.example.com/`;
  return base + 'p'.repeat(n - base.length);
};

/** Per kind and field: the longest value taken and the shortest refused (validation.tooLong). */
const lengths: Record<DirectoryKind, [field: string, ok: () => unknown, over: () => unknown][]> = {
  aitool: [
    ['name', () => text(50), () => text(51)],
    ['intro', () => text(200), () => text(201)],
    ['detail', () => text(4096), () => text(4097)],
    ['url', () => urlOfLength(2048, 'ok'), () => urlOfLength(2049, 'over')],
  ],
  article: [
    ['title', () => text(100), () => text(101)],
    ['content', () => text(10_000), () => text(10_001)],
  ],
  xky: [
    ['title', () => text(100), () => text(101)],
    ['intro', () => text(200), () => text(201)],
    ['content', () => text(10_000), () => text(10_001)],
    ['url', () => urlOfLength(2048, 'ok'), () => urlOfLength(2049, 'over')],
  ],
};
const maxCategories: Record<DirectoryKind, number> = { aitool: 4, article: 3, xky: 3 };

describe(`directories: every limit at its boundary (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createDirectoryTestApp();
    user = await createUser(t);
  });
  afterAll(() => t.close());

  const refused = async (kind: DirectoryKind, body: unknown, field: string, reason: string) => {
    const res = await submit(t, kind, user.token, body);
    expect(res.status, `${kind}.${field}`).toBe(400);
    expect(res.body.code).toBe(10400);
    expect(res.fields?.[field], `${kind}.${field}`).toBe(reason);
  };

  for (const kind of ['aitool', 'article', 'xky'] as const) {
    for (const [field, ok, over] of lengths[kind]) {
      it(`${kind}.${field}: takes the longest allowed, refuses one more`, async () => {
        const longest = ok();
        const uuid = await createItem(t, kind, user.token, { [field]: longest });
        const got = await t.raw(directoryApis[kind].detail, { params: { uuid } });
        expect((got.data as Record<string, unknown>)[field]).toBe(longest);
        await refused(kind, { ...forms[kind](), [field]: over() }, field, 'validation.tooLong');
        // an edit is held to the same limit
        const edit = await t.raw(directoryApis[kind].editing, {
          body: { ...forms[kind](), uuid, [field]: over() },
          token: user.token,
        });
        expect(edit.fields?.[field]).toBe('validation.tooLong');
      });
    }

    it(`${kind}: required fields refuse blank values`, async () => {
      const required = Object.keys(forms[kind]()).filter((f) => f !== 'categories' && f !== 'url');
      for (const field of required) {
        await refused(kind, { ...forms[kind](), [field]: '   ' }, field, 'validation.required');
        const { [field]: _gone, ...rest } = forms[kind]() as Record<string, unknown>;
        await refused(kind, rest, field, 'validation.required');
      }
    });

    it(`${kind}: categories 1 to ${maxCategories[kind]}, existing ones of this kind only`, async () => {
      const max = maxCategories[kind];
      const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
      await refused(
        kind,
        { ...forms[kind](), categories: [] },
        'categories',
        'validation.required',
      );
      await createItem(t, kind, user.token, { categories: ids(1) });
      const full = await createItem(t, kind, user.token, { categories: ids(max).reverse() });
      const got = await t.raw(directoryApis[kind].detail, { params: { uuid: full } });
      expect((got.data as { categories: number[] }).categories).toEqual(ids(max).reverse());
      await refused(
        kind,
        { ...forms[kind](), categories: ids(max + 1) },
        'categories',
        'validation.tooMany',
      );
      await refused(
        kind,
        { ...forms[kind](), categories: [1, 1] },
        'categories',
        'validation.invalidValue',
      );
      await refused(
        kind,
        { ...forms[kind](), categories: [999] },
        'categories',
        'validation.invalidValue',
      );
      await refused(
        kind,
        { ...forms[kind](), categories: [1, 999] },
        'categories',
        'validation.invalidValue',
      );
      // a malformed id is named by its place
      await refused(
        kind,
        { ...forms[kind](), categories: [0] },
        'categories.0',
        'validation.invalidValue',
      );
    });
  }

  it('takes a category id only of its own kind', async () => {
    // aitool has 12 seeded categories, articles 7: id 10 exists for tools only
    await createItem(t, 'aitool', user.token, { categories: [10] });
    await refused(
      'article',
      { ...forms.article(), categories: [10] },
      'categories',
      'validation.invalidValue',
    );
  });

  for (const kind of ['aitool', 'xky'] as const) {
    it(`${kind}: refuses javascript:, data:, ftp: and relative urls`, async () => {
      for (const url of [
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://files.example.com/tool',
        '//example.com/tool',
        'example.com',
      ]) {
        await refused(kind, forms[kind]({ url }), 'url', 'validation.invalidFormat');
      }
    });
  }

  it('refuses a cover or image that is not an http(s) image address', async () => {
    await refused(
      'aitool',
      forms.aitool({ image: 'javascript:alert(1)' }),
      'image',
      'validation.invalidFormat',
    );
    await refused(
      'article',
      forms.article({ cover: 'data:image/png;base64,AAAA' }),
      'cover',
      'validation.invalidFormat',
    );
  });

  it('refuses a search keyword over 100 characters and a bad sort', async () => {
    const api = directoryApis.article;
    expect((await t.raw(api.search, { query: { keyword: 'k'.repeat(100) } })).status).toBe(200);
    const long = await t.raw(api.search, { query: { keyword: 'k'.repeat(101) } });
    expect(long.fields?.['keyword']).toBe('validation.tooLong');
    expect((await t.raw(api.search, { query: { sort: 'random' } })).status).toBe(400);
    expect((await t.raw(api.search, { query: { limit: 101 } })).status).toBe(400);
  });

  it("pages the public lists at most publicMaxSkip deep, the caller's own lists deeper", async () => {
    const max = Limits.list.publicMaxSkip;
    const tools = directoryApis.aitool;
    for (const api of [tools.search, tools.hot, tools.featured, directoryApis.xky.search]) {
      expect((await t.raw(api, { query: { skip: max } })).status).toBe(200);
      const deep = await t.raw(api, { query: { skip: max + 1 } });
      expect(deep.status).toBe(400);
      expect(deep.fields?.['skip']).toBe('validation.invalidValue');
    }
    const mine = await t.raw(directoryApis.article.mine, {
      query: { skip: max + 1 },
      token: user.token,
    });
    expect(mine.status).toBe(200);
  });
});
