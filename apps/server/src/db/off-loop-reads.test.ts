import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from './database.ts';
import { OffLoopReader, offLoopKysely } from './off-loop-reads.ts';
import type { DB } from './schema.ts';
import { userRow } from '../test/user-rows.ts';

/** A read that takes a while: SQLite counting to `n` in a recursive query. */
const slowCount = (n: number) =>
  sql<{
    n: number;
  }>`with recursive c(i) as (select 1 union all select i + 1 from c where i < ${n}) select count(*) as n from c`;

/** how often a 1 ms timer fired on this thread while `work` ran */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    ticks += 1;
    setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  await work();
  done = true;
  return ticks;
}

describe('reads off the event loop (SQLite file)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-reads-'));
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers what the main connection answers, a write committed just before included', async () => {
    const rows = ['offloop-a', 'offloop-b', 'offloop-c'].map((name, i) =>
      userRow(name, { created_at: `2025-0${i + 1}-01T00:00:00.000Z` }),
    );
    await database.db.insertInto('users').values(rows).execute();
    const query = (from: Kysely<DB>) =>
      from
        .selectFrom('users')
        .select(['id', 'username', 'mobile', 'created_at'])
        .where('username', 'like', 'offloop-%')
        .where('created_at', '>', '2025-01-15')
        .orderBy('created_at', 'desc')
        .execute();
    const main = await query(database.db);
    expect(main.map((r) => r.username)).toEqual(['offloop-c', 'offloop-b']);
    expect(await query(database.reads)).toEqual(main);
  });

  it('leaves the event loop free while a long read runs', async () => {
    let answer: { n: number }[] = [];
    const ticks = await ticksDuring(async () => {
      answer = (await slowCount(3_000_000).execute(database.reads)).rows;
    });
    expect(answer).toEqual([{ n: 3_000_000 }]);
    // the same read on the main connection holds the loop from start to end: no timer fires
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('refuses writes and transactions; nothing is written', async () => {
    const row = userRow('offloop-write');
    await expect(database.reads.insertInto('users').values(row).execute()).rejects.toThrow(
      /only reads/,
    );
    await expect(database.reads.transaction().execute(async () => {})).rejects.toThrow(
      /no transactions/,
    );
    const found = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'offloop-write')
      .execute();
    expect(found).toEqual([]);
  });

  it("passes a read's error on, and keeps reading off the loop after it", async () => {
    await expect(sql`select * from no_such_table`.execute(database.reads)).rejects.toThrow(
      /no such table/,
    );
    const ticks = await ticksDuring(() => slowCount(3_000_000).execute(database.reads));
    expect(ticks).toBeGreaterThanOrEqual(3);
  });
});

describe('OffLoopReader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-reader-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ends its thread when idle and starts one again for the next read', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'idle.db') });
    const reader = new OffLoopReader(path.join(dir, 'idle.db'), {
      fallback: () => Promise.reject(new Error('no fallback expected')),
      idleMs: 20,
    });
    const reads = offLoopKysely<DB>(reader);
    try {
      expect(reader.running).toBe(false);
      expect((await sql<{ one: number }>`select 1 as one`.execute(reads)).rows).toEqual([
        { one: 1 },
      ]);
      expect(reader.running).toBe(true);
      await until(() => !reader.running);
      expect(reader.offLoop).toBe(true);
      expect((await sql<{ two: number }>`select 2 as two`.execute(reads)).rows).toEqual([
        { two: 2 },
      ]);
      expect(reader.running).toBe(true);
    } finally {
      await reader.stop();
      await database.close();
    }
    expect(reader.running).toBe(false);
  });

  it('falls back to the main connection once its thread cannot open the file, and says so once', async () => {
    const failures: string[] = [];
    const fallbacks: string[] = [];
    const reader = new OffLoopReader(path.join(dir, 'missing.db'), {
      fallback: async (query) => {
        fallbacks.push(query.sql);
        return { rows: [{ from: 'main' }] };
      },
      onFailure: (reason) => failures.push(reason),
    });
    const reads = offLoopKysely<DB>(reader);
    try {
      expect((await sql`select 1`.execute(reads)).rows).toEqual([{ from: 'main' }]);
      expect((await sql`select 2`.execute(reads)).rows).toEqual([{ from: 'main' }]);
      expect(fallbacks).toEqual(['select 1', 'select 2']);
      expect(failures).toHaveLength(1);
      expect(reader.offLoop).toBe(false);
    } finally {
      await reader.stop();
    }
  });

  it('holds the process only while a read is out: a process that never stops it still ends', async () => {
    const file = path.join(dir, 'exit.db');
    const database = openDatabase({ kind: 'sqlite', file });
    await database.close();
    // The child reads, then sends a second read without awaiting it, and never calls stop. Without
    // the ref while a read is out, it would end before the second answer; without the unref after,
    // it would wait for the idle timer's hour (here) and never end by itself.
    const script = `
      import { CompiledQuery } from 'kysely';
      import { OffLoopReader } from ${JSON.stringify(path.resolve('src/db/off-loop-reads.ts'))};
      const reader = new OffLoopReader(${JSON.stringify(file)}, {
        fallback: () => Promise.reject(new Error('no fallback expected')),
        idleMs: 3_600_000,
      });
      const first = await reader.read(CompiledQuery.raw('select 1 as n'));
      console.log(JSON.stringify(first.rows));
      // a read that takes a while (counting to 3 million), so that an unheld process would end first
      const slow = 'with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000) select count(*) as n from c';
      void reader.read(CompiledQuery.raw(slow)).then((r) => console.log(JSON.stringify(r.rows)));
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // A generous bound that only a hung process reaches (nothing here is timed).
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );
    clearTimeout(killer);
    expect({ code, signal, err }).toEqual({ code: 0, signal: null, err: '' });
    expect(out.trim().split('\n')).toEqual(['[{"n":1}]', '[{"n":3000000}]']);
  }, 40_000);
});

async function until(what: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
