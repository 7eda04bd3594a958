/**
 * What a chat turn writes to the database's log on a database that has been in use for a while, with
 * the ids the server makes for a turn's rows (UUID v7, time-ordered: lib/ids.ts) and, for comparison,
 * random ones (UUID v4, what every row had before; decision 044). For each database (SQLite, and
 * PostgreSQL unless BENCH_DATABASES says otherwise) and each kind of id, a fresh database is filled
 * with BENCH_VOLUME_PREFILL earlier turns of 2,000 users (a conversation, its root, question and
 * answer, the credit ledger's entry: made with that kind of id), then BENCH_VOLUME_TURNS turns are
 * written one after another through the chat and credits repositories as a paid turn writes them
 * (the debit leading the turn's rows, then the answer's final save), right after a checkpoint:
 *   - PostgreSQL: WAL bytes per turn (`pg_current_wal_lsn`). The first change to a page after a
 *     checkpoint writes the whole 8 KB page to the WAL, so a key that lands on a page of its own in
 *     each index costs a page image there;
 *   - SQLite: pages appended to the write-ahead log per turn (its frames; checkpoints held off while
 *     the turns are written);
 * and the turn's write time (a figure without a target: timing belongs to the chat bench).
 * Run: `node --import ./apps/server/runtime/register.mjs bench/turn-write-volume.ts` (a few minutes;
 * `npm run bench -- volume`). Writes bench/results/turn-write-volume-<date>.{json,md}; exits 1 if a
 * target is missed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { type Database, migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { newOrderedId } from '../apps/server/src/lib/ids.ts';
import { addUsers, prefill, USERS, writeTurns } from './turn-write-rows.ts';
import { summaryTableMd } from './summary.mjs';
import { writeResult } from './result-files.mjs';

type IdKind = 'ordered' | 'random';

const env = process.env;
const PREFILL = Number(env.BENCH_VOLUME_PREFILL ?? 100_000);
const TURNS = Number(env.BENCH_VOLUME_TURNS ?? 2_000);
const DATABASES = (env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
/** the kinds of id, in the order they are measured */
const ID_KINDS = (env.BENCH_VOLUME_IDS ?? 'ordered,random')
  .split(',')
  .map((k) => k.trim()) as IdKind[];
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * What a turn writes to the log with the server's ids, as a share of what it writes with random ones
 * (the same turns on a database filled the same way): the keys' order is what the ids decide, and the rest of a
 * turn's writes (the indexes led by the user, the balance's row) is the same either way.
 */
const TARGET_SHARE_PERCENT = { postgres: 70, sqlite: 95 };

const idMaker: Record<IdKind, () => string> = { ordered: newOrderedId, random: randomUUID };

interface Figures {
  database: string;
  ids: IdKind;
  turns: number;
  /** PostgreSQL: KB of WAL per turn; SQLite: pages to the log per turn */
  logPerTurn: number;
  logUnit: 'KB of WAL' | 'pages';
  msPerTurn: number;
  prefillSeconds: number;
  /** after the turns: PostgreSQL, the three tables with their indexes; SQLite, the database file */
  sizeMb: number;
}

const round = (v: number, places = 2) => Math.round(v * 10 ** places) / 10 ** places;

/** the database migrated, its users added and PREFILL earlier turns written with `ids` */
async function filled(database: Database, ids: IdKind) {
  await migrateToLatest(database);
  const { db } = database;
  const users = await addUsers(db);
  const t0 = performance.now();
  await prefill(db, users, idMaker[ids], PREFILL);
  return { db, users, prefillSeconds: (performance.now() - t0) / 1000 };
}

async function onSqlite(ids: IdKind): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-volume-'));
  const file = path.join(dir, 'bench.db');
  const database = openDatabase({ kind: 'sqlite', file }, { checkpointInThread: false });
  try {
    const { db, users, prefillSeconds } = await filled(database, ids);
    // the log emptied, then held: every page the turns write stays in it to be counted
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    await sql`pragma wal_autocheckpoint = 0`.execute(db);
    const msPerTurn = await writeTurns(db, 'sqlite', users, idMaker[ids], TURNS);
    const pageSize = Number(
      (await sql<{ page_size: number }>`pragma page_size`.execute(db)).rows[0]!.page_size,
    );
    const walBytes = statSync(`${file}-wal`).size;
    // a frame is a 24-byte header and a page, after the log's 32-byte header
    const frames = (walBytes - 32) / (pageSize + 24);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    return {
      database: 'sqlite',
      ids,
      turns: TURNS,
      logPerTurn: round(frames / TURNS, 1),
      logUnit: 'pages',
      msPerTurn: round(msPerTurn, 3),
      prefillSeconds: round(prefillSeconds, 1),
      sizeMb: round(statSync(file).size / 2 ** 20, 1),
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(ids: IdKind): Promise<Figures> {
  const name = `bench_volume_${ids}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const { db, users, prefillSeconds } = await filled(database, ids);
    await sql`vacuum analyze`.execute(db);
    await sql`checkpoint`.execute(db);
    const lsn = async () =>
      (await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)).rows[0]!
        .lsn;
    const before = await lsn();
    const msPerTurn = await writeTurns(db, 'postgres', users, idMaker[ids], TURNS);
    const after = await lsn();
    const bytes = Number(
      (await sql<{ d: string }>`select pg_wal_lsn_diff(${after}, ${before})::text as d`.execute(db))
        .rows[0]!.d,
    );
    const size = Number(
      (
        await sql<{
          s: string;
        }>`select (pg_total_relation_size('conversations') + pg_total_relation_size('messages') + pg_total_relation_size('credit_ledger'))::text as s`.execute(
          db,
        )
      ).rows[0]!.s,
    );
    return {
      database: 'postgres',
      ids,
      turns: TURNS,
      logPerTurn: round(bytes / TURNS / 1024, 2),
      logUnit: 'KB of WAL',
      msPerTurn: round(msPerTurn, 3),
      prefillSeconds: round(prefillSeconds, 1),
      sizeMb: round(size / 2 ** 20, 1),
    };
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

const figures: Figures[] = [];
for (const database of DATABASES) {
  for (const ids of ID_KINDS) {
    console.log(`[volume] ${database}, ${ids} ids: ${PREFILL} earlier turns, then ${TURNS}...`);
    figures.push(database === 'postgres' ? await onPostgres(ids) : await onSqlite(ids));
    console.log(`[volume] ${JSON.stringify(figures.at(-1))}`);
  }
}

const of = (database: string, ids: IdKind) =>
  figures.find((f) => f.database === database && f.ids === ids);
const summary = DATABASES.flatMap((database) => {
  const ordered = of(database, 'ordered');
  const random = of(database, 'random');
  const unit = database === 'postgres' ? 'KB' : 'pages';
  const what = database === 'postgres' ? 'KB of WAL' : 'pages in the log';
  const rows = [ordered, random]
    .filter((f) => f !== undefined)
    .map((f) => ({
      figure: `a turn's ${what} on ${database}, ${f.ids === 'ordered' ? "the server's time-ordered ids" : 'random ids (before, for comparison)'} (${PREFILL} earlier turns)`,
      value: f.logPerTurn,
      unit,
      target: '',
      met: true,
    }));
  if (!ordered || !random) return rows;
  const share = Math.round((100 * ordered.logPerTurn) / random.logPerTurn);
  const target = TARGET_SHARE_PERCENT[database as 'sqlite' | 'postgres'];
  return [
    ...rows,
    {
      figure: `a turn's ${what} on ${database}, the server's ids against random ones`,
      value: share,
      unit: '%',
      target: `<= ${target} %`,
      met: share <= target,
    },
  ];
});

const date = new Date().toISOString().slice(0, 10);
const result = {
  date: new Date().toISOString(),
  prefillTurns: PREFILL,
  turns: TURNS,
  users: USERS,
  machine: { cpus: os.cpus().length, node: process.version },
  loadAverage: os.loadavg().map((l) => round(l)),
  figures,
  summary,
};
const md = `# A chat turn's log writes on a database in use, ${date}

${PREFILL} earlier turns of ${USERS} users in each fresh database, then ${TURNS} paid turns one after
another (the debit leading the turn's rows, then the answer's final save), right after a checkpoint;
the turns' ids time-ordered as the server makes them (UUID v7) or random (UUID v4, before).
Load average ${result.loadAverage.join(' / ')} on ${result.machine.cpus} CPUs, Node ${process.version}.

| database | ids | log per turn | write time per turn (no target) | tables and indexes after | filled in |
| --- | --- | --- | --- | --- | --- |
${figures
  .map(
    (f) =>
      `| ${f.database} | ${f.ids} | ${f.logPerTurn} ${f.logUnit} | ${f.msPerTurn} ms | ${f.sizeMb} MB | ${f.prefillSeconds} s |`,
  )
  .join('\n')}

${summaryTableMd(summary)}
`;
const dir = path.join(import.meta.dirname, 'results');
writeResult('turn-write-volume', date, result, md, dir);
console.log(`\n${md}\nwritten to bench/results/turn-write-volume-${date}.{json,md}`);
process.exit(summary.every((s) => s.met) ? 0 : 1);
