/**
 * Preloaded into a server (`--import ./bench/sqlite-statements.mjs`), times every prepared SQLite
 * statement the server runs, phase by phase of the chat bench (its SIGUSR2 marks, as
 * phase-profile.mjs and turn-timeline.mjs). Rounds 14 and 28 of issue 12 each wrote such a timer by
 * hand to learn what a turn's statements and its commits cost; this keeps one. It wraps
 * better-sqlite3's `prepare`, so the server's code is left as it is, and it sees what goes through
 * prepared statements (Kysely's and the server's own) by `run`, `get` and `all`, not `exec`,
 * `pragma` or `iterate`:
 *
 *   BENCH_STATEMENTS_DIR=/tmp/st BENCH_SERVER_NODE_ARGS="--import ./bench/sqlite-statements.mjs" \
 *     BENCH_CHAT_DATABASES=sqlite BENCH_STREAMS=0 BENCH_THIN_PROXY=false node bench/chat-streams.mjs
 *
 * Each mark writes `statements-<phase>.json` (0: the start, the sign-ups and the TTFT phase; 1: the
 * first burst; 3: the second) and prints one line:
 * - per statement (its SQL, whitespace folded, cut at 100 characters), most time first: calls, ms in
 *   all, and µs per call p50 / p95 / max;
 * - the transactions rolled back (a ROLLBACK ends the count of statements as a COMMIT does), and
 *   the COMMITs that threw (SQLITE_BUSY: not a commit, the transaction stays open);
 * - the commits: how many, µs p50 / p95 / max, how many statements each committed (those run since
 *   its BEGIN), and each commit that took 1 ms or more with when it began (ms into the phase).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stats } from './chat-bench-lib.mjs';

const dir = process.env.BENCH_STATEMENTS_DIR;
if (!dir) throw new Error('BENCH_STATEMENTS_DIR names the folder the statement timings go to');
mkdirSync(dir, { recursive: true });

/** a commit this slow is listed on its own */
const SLOW_US = 1000;
const SQL_CHARS = 100;
const now = () => Number(process.hrtime.bigint()) / 1000;

// The server's own copy of the driver (bench/ has none of its own).
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Database = require('better-sqlite3');

let phaseStart = now();
/** SQL → µs of each call this phase */
let calls = new Map();
/** this phase's commits: when (µs since the phase began), how long, how many statements */
let commits = [];
/** statements run since the last BEGIN (null: no transaction open) */
let inTransaction = null;
/** this phase's transactions rolled back (their statements are not counted into any commit) */
let rollbacks = 0;
/** this phase's COMMITs that threw (not counted as commits: the transaction is still open) */
let failedCommits = 0;

const kindOf = (sql) => {
  // A whole transaction's ROLLBACK ends it like a COMMIT; `rollback to <savepoint>` does not.
  if (/^\s*rollback(\s+transaction)?\s*;?\s*$/i.test(sql)) return 'rollback';
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === 'begin' || word === 'commit' ? word : 'other';
};

function timed(statement, method, sql, kind) {
  const original = statement[method];
  if (typeof original !== 'function') return;
  statement[method] = function timedCall(...args) {
    const start = now();
    let failed = true;
    try {
      const result = original.apply(this, args);
      failed = false;
      return result;
    } finally {
      const us = now() - start;
      let list = calls.get(sql);
      if (!list) calls.set(sql, (list = []));
      list.push(us);
      // A BEGIN that threw opened nothing; a COMMIT that threw (SQLITE_BUSY) left its transaction
      // open, to be committed again or rolled back.
      if (failed) {
        if (kind === 'commit') failedCommits += 1;
      } else if (kind === 'begin') inTransaction = 0;
      else if (kind === 'commit') {
        commits.push({ at: start - phaseStart, us, statements: inTransaction ?? 0 });
        inTransaction = null;
      } else if (kind === 'rollback') {
        rollbacks += 1;
        inTransaction = null;
      } else if (inTransaction !== null) inTransaction += 1;
    }
  };
}

const prepare = Database.prototype.prepare;
Database.prototype.prepare = function timedPrepare(source, ...rest) {
  const statement = prepare.call(this, source, ...rest);
  const sql = String(source).replace(/\s+/g, ' ').trim().slice(0, SQL_CHARS);
  const kind = kindOf(sql);
  for (const method of ['run', 'get', 'all']) timed(statement, method, sql, kind);
  return statement;
};

const round = (v, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

function summary() {
  const statements = [...calls]
    .map(([sql, us]) => {
      const { p50, p95, max } = stats(us, 0);
      return {
        sql,
        calls: us.length,
        ms: round(us.reduce((a, b) => a + b, 0) / 1000),
        p50,
        p95,
        max,
      };
    })
    .sort((a, b) => b.ms - a.ms);
  const times = stats(
    commits.map((c) => c.us),
    0,
  );
  const sizes = stats(
    commits.map((c) => c.statements),
    0,
  );
  return {
    statements,
    rollbacks,
    failedCommits,
    commits: {
      count: commits.length,
      us: { p50: times.p50, p95: times.p95, max: times.max },
      statements: { p50: sizes.p50, max: sizes.max },
      slow: commits
        .filter((c) => c.us >= SLOW_US)
        .map((c) => ({ atMs: round(c.at / 1000), us: Math.round(c.us), statements: c.statements })),
    },
  };
}

let phase = 0;
process.on('SIGUSR2', () => {
  const result = summary();
  calls = new Map();
  commits = [];
  rollbacks = 0;
  failedCommits = 0;
  phaseStart = now();
  // written whole, then renamed into place: a reader polling for the file never sees half of it
  const file = path.join(dir, `statements-${phase}.json`);
  writeFileSync(`${file}.partial`, `${JSON.stringify(result, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
  const all = result.statements.reduce((n, s) => n + s.calls, 0);
  const ms = round(result.statements.reduce((n, s) => n + s.ms, 0));
  const { count, us, slow } = result.commits;
  const top = result.statements
    .slice(0, 3)
    .map((s) => `${s.sql.slice(0, 40)} ×${s.calls} ${s.ms} ms`)
    .join('; ');
  console.error(
    `[statements ${phase}] ${all} in ${ms} ms; ${count} commits, µs p50 / p95 / max ${us.p50} / ${us.p95} / ${us.max}, ${slow.length} over 1 ms; ${result.rollbacks} rolled back, ${result.failedCommits} commits failed; most: ${top}`,
  );
  phase += 1;
});
