import {
  directoryApis,
  type AiToolFields,
  type ArticleFields,
  type DirectoryKind,
  type XkyFields,
} from '@robot/contracts';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { normalizeForSearch } from '../robots/robot-view.ts';
import type { DirectorySearch, DirectorySearchQuery } from './search/directory-search.ts';

/**
 * TEST DOUBLE of the search unit (the real one is search/, built apart): answers from SQL with LIKE
 * over `search_text`, the category join and the three sorts, hidden items never found. Enough for the
 * module's rules; the unit's own tests cover search itself.
 */
export function createSqlSearchDouble(db: Kysely<DB>): DirectorySearch {
  return {
    async search(q: DirectorySearchQuery) {
      let query = db
        .selectFrom('directory_items')
        .where('kind', '=', q.kind)
        .where('hidden', '=', 0);
      for (const word of normalizeForSearch(q.keyword ?? '')
        .split(/\s+/)
        .filter(Boolean)) {
        query = query.where('search_text', 'like', `%${word}%`);
      }
      if (q.category !== undefined) {
        const category = q.category;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('directory_item_categories as c')
              .select(sql.lit(1).as('one'))
              .whereRef('c.item_id', '=', 'directory_items.id')
              .where('c.category_id', '=', category),
          ),
        );
      }
      const order =
        q.sort === 'latest' ? 'created_at' : q.sort === 'traffic' ? 'view_count' : 'favorite_count';
      const [rows, total] = await Promise.all([
        query
          .select('id')
          .orderBy(order, 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(q.limit)
          .offset(q.skip)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
    },
    // it reads the tables at every search: nothing to update
    async changed() {},
    async close() {},
  };
}

/** Settings in which a user may write as many items as a test needs (quotas have their own test). */
export const noDirectoryQuotas = {
  DIRECTORY_SUBMITS_PER_DAY: '100000',
  DIRECTORY_SAVES_PER_MINUTE: '100000',
};

/**
 * A test app serving the directories, with the SQL search double unless `search` is given; `changes`
 * records every `kind:id` the module reported to the search.
 */
export async function createDirectoryTestApp(
  env: Record<string, string> = {},
  search?: (db: Kysely<DB>) => DirectorySearch,
): Promise<TestApp & { search: DirectorySearch; changes: string[] }> {
  const made: { unit?: DirectorySearch } = {};
  const changes: string[] = [];
  const t = await createTestApp(
    { ...noDirectoryQuotas, ...env },
    {
      // the database is opened by createTestApp; the double reads it lazily through this proxy
      directorySearch: {
        search: (q) => made.unit!.search(q),
        changed: (k, id) => {
          changes.push(`${k}:${id}`);
          return made.unit!.changed(k, id);
        },
        close: async () => made.unit?.close(),
      },
    },
  );
  made.unit = search ? search(t.database.db) : createSqlSearchDouble(t.database.db);
  return Object.assign(t, { search: made.unit, changes });
}

export const IMAGE = 'https://cdn.example.com/i/tool.png';
let seq = 0;
/** A url no other test item has. */
export const uniqueUrl = () => `https://tool-${Date.now().toString(36)}-${(seq += 1)}.example.com`;

export const aiToolForm = (over: Partial<AiToolFields> = {}): AiToolFields => ({
  image: IMAGE,
  name: '测试工具 Test tool',
  intro: 'An AI tool made by a test',
  url: uniqueUrl(),
  categories: [1],
  detail: '# Detail\n\nIt **does** things.',
  ...over,
});
export const articleForm = (over: Partial<ArticleFields> = {}): ArticleFields => ({
  cover: IMAGE,
  title: '测试文章 Test article',
  categories: [1],
  content: '## Hello\n\nSome *markdown* content, long enough to read.',
  ...over,
});
export const xkyForm = (over: Partial<XkyFields> = {}): XkyFields => ({
  cover: IMAGE,
  title: '测试应用 Test application',
  intro: 'An industry application made by a test',
  categories: [1],
  content: '## Stores\n\n- greeter\n- receptionist',
  ...over,
});

export const forms = { aitool: aiToolForm, article: articleForm, xky: xkyForm } as const;

/** Submits an item of `kind` (raw: the body may be anything) and answers the answer. */
export const submit = (t: TestApp, kind: DirectoryKind, token: string | undefined, body: unknown) =>
  t.raw(directoryApis[kind].submit, { body, token });

/** Creates an item as the user of `token` and answers its uuid (fails the test if it cannot). */
export async function createItem(
  t: TestApp,
  kind: DirectoryKind,
  token: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await submit(t, kind, token, { ...forms[kind](), ...over });
  expect(res.body).toMatchObject({ code: 201 });
  expect(res.status).toBe(201);
  return (res.data as { uuid: string }).uuid;
}

export const detail = (t: TestApp, kind: DirectoryKind, uuid: string, token?: string) =>
  t.raw(directoryApis[kind].detail, { params: { uuid }, token });

/** Sets flags as the superuser of `token`. */
export const setFlags = (
  t: TestApp,
  kind: DirectoryKind,
  token: string | undefined,
  body: { uuid: string; hidden?: boolean; featured?: boolean },
) => t.raw(directoryApis[kind].flags, { body, token });

export const KINDS: DirectoryKind[] = ['aitool', 'article', 'xky'];
