import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app.ts';
import type { Database } from '../database.ts';
import { migrateToLatest } from '../database.ts';
import { migrationProvider } from './index.ts';

describe(`migration 008: sessions open at the upgrade keep working (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('gives each a distinct public id and counts it as last used when created', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: migrationProvider,
      allowUnorderedMigrations: true,
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    });
    const before = await migrator.migrateTo('007-drop-sql-search-indexes');
    expect(before.error).toBeUndefined();
    const db = database.db;
    const at = '2030-01-01T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'old',
        username_lower: 'old',
        email: null,
        mobile: null,
        nickname: 'old',
        headportrait_url: null,
        password_hash: null,
        role: 'user',
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const hash of ['h1', 'h2']) {
      await db
        .insertInto('sessions')
        .values({ token_hash: hash, user_id: 'u1', created_at: at, expires_at: at } as any)
        .execute();
    }
    await migrateToLatest(database);
    const rows = await db.selectFrom('sessions').select(['id', 'last_used_at']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.last_used_at === at)).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(r.id))).toBe(true);
  });
});
