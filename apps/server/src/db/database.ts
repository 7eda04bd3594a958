import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DB } from './schema.ts';
import { searchGramTokens } from '../lib/search-grams.ts';

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
    // Robot search's index (migration 004) is kept by triggers that call this on every write.
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
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
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
