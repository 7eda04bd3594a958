/**
 * What a chat turn's SQLite writes cost on the event loop, with the WAL checkpointed by a thread of
 * its own (db/wal-checkpointer.ts, as the server runs) and by SQLite itself inside the commit that
 * fills the log past 1,000 pages (as before, `checkpointInThread: false`). Each variant gets a fresh
 * database file in a temporary directory and writes BENCH_TURNS turns one after another through the
 * chat repository: the turn's rows (a new conversation, the question, the answer) and the answer's
 * final save, each awaited and timed. A commit that checkpoints writes the log's pages into the
 * database file and syncs both: every request and stream of the server waits for it.
 * Run: `node --import ./apps/server/runtime/register.mjs bench/sqlite-commits.ts` (seconds; not in
 * `npm run bench`). Writes bench/results/sqlite-commits-<date>.{json,md}; exits 1 if the threaded
 * variant misses its target.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { createChatRepository } from '../apps/server/src/modules/chat/chat.repository.ts';
import { newConversation } from './turn-write-rows.ts';
import { writeResult } from './result-files.mjs';

const TURNS = Number(process.env.BENCH_TURNS ?? 3000);
const ROUNDS = 2;
/** the slowest 1 % of a turn's writes (the turn's rows plus the final save), threaded checkpoints */
const TARGET_P99_MS = 2;

interface Figures {
  p50: number;
  p99: number;
  max: number;
  over2ms: number;
  totalMs: number;
}

async function run(checkpointInThread: boolean): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-commits-'));
  const database = openDatabase(
    { kind: 'sqlite', file: path.join(dir, 'bench.db') },
    { checkpointInThread },
  );
  try {
    await migrateToLatest(database);
    // no user rows: the bench writes chat rows only
    await sql`pragma foreign_keys = off`.execute(database.db);
    const repo = createChatRepository(database.db, 'sqlite');
    const times: number[] = [];
    for (let i = 0; i < TURNS; i += 1) {
      const now = new Date().toISOString();
      const conversationId = randomUUID();
      const question = randomUUID();
      const answer = randomUUID();
      const message = (id: string, role: 'user' | 'assistant', parent: string | null) => ({
        id,
        conversation_id: conversationId,
        parent_id: parent,
        role,
        content: role === 'user' ? 'What is the tallest mountain on Earth?' : '',
        status: role === 'user' ? ('done' as const) : ('streaming' as const),
        model: role === 'user' ? null : 'bench-model',
        error_code: null,
        finish_reason: null,
        usage_prompt: null,
        usage_completion: null,
        created_at: now,
        updated_at: now,
        tool_steps: null,
        latency_ms: null,
      });
      const started = performance.now();
      await repo.insertTurn({
        conversation: newConversation(
          conversationId,
          'bench-user',
          'What is the tallest mountain on Earth?',
          now,
        ),
        conversationId,
        messages: [message(question, 'user', null), message(answer, 'assistant', question)],
        currentModel: 'bench-model',
        now,
        countChatOf: null,
      });
      await repo.updateAnswer(answer, {
        content: 'Mount Everest, 8,849 metres above sea level.',
        status: 'done',
        finish_reason: 'stop',
        updated_at: new Date().toISOString(),
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const round = (v: number) => Math.round(v * 100) / 100;
    return {
      p50: round(at(0.5)),
      p99: round(at(0.99)),
      max: round(times.at(-1)!),
      over2ms: times.filter((t) => t > 2).length,
      totalMs: Math.round(times.reduce((a, b) => a + b, 0)),
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: { round: number; variant: string; figures: Figures }[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [variant, threaded] of [
    ['checkpoints in a thread', true],
    ['checkpoints in the commit (SQLite alone)', false],
  ] as const) {
    const figures = await run(threaded);
    results.push({ round, variant, figures });
    console.log(`round ${round}, ${variant}: ${JSON.stringify(figures)}`);
  }
}

const threadedP99 = Math.max(
  ...results.filter((r) => r.variant.includes('thread')).map((r) => r.figures.p99),
);
const met = threadedP99 <= TARGET_P99_MS;
const date = new Date().toISOString().slice(0, 10);
const rows = results.map(
  (r) =>
    `| ${r.round} | ${r.variant} | ${r.figures.p50} | ${r.figures.p99} | ${r.figures.max} | ` +
    `${r.figures.over2ms} | ${r.figures.totalMs} |`,
);
const md = [
  `# SQLite commits of a chat turn, ${date}`,
  '',
  `${TURNS} turns one after another per run (the turn's rows, then the answer's final save), ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}. Milliseconds per turn.`,
  '',
  '| round | checkpoints | p50 | p99 | max | turns over 2 ms | total ms |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `Threaded checkpoints: p99 ${threadedP99} ms (target <= ${TARGET_P99_MS} ms) ${met ? 'ok' : 'MISSED'}.`,
  '',
].join('\n');
const out = path.join(import.meta.dirname, 'results');
writeResult(
  'sqlite-commits',
  date,
  { date: new Date().toISOString(), turns: TURNS, targetP99Ms: TARGET_P99_MS, results },
  md,
  out,
);
console.log(`\n${md}`);
process.exit(met ? 0 : 1);
