import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';

describe('SQLite migrations on a database file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leave no search table behind once the app has started twice (migration 007)', async () => {
    const file = path.join(dir, 'app.db');
    const searchTables = async () => {
      const database = openDatabase({ kind: 'sqlite', file });
      try {
        await migrateToLatest(database);
        const { rows } = await sql<{ name: string }>`
          select name from sqlite_master where name like 'robots_search%'`.execute(database.db);
        return rows.map((r) => r.name);
      } finally {
        await database.close();
      }
    };
    // the first start creates and drops the FTS table, whose emptied shadow table only a later
    // connection may drop
    expect(await searchTables()).toEqual(['robots_search_grams_content']);
    expect(await searchTables()).toEqual([]);
    expect(await searchTables()).toEqual([]);
  });
});
