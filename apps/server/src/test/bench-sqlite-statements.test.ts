import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { benchPreload, benchPreloadHarness, until } from './bench-preload-harness.ts';

/** bench/sqlite-statements.mjs, the chat bench's statement timer, preloaded into a stand-in server. */
const harness = benchPreloadHarness(benchPreload('sqlite-statements.mjs'), 'BENCH_STATEMENTS_DIR');
/** the driver the server uses, which the timer wraps */
const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * A stand-in for the server's database work: one transaction of three inserts, a read, a
 * transaction rolled back, one of three inserts with a BEGIN inside it that throws, and a COMMIT
 * with no transaction open (it throws too); after each SIGUSR2 (once the timer has written its phase) the commit and
 * the read twice more, then `TURNED`.
 */
const STAND_IN = `
import { createRequire } from 'node:module';
const SQLite = createRequire(import.meta.url)(process.env.DRIVER);
const db = new SQLite(':memory:');
db.prepare('create table t (id integer primary key, v text)').run();
const insert = db.prepare('insert into t (v) values (?)');
const turn = () => {
  db.prepare('begin').run();
  for (let i = 0; i < 3; i += 1) insert.run('x' + i);
  db.prepare('commit').run();
  db.prepare('select count(*) as n from t').get();
};
turn();
db.prepare('begin').run();
insert.run('gone');
db.prepare('rollback').run();
db.prepare('begin').run();
insert.run('y1');
try { db.prepare('begin').run(); } catch {}
insert.run('y2');
insert.run('y3');
db.prepare('commit').run();
try { db.prepare('commit').run(); } catch {}
process.on('SIGUSR2', () => setImmediate(() => { turn(); turn(); console.log('TURNED'); }));
setInterval(() => {}, 1000);
console.log('READY');
`;

interface Timed {
  rollbacks: number;
  failedCommits: number;
  statements: { sql: string; calls: number; ms: number; p50: number; p95: number; max: number }[];
  commits: {
    count: number;
    us: { p50: number; p95: number; max: number };
    statements: { p50: number; max: number };
    slow: unknown[];
  };
}

const callsOf = (timed: Timed) => Object.fromEntries(timed.statements.map((s) => [s.sql, s.calls]));

describe('bench/sqlite-statements.mjs', () => {
  it('times every prepared statement and each commit, per phase', async () => {
    const standIn = harness.start(STAND_IN, { DRIVER });
    const printed = (word: string) => until(() => standIn.output().includes(word) || undefined);
    await printed('READY');
    const phase = (n: number) => {
      standIn.child.kill('SIGUSR2');
      return standIn.file<Timed>(`statements-${n}.json`);
    };

    const first = await phase(0);
    expect(callsOf(first)).toEqual({
      'create table t (id integer primary key, v text)': 1,
      begin: 4,
      'insert into t (v) values (?)': 7,
      commit: 3,
      rollback: 1,
      'select count(*) as n from t': 1,
    });
    // two commits, each of the three inserts since its BEGIN: the rolled-back transaction is no
    // commit, the BEGIN that threw opened nothing, and the COMMIT that threw committed nothing
    expect(first.commits.count).toBe(2);
    expect(first.commits.statements).toEqual({ p50: 3, max: 3 });
    expect(first.rollbacks).toBe(1);
    expect(first.failedCommits).toBe(1);
    for (const s of first.statements) {
      expect(s.p95).toBeGreaterThanOrEqual(s.p50);
      expect(s.max).toBeGreaterThanOrEqual(s.p95);
    }
    // most time first
    const ms = first.statements.map((s) => s.ms);
    expect(ms).toEqual([...ms].sort((a, b) => b - a));

    // the next phase has only what ran after the mark: two more turns
    await printed('TURNED');
    const second = await phase(1);
    expect(callsOf(second)).toEqual({
      begin: 2,
      'insert into t (v) values (?)': 6,
      commit: 2,
      'select count(*) as n from t': 2,
    });
    expect(second.commits.count).toBe(2);
    expect(second.commits.statements).toEqual({ p50: 3, max: 3 });
    expect(second.rollbacks).toBe(0);
    expect(second.failedCommits).toBe(0);
  });

  it('refuses to start without a folder for its timings', () => {
    const run = harness.startWithoutFolder(STAND_IN, { DRIVER });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('BENCH_STATEMENTS_DIR names the folder');
  });
});
