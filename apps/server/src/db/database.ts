import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DB } from './schema.ts';
import { searchGramTokens } from '../lib/search/search-grams.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** PostgreSQL schema the connection works in (tests give each file its own) */
  schema?: string;
  close(): Promise<void>;
}

export function openDatabase(cfg: Config['database']): Database {
  if (cfg.kind === 'sqlite') {
    if (cfg.file !== ':memory:') fs.mkdirSync(path.dirname(cfg.file), { recursive: true });
    const sqlite = new SQLite(cfg.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // Migration 004's search triggers called this; 007 drops them, but 004 still runs (and calls it)
    // on a fresh database first.
    sqlite.function('robot_search_grams', { deterministic: true }, (text: unknown) =>
      searchGramTokens(String(text ?? '')),
    );
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: cfg.url,
    max: 10,
    ...(cfg.schema ? { options: `-c search_path=${cfg.schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ...(cfg.schema ? { schema: cfg.schema } : {}),
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query afresh; SQLite's prepare is a real cost on hot paths (a chat stream, a
 * search page), so statements are kept by their SQL text and reused. better-sqlite3 runs a statement
 * synchronously to completion, so one statement is never in use twice at once (nothing here streams).
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let stmt = statements.get(text);
      if (!stmt) {
        if (statements.size >= max) statements.clear();
        stmt = sqlite.prepare(text);
        statements.set(text, stmt);
      }
      return stmt;
    },
  };
}

export async function migrateToLatest(database: Database): Promise<void> {
  // Kysely looks its bookkeeping tables up across ALL schemas unless told which one: without this, a
  // schema that runs in parallel (another test file) makes it believe they already exist here.
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider,
    // Migrations from parallel branches may land out of number order; each runs once all the same.
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  if (database.kind === 'sqlite') await dropOrphanedShadowTable(database);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Migration 007 drops the FTS5 table of 004, but SQLite leaves the (emptied) shadow table of its
 * unindexed column behind, and the connection that dropped the FTS table still counts it as a shadow
 * table it may not drop. A later connection (the next start) may, so it is done here.
 */
async function dropOrphanedShadowTable(database: Database): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where name in ('robots_search_grams', 'robots_search_grams_content')
  `.execute(database.db);
  if (rows.length !== 1 || rows[0]!.name !== 'robots_search_grams_content') return;
  try {
    await sql`drop table robots_search_grams_content`.execute(database.db);
  } catch (err) {
    // the very connection that ran 007 (one that migrates twice): the next one will
    if (!/may not be dropped/.test(String(err))) throw err;
  }
}

export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}

/** A unique constraint said no (both dialects). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
