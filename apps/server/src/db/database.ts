import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DB } from './schema.ts';
import { searchGramTokens } from '../lib/search/search-grams.ts';
import { withNamedStatements } from './named-statements.ts';
import { OffLoopReader, offLoopKysely } from './off-loop-reads.ts';
import { attachSqliteDirect } from './sqlite-direct.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  /**
   * For reads that may scan a large table (the admin area's keyword searches and counts): on a SQLite
   * file they run on a connection in a thread of their own (db/off-loop-reads.ts), so the event loop
   * never waits for them; otherwise this is `db`. Reads only, no transactions.
   */
  reads: Kysely<DB>;
  /** SQLite file: the thread `reads` runs on, as the metrics report it */
  offLoopReader?: Pick<OffLoopReader, 'running' | 'offLoop' | 'answered'>;
  kind: DatabaseKind;
  /** PostgreSQL schema the connection works in (tests give each file its own) */
  schema?: string;
  /** PostgreSQL: the connection pool right now (the metrics read it); SQLite has one connection */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL: a connection of its own with the pool's settings, not connected yet (LISTEN needs
   * one that no query borrows); its owner ends it.
   */
  dedicatedClient?: () => pg.Client;
  close(): Promise<void>;
}

export interface PoolStats {
  /** connections open, idle among them, and queries waiting for one */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The WAL may stay this large on disk after it starts again from its beginning (64 MB). */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

export function openDatabase(
  cfg: Config['database'],
  opts: {
    warn?(message: string): void;
    /** false: SQLite checkpoints inside commits, as it does by itself (the bench compares the two) */
    checkpointInThread?: boolean;
    /** false: `reads` is `db` on SQLite too (the bench compares the two) */
    offLoopReads?: boolean;
  } = {},
): Database {
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
    // A file's log is checkpointed by a thread of its own, never inside a commit on the event loop
    // (db/wal-checkpointer.ts); should that thread fail, SQLite's own checkpoint is back at once.
    const checkpointer =
      cfg.file === ':memory:' || opts.checkpointInThread === false
        ? null
        : startWalCheckpointer(cfg.file, {
            onFailure(reason) {
              if (!sqlite.open) return;
              sqlite.pragma('wal_autocheckpoint = 1000');
              opts.warn?.(
                `WAL checkpointer failed (${reason}); SQLite checkpoints on commit again`,
              );
            },
          });
    if (checkpointer) {
      sqlite.pragma('wal_autocheckpoint = 0');
      sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    }
    const cached = withStatementCache(sqlite);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cached }) });
    attachSqliteDirect(db, sqlite, cached.prepare);
    const reader =
      cfg.file === ':memory:' || opts.offLoopReads === false
        ? null
        : new OffLoopReader(cfg.file, {
            fallback: (query) => db.executeQuery(query),
            onFailure: (reason) =>
              opts.warn?.(`off-loop reader failed (${reason}); its reads run on the event loop`),
          });
    return {
      db,
      reads: reader ? offLoopKysely<DB>(reader) : db,
      ...(reader ? { offLoopReader: reader } : {}),
      kind: 'sqlite',
      close: async () => {
        // first, so that the main connection is the last one and its close checkpoints the rest
        await reader?.stop();
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  const max = 10;
  const settings = {
    connectionString: cfg.url,
    ...(cfg.schema ? { options: `-c search_path=${cfg.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...settings, max });
  // An idle connection the server ended (a restart, a failover, an admin's terminate) is dropped by
  // the pool and replaced at the next query; without a listener its 'error' would end the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: cfg.namedStatements === false ? pool : withNamedStatements(pool),
    }),
  });
  return {
    db,
    // PostgreSQL reads on its own server: the event loop never waits for a scan
    reads: db,
    kind: 'postgres',
    ...(cfg.schema ? { schema: cfg.schema } : {}),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    dedicatedClient: () => new pg.Client({ ...settings, keepAlive: true }),
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
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Kysely's look-up of its tables reads the columns of every schema in the database; a schema
    // dropped elsewhere during that read (another test file's, another tenant's) fails it with
    // "schema ... does not exist". Nothing was migrated then: look again.
    if (!failed && attempt < 4 && isOtherSchemaGone(error, database.schema)) continue;
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The error is PostgreSQL's "schema X does not exist" (3F000) for a schema other than ours. */
function isOtherSchemaGone(error: unknown, ours: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code !== '3F000' || typeof message !== 'string') return false;
  return ours === undefined || !message.includes(`"${ours}"`);
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

/**
 * Runs `work` (the start-up's migrations and seeding) holding a PostgreSQL advisory lock named for
 * the schema, so that instances started at once do it one after the other: the later ones find the
 * work done (every step is safe to repeat) instead of racing it into unique violations. The lock is
 * a session lock on one pooled connection, released at the end or when that connection dies.
 * SQLite: one process, nothing to order.
 */
export async function withStartUpLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const key = sql`hashtext('robot-square:start-up:' || current_schema())`;
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
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
