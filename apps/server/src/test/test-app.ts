import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOverrides } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrateToLatest, openDatabase, type Database } from '../db/database.ts';
import { createMemoryCounterStore } from '../lib/counters.ts';
import { callApi, type ApiArgs, type ApiResult, type RawOptions } from './api-client.ts';
import type { Endpoint } from '@robot/contracts';

/** Which database the suite runs on: `TEST_DATABASE=postgres` runs it on the machine's PostgreSQL. */
export const testDatabaseKind = process.env['TEST_DATABASE'] === 'postgres' ? 'postgres' : 'sqlite';
export const testPostgresUrl =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
  /** One call of the contract: URL built from the endpoint, answer typed by it. */
  api<E extends Endpoint>(e: E, ...args: ApiArgs<E>): Promise<ApiResult<E>>;
  /** A contract call with what the contract refuses (malformed body, query or parameters). */
  raw<E extends Endpoint>(e: E, opts?: RawOptions): Promise<ApiResult<E>>;
}

/** No test file runs this long: a schema older than this was left by a run that was killed. */
const ABANDONED_AFTER_S = 3 * 3600;

/**
 * Drops the test schemas of runs killed before they could drop their own (each file drops its
 * schema when it ends). Also the older, undated `t_<hex>` ones. Another run's drop of the same schema
 * at the same moment is fine.
 */
async function dropAbandonedSchemas(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    String.raw`select nspname as name from pg_namespace where nspname ~ '^t_([0-9]+_)?[0-9a-f]+$'`,
  );
  const now = Date.now() / 1000;
  for (const { name } of rows) {
    const made = /^t_(\d+)_/.exec(name);
    if (made && now - Number(made[1]) < ABANDONED_AFTER_S) continue;
    if (!made && name.length !== 't_'.length + 12) continue;
    await admin.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
  }
}

/** openTestDatabase, with every migration run: for tests of the data layer without the app. */
export async function openMigratedTestDatabase(
  options: { namedStatements?: boolean } = {},
): Promise<{
  database: Database;
  drop(): Promise<void>;
}> {
  const opened = await openTestDatabase(options);
  await migrateToLatest(opened.database);
  return opened;
}

/** A fresh database for one test file: an in-memory SQLite, or its own PostgreSQL schema. */
export async function openTestDatabase(
  options: { namedStatements?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDatabaseKind === 'sqlite') {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    return { database, drop: () => database.close() };
  }
  // The creation time (seconds) is in the name, so that schemas left by a killed run can be told
  // from those of a run going on right now.
  const schema = `t_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await dropAbandonedSchemas(admin);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ kind: 'postgres', url: testPostgresUrl, schema, ...options });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: testPostgresUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * A SQLite database in a file of its own, as production keeps it (the suite's are in memory): for
 * what only a file has, such as a second connection in another thread (db/off-loop-reads.ts).
 */
function openFileTestDatabase(): { database: Database; drop(): Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-test-db-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'test.db') });
  return {
    database,
    async drop() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
  options: {
    /** on SQLite, a database file instead of one in memory (PostgreSQL is unchanged) */
    sqliteFile?: boolean;
    /** the database as the app gets it (a test may watch what goes through it) */
    wrap?: (database: Database) => Database;
  } = {},
): Promise<TestApp> {
  const opened =
    options.sqliteFile && testDatabaseKind === 'sqlite'
      ? openFileTestDatabase()
      : await openTestDatabase();
  const database = options.wrap ? options.wrap(opened.database) : opened.database;
  const { drop } = opened;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests never depend on whether the web app happens to be built in this checkout.
    WEB_DIST_DIR: '.data-test/no-web-dist',
    DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    // test files sign many users up from one address; the sign-up limit has tests of its own
    REGISTER_MAX_PER_IP: '1000000',
    REGISTER_MAX_GLOBAL: '1000000',
    ...env,
  });
  const app = await buildApp(config, {
    database,
    counters: createMemoryCounterStore(),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
    },
    api: (e, ...[opts]) => callApi(app, e, opts),
    raw: (e, opts) => callApi(app, e, opts),
  };
}
