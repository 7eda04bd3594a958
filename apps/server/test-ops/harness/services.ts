import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * The shared services of a process-level test, each made its own: a PostgreSQL database created and
 * dropped by the test, a Redis database index claimed, flushed before and after, an in-process
 * s3rver bucket. Names and indexes are unique per run, so two runs on one machine stay apart.
 */
export const PG_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_BASE_URL = process.env.OPS_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database older than this was left by a killed run: no ops test runs for an hour. */
const ABANDONED_AFTER_S = 3600;
/** The names this harness gives: `<base>_<unix seconds>_<random hex>`. */
const RUN_NAME = /^[a-z_][a-z0-9_]*_(\d{10})_[0-9a-f]{6}$/;

const adminQuery = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

/** Drops the databases of ops runs killed before they could drop their own. */
async function dropAbandonedDatabases(): Promise<void> {
  const rows = await adminQuery<{ name: string }>('select datname as name from pg_database');
  const now = Date.now() / 1000;
  for (const { name } of rows) {
    const made = RUN_NAME.exec(name);
    if (!made || now - Number(made[1]) < ABANDONED_AFTER_S) continue;
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

/**
 * A fresh database on the test server, named `<base>_<time>_<random>` so that two runs on one
 * machine (or two files) never share one; dropped by `drop`, or by a later run once abandoned.
 */
export async function createPgDatabase(base: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(base)) throw new Error(`not a plain database name: ${base}`);
  await dropAbandonedDatabases();
  const name = `${base}_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await adminQuery(`drop database if exists ${name} with (force)`)),
  };
}

export interface TestRedis {
  /** REDIS_URL for the servers: the base URL with the database index */
  url: string;
  client: Redis;
  close(): Promise<void>;
}

/** The Redis database indexes ops tests may take (the server's own tests use index 0). */
const REDIS_DBS = (process.env.OPS_REDIS_DBS ?? '1-15').split('-').map(Number) as [number, number];
/** A claim on an index lapses after this, so a killed run frees its index. */
const CLAIM_TTL_S = 3600;

/**
 * A Redis database index the test owns: claimed (a key in database 0 that only one run can set, so
 * two runs on one machine take different ones), emptied now, and emptied and freed when it ends.
 * A deployment's servers get its URL; every key they write lives in it (the notification channel
 * too is named for the index, see open-notify-bus.ts).
 */
export async function openRedisDb(): Promise<TestRedis> {
  const base = REDIS_BASE_URL.replace(/\/\d*$/, '');
  const claims = new Redis(`${base}/0`, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await claims.connect();
  const owner = randomBytes(8).toString('hex');
  let db: number | undefined;
  try {
    for (let i = REDIS_DBS[0]; i <= REDIS_DBS[1] && db === undefined; i += 1) {
      const got = await claims.set(`ops-test:redis-db:${i}`, owner, 'EX', CLAIM_TTL_S, 'NX');
      if (got === 'OK') db = i;
    }
  } finally {
    if (db === undefined) await claims.quit().catch(() => claims.disconnect());
  }
  if (db === undefined) throw new Error(`every Redis database ${REDIS_DBS.join('-')} is taken`);
  const claim = `ops-test:redis-db:${db}`;
  const url = `${base}/${db}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  await client.flushdb();
  return {
    url,
    client,
    async close() {
      await client.flushdb().catch(() => {});
      await client.quit().catch(() => client.disconnect());
      // freed only if still ours (a claim that lapsed may have been taken by another run)
      if ((await claims.get(claim).catch(() => null)) === owner) await claims.del(claim);
      await claims.quit().catch(() => claims.disconnect());
    },
  };
}

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** the S3_* settings of a server storing in this bucket */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible store (s3rver) in this process, on a free port, with one bucket. */
export async function startS3(bucket = 'uploads'): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
