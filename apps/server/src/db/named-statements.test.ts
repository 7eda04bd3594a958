import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { nameStatement, statementName } from './named-statements.ts';
import { createPreparedQueries } from './prepared-queries.ts';

describe('named statements: which texts get a name', () => {
  it('names a statement once, and the same text keeps its name', () => {
    const text = 'select "id" from "categories" where "kind" = $1 -- named-statements test';
    nameStatement(text);
    const name = statementName(text);
    expect(name).toMatch(/^rs_\d+$/);
    nameStatement(text);
    expect(statementName(text)).toBe(name);
  });

  it('never names a text that selects a wildcard (its columns may change under it)', () => {
    for (const text of [
      'select * from "users" where "id" = $1',
      'select "robots".*, "users"."nickname" from "robots" where "id" = $1',
      'insert into "categories" ("id") values ($1) returning *',
    ]) {
      nameStatement(text);
      expect(statementName(text), text).toBeUndefined();
    }
  });

  it('names a text whose only star is a count(*)', () => {
    const text =
      'select count(*) as "n" from "robots" where "owner_id" = $1 -- named-statements test';
    nameStatement(text);
    expect(statementName(text)).toBeDefined();
  });
});

describe.runIf(testDatabaseKind === 'postgres')('named statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openMigratedTestDatabase()));
  afterAll(() => drop());

  it('runs a prepared query as a statement prepared once on its connection, with each call’s values', async () => {
    const { db } = database;
    const prepared = createPreparedQueries(db);
    await db
      .insertInto('categories')
      .values([
        { id: 9101, kind: 'named-test', name_zh: '一', name_en: 'one', sort: 1 },
        { id: 9102, kind: 'named-test', name_zh: '二', name_en: 'two', sort: 2 },
      ])
      .execute();
    const byId = (id: number, on: Parameters<typeof prepared.run>[3]) =>
      prepared.run(
        'named-test.byId',
        (p) => db.selectFrom('categories').select(['id', 'name_en']).where('id', '=', p(0)),
        [id],
        on,
      );
    // one transaction: one connection, whose prepared statements are then listed
    const seen = await db.transaction().execute(async (trx) => {
      const first = (await byId(9101, trx)).rows;
      const second = (await byId(9102, trx)).rows;
      const missing = (await byId(9999, trx)).rows;
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where name like 'rs_%'`.execute(trx);
      return { first, second, missing, statements: rows };
    });
    expect(seen.first).toEqual([{ id: 9101, name_en: 'one' }]);
    expect(seen.second).toEqual([{ id: 9102, name_en: 'two' }]);
    expect(seen.missing).toEqual([]);
    const mine = seen.statements.filter((s) => s.statement.includes('"name_en"'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^rs_\d+$/);
  });

  it('sends a query built on the spot without a name', async () => {
    const { db } = database;
    const statements = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('categories')
        .select('sort')
        .where('kind', '=', 'named-test-adhoc')
        .execute();
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows;
    });
    expect(statements.some((s) => s.statement.includes('named-test-adhoc'))).toBe(false);
    expect(statements.some((s) => s.statement.includes('"sort"'))).toBe(false);
  });

  it('sends nothing by name when turned off (PG_NAMED_STATEMENTS=false, for a pooler that cannot keep them)', async () => {
    const off = await openMigratedTestDatabase({ namedStatements: false });
    try {
      const { db } = off.database;
      const prepared = createPreparedQueries(db);
      const names = await db.transaction().execute(async (trx) => {
        await prepared.run(
          'named-test.off',
          (p) => db.selectFrom('categories').select(['name_zh', 'sort']).where('id', '=', p(0)),
          [1],
          trx,
        );
        const { rows } = await sql<{ name: string }>`
          select name from pg_prepared_statements`.execute(trx);
        return rows;
      });
      expect(names).toEqual([]);
    } finally {
      await off.drop();
    }
  });
});
