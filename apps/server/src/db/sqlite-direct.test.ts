import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { createPreparedQueries } from './prepared-queries.ts';
import { sqliteDirectOf } from './sqlite-direct.ts';

describe.runIf(testDatabaseKind === 'sqlite')('prepared queries on SQLite’s connection', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openMigratedTestDatabase()));
  afterAll(() => drop());

  const KIND = 'direct-test';
  const names = async () =>
    (
      await database.db
        .selectFrom('categories')
        .select('name_zh')
        .where('kind', '=', KIND)
        .orderBy('id')
        .execute()
    ).map((r) => r.name_zh);

  function insertOf(prepared: ReturnType<typeof createPreparedQueries>) {
    const { db } = database;
    return (id: number, name: string, on?: Parameters<typeof prepared.run>[3]) =>
      prepared.run(
        'categories.insert',
        (p) =>
          db
            .insertInto('categories')
            .values({ id: p(0), kind: KIND, name_zh: p(1), name_en: p(1), sort: 0 }),
        [id, name],
        on,
      );
  }

  it('runs on the connection at once, outside Kysely’s driver', async () => {
    const { db } = database;
    const direct = sqliteDirectOf(db);
    expect(direct).toBeDefined();
    const insert = insertOf(createPreparedQueries(db));
    const done = insert(9101, 'now');
    // at once: the row is there before anything is awaited (Kysely's driver would need a few ticks)
    const read = direct!.run<{ n: number }>(
      {
        sql: 'select count(*) as n from categories where id = ?',
        parameters: [9101],
        query: undefined as never,
        queryId: undefined as never,
      },
      false,
    );
    expect(read?.rows).toEqual([{ n: 1 }]);
    expect(Number((await done).numAffectedRows)).toBe(1);
  });

  it('never joins a transaction another caller has open: it waits for its end, and outlives its rollback', async () => {
    const { db } = database;
    const insert = insertOf(createPreparedQueries(db));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const other = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('categories')
        .values({ id: 9102, kind: KIND, name_zh: 'rolled back', name_en: 'x', sort: 0 })
        .execute();
      opened();
      await gate;
      throw new Error('roll back');
    });
    await isOpen;
    // the other transaction is open across its await: this one must not run inside it
    const mine = insert(9103, 'kept');
    release();
    await expect(other).rejects.toThrow('roll back');
    await mine;
    const after = await names();
    expect(after).toContain('kept');
    expect(after).not.toContain('rolled back');
  });

  it('runs inside the caller’s own transaction and rolls back with it', async () => {
    const { db } = database;
    const insert = insertOf(createPreparedQueries(db));
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(9104, 'in mine', trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await names()).not.toContain('in mine');
  });

  it('answers a failing statement as a rejected promise, not a throw', async () => {
    const { db } = database;
    const insert = insertOf(createPreparedQueries(db));
    await insert(9105, 'first');
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = insert(9105, 'again');
    }).not.toThrow();
    await expect(promise).rejects.toThrow(/UNIQUE|constraint/i);
  });
});
