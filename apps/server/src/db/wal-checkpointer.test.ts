import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

const PAGE = 4096;
/** more pages than SQLite's own checkpoint lets the log hold (1,000) */
const ROWS = 1200;

/** `rows` rows of about a page each, in one transaction */
function fill(db: SQLite.Database, rows = ROWS) {
  const insert = db.prepare('insert into filler (text) values (?)');
  db.transaction(() => {
    for (let i = 0; i < rows; i += 1) insert.run(`${i}`.padEnd(PAGE - 200, 'x'));
  })();
}

/** the log's header salts: SQLite changes them whenever it starts the log again from its beginning */
function logSalts(file: string): string {
  const header = Buffer.alloc(32);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 32, 0);
  } finally {
    closeSync(fd);
  }
  return header.subarray(16, 24).toString('hex');
}

async function until(what: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('WAL checkpointer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-wal-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** a WAL database of its own whose commits never checkpoint, with a `filler` table */
  const walDatabase = (name: string) => {
    const file = path.join(dir, name);
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table filler (id integer primary key, text text not null)');
    return { file, db };
  };

  it('copies the log into the database file from its own thread, so the log starts again', async () => {
    const { file, db } = walDatabase('copies.db');
    const checkpointer = startWalCheckpointer(file, { everyMs: 20, onFailure: () => {} });
    try {
      const before = statSync(file).size;
      fill(db);
      const wal = statSync(`${file}-wal`).size;
      expect(wal).toBeGreaterThan(ROWS * PAGE);
      const salts = logSalts(file);
      // the pages reach the database file without a checkpoint on this connection
      await until(() => statSync(file).size > before + ROWS * PAGE);
      // once all of it is copied, a write starts the log again from its beginning (new salts)
      await until(() => {
        db.prepare('insert into filler (text) values (?)').run('one more');
        return logSalts(file) !== salts;
      });
      // so writing as much again reuses the file instead of growing it
      fill(db);
      expect(statSync(`${file}-wal`).size).toBeLessThan(wal * 1.2);
      const { n } = db.prepare('select count(*) as n from filler').get() as { n: number };
      expect(n).toBeGreaterThan(2 * ROWS);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it('leaves nothing open once stopped: the last connection then removes the log', async () => {
    const { file, db } = walDatabase('stops.db');
    const checkpointer = startWalCheckpointer(file, { everyMs: 20, onFailure: () => {} });
    fill(db, 10);
    // its connection is open (a PASSIVE checkpoint has run)
    await new Promise((r) => setTimeout(r, 100));
    await checkpointer.stop();
    await checkpointer.stop();
    db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('says so when its thread cannot work', async () => {
    const reason = await new Promise<string>((resolve) => {
      startWalCheckpointer(path.join(dir, 'missing', 'nothing.db'), {
        everyMs: 20,
        onFailure: resolve,
      });
    });
    expect(reason).toMatch(/open database/i);
  });

  it('is what a database file gets: its own commits never checkpoint; memory databases get none', async () => {
    /** the connection's automatic checkpoint (pages; 0: never), read on a database opened as the app does */
    const autocheckpointOf = async (file: string) => {
      const database = openDatabase({ kind: 'sqlite', file });
      try {
        const { rows } = await sql<{
          wal_autocheckpoint: number;
        }>`pragma wal_autocheckpoint`.execute(database.db);
        return rows[0]?.wal_autocheckpoint;
      } finally {
        await database.close();
      }
    };
    const file = path.join(dir, 'app.db');
    expect(await autocheckpointOf(file)).toBe(0);
    // closed with its checkpointer first, so that its own close removed the log
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(await autocheckpointOf(':memory:')).toBe(1000);
  });
});
