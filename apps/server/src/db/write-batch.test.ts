import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import type { Database } from './database.ts';
import type { QueryRunner } from './prepared-queries.ts';
import { createWriteBatch, type BatchedWrite } from './write-batch.ts';

describe(`write batch (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openMigratedTestDatabase()));
  afterAll(() => drop());

  let nextId = 9100;
  /** a write of one category row; `seen` gets what it ran on */
  const insert =
    (seen: QueryRunner[], id = (nextId += 1)): BatchedWrite =>
    async (on) => {
      seen.push(on);
      await on.executeQuery(
        database.db
          .insertInto('categories')
          .values({ id, kind: 'batch-test', name_zh: `c${id}`, name_en: `c${id}`, sort: 0 })
          .compile(),
      );
    };
  const stored = async (ids: number[]) =>
    (
      await database.db
        .selectFrom('categories')
        .select('id')
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  it('commits the writes of one tick together, in the order asked', async () => {
    const batch = createWriteBatch(database.db);
    const seen: QueryRunner[] = [];
    const ids = [nextId + 1, nextId + 2, nextId + 3];
    await Promise.all(ids.map(() => batch.run(insert(seen), { atomic: true })));
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).not.toBe(database.db);
    expect(await stored(ids)).toEqual(ids);
  });

  it('runs a lone write as before: directly, or in its own transaction when atomic', async () => {
    const batch = createWriteBatch(database.db);
    const direct: QueryRunner[] = [];
    await batch.run(insert(direct), { atomic: false });
    expect(direct).toEqual([database.db]);
    const atomic: QueryRunner[] = [];
    await batch.run(insert(atomic), { atomic: true });
    expect(atomic).toHaveLength(1);
    expect(atomic[0]).not.toBe(database.db);
  });

  it('does not hold a write for a later tick: writes asked after a tick go in the next batch', async () => {
    const batch = createWriteBatch(database.db);
    const seen: QueryRunner[] = [];
    const first = batch.run(insert(seen), { atomic: false });
    await new Promise<void>((resolve) => setImmediate(resolve));
    await first;
    await batch.run(insert(seen), { atomic: false });
    expect(seen).toEqual([database.db, database.db]);
  });

  it('fails only the write that failed; the others of its batch are committed', async () => {
    const batch = createWriteBatch(database.db);
    const taken = (nextId += 1);
    await batch.run(insert([], taken), { atomic: false });
    const before = nextId + 1;
    const after = nextId + 2;
    nextId += 2;
    const results = await Promise.allSettled([
      batch.run(insert([], before), { atomic: true }),
      batch.run(insert([], taken), { atomic: true }),
      batch.run(insert([], after), { atomic: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored([taken, before, after])).toEqual([taken, before, after]);
  });
});
