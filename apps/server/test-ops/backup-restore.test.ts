import { userApi } from '@robot/contracts';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { apiCall } from './harness/http-client.ts';
import { createPgDatabase, type TestDatabase } from './harness/services.ts';

/**
 * The backup and restore commands of docs/deployment.md, run as written against a live server: the
 * SQLite online backup (`sqlite3 <db> ".backup <file>"`) and pg_dump / pg_restore. A server started on
 * the restored copy signs in the user made before the backup.
 */
let dir: string;
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ops-backup-'));
});
afterAll(async () => {
  for (const s of running) await s.stop();
  for (const db of databases) await db.drop().catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

const base = { NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
const account = { username: 'backupuser', password: 'lantern-quiet-7' };

async function start(name: string, env: Record<string, string>) {
  const server = await startServer({ name, env: { ...base, ...env } });
  running.push(server);
  return server;
}

async function signsIn(server: ServerProcess): Promise<boolean> {
  const res = await apiCall(server.url, userApi.login, { body: account });
  return res.code === 200;
}

describe('backups and restores as docs/deployment.md writes them', () => {
  it('SQLite: an online backup of the running server restores into a working server', async () => {
    const live = path.join(dir, 'live');
    const server = await start('sqlite-live', { DATA_DIR: live });
    expect((await apiCall(server.url, userApi.register, { body: account })).code).toBe(201);

    const restored = path.join(dir, 'restored');
    await mkdir(restored, { recursive: true });
    const copy = path.join(restored, 'robot-square.db');
    // while the server runs and holds the database open (WAL mode)
    execFileSync('sqlite3', [path.join(live, 'robot-square.db'), `.backup '${copy}'`]);
    const check = execFileSync('sqlite3', [copy, 'pragma integrity_check']).toString().trim();
    expect(check).toBe('ok');

    const again = await start('sqlite-restored', { DATA_DIR: restored });
    expect(await signsIn(again)).toBe(true);
  });

  it('PostgreSQL: pg_dump of the running server, pg_restore into a new database', async () => {
    const source = await createPgDatabase('ops_backup_source');
    databases.push(source);
    const server = await start('pg-live', {
      DATA_DIR: path.join(dir, 'pg'),
      DATABASE_URL: source.url,
    });
    expect((await apiCall(server.url, userApi.register, { body: account })).code).toBe(201);

    const dump = path.join(dir, 'robot-square.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source.url}`]);
    const target = await createPgDatabase('ops_backup_target');
    databases.push(target);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);

    const again = await start('pg-restored', {
      DATA_DIR: path.join(dir, 'pg2'),
      DATABASE_URL: target.url,
    });
    expect(await signsIn(again)).toBe(true);
  });
});
