import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { createPreparedQueries } from './prepared-queries.ts';

describe(`prepared queries (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openMigratedTestDatabase()));
  afterAll(() => drop());

  it('builds and compiles once, then runs with each call’s values in their places', async () => {
    const { db } = database;
    const prepared = createPreparedQueries(db);
    let built = 0;
    const insert = (id: number, name: string, sort: number) =>
      prepared.run(
        'categories.insert',
        (p) => {
          built += 1;
          return db
            .insertInto('categories')
            .values({ id: p(2), kind: 'prepared-test', name_zh: p(0), name_en: p(0), sort: p(1) });
        },
        [name, sort, id],
      );
    await insert(9001, 'one', 7);
    await insert(9002, 'two', 7);
    await insert(9003, 'three', 8);
    const byName = (name: string) =>
      prepared.run(
        'categories.byName',
        (p) => {
          built += 1;
          return db
            .selectFrom('categories')
            .select(['name_en', 'sort'])
            .where('kind', '=', 'prepared-test')
            .where('name_zh', '=', p(0))
            .where('sort', '=', 7);
        },
        [name],
      );
    expect((await byName('two')).rows).toEqual([{ name_en: 'two', sort: 7 }]);
    expect((await byName('one')).rows).toEqual([{ name_en: 'one', sort: 7 }]);
    expect((await byName('three')).rows).toEqual([]);
    expect(built).toBe(2);
  });

  it('runs inside a transaction handed to it', async () => {
    const { db } = database;
    const prepared = createPreparedQueries(db);
    const rename = (zh: string, en: string, on: Parameters<typeof prepared.run>[3]) =>
      prepared.run(
        'rename',
        (p) =>
          db
            .updateTable('categories')
            .set({ name_en: p(0) })
            .where('kind', '=', 'prepared-test')
            .where('name_zh', '=', p(1)),
        [en, zh],
        on,
      );
    await expect(
      db.transaction().execute(async (trx) => {
        await rename('one', 'renamed', trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await rename('two', 'kept', db);
    const rows = await db
      .selectFrom('categories')
      .select(['name_zh', 'name_en'])
      .where('kind', '=', 'prepared-test')
      .orderBy('sort')
      .orderBy('name_zh')
      .execute();
    expect(rows).toEqual([
      { name_zh: 'one', name_en: 'one' },
      { name_zh: 'two', name_en: 'kept' },
      { name_zh: 'three', name_en: 'three' },
    ]);
  });

  it('refuses a value that does not become a parameter of the SQL', () => {
    const { db } = database;
    const prepared = createPreparedQueries(db);
    expect(() =>
      prepared.run('unused', () => db.selectFrom('categories').select('id'), ['x']),
    ).toThrow('value 0 is not a parameter');
  });
});
