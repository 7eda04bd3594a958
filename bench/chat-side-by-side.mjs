#!/usr/bin/env node
/**
 * Two servers side by side: this checkout's and another's (BENCH_SIDE_BASELINE, a worktree with
 * linked node_modules), started together against one fake model (bench/fake-model.ts), each with its
 * own SQLite folder and 20 signed-up users. Work goes to them in turn (the order swapped every round)
 * so that the machine's drift falls on both alike, which whole bench runs minutes apart cannot give
 * on a shared VM: a lever worth a few per cent is lost between two such runs. Per round and server:
 *   - BENCH_SIDE_BURST=0 (the default): BENCH_SIDE_BATCH answers, BENCH_SIDE_CONCURRENCY at a time,
 *     on one kept-alive agent (the chat bench's TTFT phase);
 *   - BENCH_SIDE_BURST=N: N answers opened at once, each on a new connection (its 200-stream phase);
 * and the server's CPU per answer (/proc, all its threads), its TTFT p50 and p95. Reported: the
 * medians over BENCH_SIDE_ROUNDS rounds, the first round on its own (a server's first burst costs
 * more than its later ones: new upstream connections, code not yet optimised), and every round.
 * BENCH_TOKENS (default 1: the turn's start, not the tokens) tokens BENCH_TOKEN_DELAY_MS apart.
 * BENCH_SERVER_NODE_ARGS is added to both servers' node arguments, `{side}` replaced by `this` or
 * `baseline` (for instance `--cpu-prof --cpu-prof-dir=/tmp/prof-{side}`); BENCH_SIDE_BASELINE_NODE_ARGS
 * to the baseline's alone (the same code with other V8 flags: BENCH_SIDE_BASELINE=. and the flags).
 * The servers' minor page faults per answer are reported too (on some VMs a fault costs ~20 µs).
 * Both servers run with this checkout's TypeScript load hook (`npm run serve`'s arguments).
 * A diagnostic, not part of `npm run bench` and without targets:
 *   BENCH_SIDE_BASELINE=/tmp/base node bench/chat-side-by-side.mjs
 * Writes bench/results/chat-side-by-side-<date>.{json,md} and prints the table.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuOf, faultsOf, pool, start, stats, stop } from './chat-bench-lib.mjs';
import { chatCalls, SERVER_READY, serverEnv, signUp } from './chat-calls.mjs';
import { describeMachine, probeMachine } from './machine-probe.mjs';
import { SERVE_ARGS } from './serve-args.mjs';
import { writeResult } from './result-files.mjs';

const env = process.env;
if (!env.BENCH_SIDE_BASELINE) throw new Error('BENCH_SIDE_BASELINE names the other checkout');
const BASELINE = path.resolve(env.BENCH_SIDE_BASELINE);
const TOKENS = Number(env.BENCH_TOKENS ?? 1);
const TOKEN_DELAY_MS = env.BENCH_TOKEN_DELAY_MS ?? '20';
const BATCH = Number(env.BENCH_SIDE_BATCH ?? 200);
const CONCURRENCY = Number(env.BENCH_SIDE_CONCURRENCY ?? 4);
const BURST = Number(env.BENCH_SIDE_BURST ?? 0);
const ROUNDS = Number(env.BENCH_SIDE_ROUNDS ?? 20);
const USERS = 20;
const WARM_UP = 40;
const root = path.resolve(import.meta.dirname, '..');
const { throughServer } = chatCalls(TOKENS);

const SIDES = [
  { key: 'this', dir: root },
  { key: 'baseline', dir: BASELINE },
];

async function startServer(side, fakePort) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-side-'));
  const extra = (env.BENCH_SERVER_NODE_ARGS ?? '')
    .split(' ')
    .filter(Boolean)
    .map((arg) => arg.replaceAll('{side}', side.key));
  if (side.key === 'baseline') {
    extra.push(...(env.BENCH_SIDE_BASELINE_NODE_ARGS ?? '').split(' ').filter(Boolean));
  }
  const server = await start(
    [process.execPath, ...SERVE_ARGS, ...extra, path.join(side.dir, 'apps/server/src/main.ts')],
    {
      ...serverEnv(Math.max(BURST, CONCURRENCY)),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
    },
    SERVER_READY,
  );
  const tokens = [];
  for (let i = 0; i < USERS; i += 1) {
    tokens.push(
      await signUp(
        `http://127.0.0.1:${server.port}`,
        `side${side.key}${i}${Date.now().toString(36)}`,
      ),
    );
  }
  return { ...server, tokens, dataDir };
}

const r2 = (v) => Math.round(v * 100) / 100;

/** One round on one server: its answers, its CPU per answer, TTFT p50 / p95. */
async function round(server, agent) {
  const before = cpuOf(server.child.pid);
  const faultsBefore = faultsOf(server.child.pid);
  let answers;
  if (BURST > 0) {
    const fresh = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        throughServer(fresh, server.port, server.tokens[i % USERS]),
      ),
    );
  } else {
    answers = [];
    await pool(BATCH, CONCURRENCY, async () => {
      answers.push(await throughServer(agent, server.port, server.tokens[0]));
    });
  }
  // the answers' last saves and the sockets' ends are this round's work too
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuMs = (cpuOf(server.child.pid) - before) * 1000;
  const faults = faultsOf(server.child.pid) - faultsBefore;
  const ttft = stats(
    answers.map((a) => a.ttftMs),
    2,
  );
  return {
    cpuMsPerAnswer: r2(cpuMs / answers.length),
    faultsPerAnswer: Math.round(faults / answers.length),
    ttftP50Ms: ttft.p50,
    ttftP95Ms: ttft.p95,
    failures: answers.filter((a) => a.failure).length,
  };
}

const fake = await start(
  [process.execPath, '--import', 'tsx', 'bench/fake-model.ts'],
  { BENCH_TOKENS: String(TOKENS), BENCH_TOKEN_DELAY_MS: TOKEN_DELAY_MS },
  /READY (\d+)/,
);
const probe = await probeMachine();
const servers = [];
const results = SIDES.map((side) => ({ side: side.key, dir: side.dir, rounds: [] }));
try {
  for (const side of SIDES) servers.push(await startServer(side, fake.port));
  const agent = new http.Agent({ keepAlive: true });
  for (const server of servers) {
    await pool(WARM_UP, CONCURRENCY, () => throughServer(agent, server.port, server.tokens[0]));
  }
  for (let r = 0; r < ROUNDS; r += 1) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const i of order) results[i].rounds.push(await round(servers[i], agent));
    console.log(
      `round ${r + 1}: ${results.map((x) => `${x.side} ${JSON.stringify(x.rounds.at(-1))}`).join('; ')}`,
    );
  }
  agent.destroy();
} finally {
  for (const server of servers) {
    await stop(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await stop(fake.child);
}

const median = (rounds, key) =>
  stats(
    rounds.map((x) => x[key]),
    2,
  ).p50;
const date = new Date().toISOString().slice(0, 10);
const shape =
  BURST > 0
    ? `bursts of ${BURST} answers opened at once`
    : `${BATCH} answers per round, ${CONCURRENCY} at a time`;
const md = [
  `# Two servers side by side, ${date}`,
  '',
  `This checkout against ${BASELINE}: ${shape}, ${TOKENS} token${TOKENS === 1 ? '' : 's'} ` +
    `${TOKEN_DELAY_MS} ms apart, ${ROUNDS} rounds, the servers in turn. ${os.cpus().length} CPUs, ` +
    `load ${os.loadavg()[0].toFixed(1)} at the end; ${describeMachine(probe)}.`,
  '',
  '| server | CPU per answer, ms (median) | page faults per answer (median) | TTFT p50, ms (median) | TTFT p95, ms (median) | first round: CPU / p50 / p95 | failures |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map((x) => {
    const first = x.rounds[0];
    return (
      `| ${x.side} | ${median(x.rounds, 'cpuMsPerAnswer')} | ${median(x.rounds, 'faultsPerAnswer')} | ` +
      `${median(x.rounds, 'ttftP50Ms')} | ` +
      `${median(x.rounds, 'ttftP95Ms')} | ${first.cpuMsPerAnswer} / ${first.ttftP50Ms} / ${first.ttftP95Ms} | ` +
      `${x.rounds.reduce((n, y) => n + y.failures, 0)} |`
    );
  }),
  '',
  'Every round, CPU per answer (ms):',
  '',
  ...results.map((x) => `- ${x.side}: ${x.rounds.map((y) => y.cpuMsPerAnswer).join(' ')}`),
  '',
].join('\n');
const dir = path.join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg(), probe },
  settings: {
    baseline: BASELINE,
    tokens: TOKENS,
    batch: BATCH,
    concurrency: CONCURRENCY,
    burst: BURST,
    rounds: ROUNDS,
    baselineNodeArgs: env.BENCH_SIDE_BASELINE_NODE_ARGS ?? '',
  },
  results,
};
writeResult('chat-side-by-side', date, report, md, dir);
console.log(`\n${md}\nwritten to bench/results/chat-side-by-side-${date}.{json,md}`);
process.exit(results.some((x) => x.rounds.some((y) => y.failures > 0)) ? 1 : 0);
