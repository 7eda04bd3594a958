#!/usr/bin/env node
/**
 * The chat ladder: what each layer of a chat turn adds to the time to first token, measured as the
 * chat bench measures our server (bench/chat-streams.mjs, phase 1: answers straight to the fake model
 * and through the server under test interleaved, BENCH_LADDER_CONCURRENCY at a time, the fake's
 * BENCH_TOKENS tokens BENCH_TOKEN_DELAY_MS apart). The servers under test, each in its own process
 * and started in turn, BENCH_LADDER_ROUNDS times in alternation:
 *   - the thinnest proxy (bench/thin-proxy.mjs, node:http);
 *   - the rungs of bench/ladder-proxy.mjs (Fastify; then a SQLite write; our events; the `meta`
 *     event first; a session lookup): the least a chat server has to do, without our code;
 *   - our server (production's runtime, SQLite unless told otherwise, one signed-up user).
 * Our server's distance from the top rung is what our own layers cost. Options:
 *   - BENCH_LADDER_STEPS (comma separated: thin, fastify, write, events, meta, session, server)
 *     keeps only those steps;
 *   - BENCH_LADDER_BASELINE=<another checkout> adds its server as one more step, to compare a change
 *     with what it changes (the checkout needs its packages: `npm ci`, or links to ours);
 *   - BENCH_LADDER_DATABASE_URL runs our servers on that PostgreSQL database instead of SQLite.
 * A diagnostic, not part of `npm run bench` and without targets: `node bench/chat-ladder.mjs`
 * (~20 minutes with the defaults).
 * Writes bench/results/chat-ladder-<date>.{json,md} and prints the table.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuOf, pool, start, stats, stop } from './chat-bench-lib.mjs';
import { chatCalls, SERVER_READY, serverEnv, signUp } from './chat-calls.mjs';
import { SERVE_ARGS, SERVE_V8_FLAGS } from './serve-args.mjs';
import { writeResult } from './result-files.mjs';

const env = process.env;
const TOKENS = Number(env.BENCH_TOKENS ?? 50);
const TOKEN_DELAY_MS = env.BENCH_TOKEN_DELAY_MS ?? '20';
const REQUESTS = Number(env.BENCH_LADDER_REQUESTS ?? 100);
const CONCURRENCY = Number(env.BENCH_LADDER_CONCURRENCY ?? 4);
const ROUNDS = Number(env.BENCH_LADDER_ROUNDS ?? 2);
const WARM_UP = 20;
const ONLY = env.BENCH_LADDER_STEPS?.split(',').map((key) => key.trim());
const BASELINE = env.BENCH_LADDER_BASELINE ? path.resolve(env.BENCH_LADDER_BASELINE) : null;
/** our servers' database: SQLite in a fresh folder, or this PostgreSQL database (which they migrate) */
const DATABASE_URL = env.BENCH_LADDER_DATABASE_URL ?? '';
const DATABASE = DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const FIRST_TOKEN_DELAY_MS = Number(env.BENCH_FIRST_TOKEN_DELAY_MS ?? 0);
const CREDITS = serverEnv(1).CREDITS_ENABLED === 'true';
const { openAiStream, ourEventsStream, throughServer } = chatCalls(TOKENS);

/** Each step of the ladder: how to start it and how to ask it. */
const ALL_STEPS = [
  {
    key: 'thin',
    name: 'thinnest proxy (node:http, the model stream piped)',
    args: [...SERVE_V8_FLAGS, 'bench/thin-proxy.mjs'],
    env: {},
    ask: openAiStream,
  },
  ...[
    ['fastify', 'Fastify route, JSON body, the model stream piped'],
    ['write', '+ the turn written to SQLite first'],
    ['events', '+ the model stream re-sent as our events'],
    ['meta', '+ headers and `meta` before the model is asked'],
    ['session', '+ a session lookup'],
  ].map(([rung, name]) => ({
    key: rung,
    name,
    args: [...SERVE_V8_FLAGS, 'bench/ladder-proxy.mjs'],
    env: { LADDER_RUNG: rung },
    ask: rung === 'fastify' || rung === 'write' ? openAiStream : ourEventsStream,
  })),
  {
    key: 'server',
    name: `our server (${DATABASE})`,
    server: true,
    args: [...SERVE_ARGS, 'apps/server/src/main.ts'],
  },
  ...(BASELINE
    ? [
        {
          key: 'baseline',
          name: `our server at ${BASELINE} (${DATABASE})`,
          server: true,
          args: [...SERVE_ARGS, path.join(BASELINE, 'apps/server/src/main.ts')],
        },
      ]
    : []),
];
const STEPS = ALL_STEPS.filter((s) => !ONLY || ONLY.includes(s.key) || s.key === 'baseline');
if (STEPS.length === 0) throw new Error(`BENCH_LADDER_STEPS names no step: ${ONLY?.join(',')}`);

async function startStep(step, fakePort) {
  if (!step.server) {
    const proxy = await start(
      [process.execPath, ...step.args],
      { ...step.env, BENCH_PROXY_UPSTREAM_PORT: String(fakePort) },
      /READY (\d+)/,
    );
    return { ...proxy, ask: (agent) => step.ask(agent, proxy.port), cleanUp: () => {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ladder-server-'));
  const server = await start(
    [process.execPath, ...step.args],
    {
      ...serverEnv(CONCURRENCY),
      DATABASE_URL,
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
    },
    SERVER_READY,
  );
  const token = await signUp(`http://127.0.0.1:${server.port}`, `ladder${Date.now().toString(36)}`);
  return {
    ...server,
    ask: (agent) => throughServer(agent, server.port, token),
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** One step: TTFT straight to the fake and through the step, interleaved; its CPU per answer. */
async function measure(step, fakePort) {
  const under = await startStep(step, fakePort);
  const agent = new http.Agent({ keepAlive: true });
  try {
    await pool(WARM_UP, CONCURRENCY, (i) =>
      i % 2 ? openAiStream(agent, fakePort) : under.ask(agent),
    );
    const direct = [];
    const through = [];
    const cpuBefore = cpuOf(under.child.pid);
    await pool(REQUESTS, CONCURRENCY, async (i) => {
      for (const kind of i % 2 ? ['direct', 'through'] : ['through', 'direct']) {
        if (kind === 'direct') direct.push(await openAiStream(agent, fakePort));
        else through.push(await under.ask(agent));
      }
    });
    const cpuMs = (cpuOf(under.child.pid) - cpuBefore) * 1000;
    const failures = [...direct, ...through].filter((r) => r.failure).map((r) => r.failure);
    const d = stats(direct.map((r) => r.ttftMs));
    const t = stats(through.map((r) => r.ttftMs));
    return {
      directP50Ms: d.p50,
      throughP50Ms: t.p50,
      addedP50Ms: Math.round((t.p50 - d.p50) * 10) / 10,
      cpuMsPerAnswer: Math.round((cpuMs / REQUESTS) * 10) / 10,
      failures: failures.length,
      failureSamples: [...new Set(failures)].slice(0, 3),
    };
  } finally {
    agent.destroy();
    await stop(under.child);
    under.cleanUp();
  }
}

const fake = await start(
  [process.execPath, '--import', 'tsx', 'bench/fake-model.ts'],
  { BENCH_TOKENS: String(TOKENS), BENCH_TOKEN_DELAY_MS: TOKEN_DELAY_MS },
  /READY (\d+)/,
);
const results = STEPS.map((step) => ({ step: step.name, rounds: [] }));
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [i, step] of STEPS.entries()) {
      const figures = await measure(step, fake.port);
      results[i].rounds.push(figures);
      console.log(`round ${round}, ${step.name}: ${JSON.stringify(figures)}`);
    }
  }
} finally {
  await stop(fake.child);
}

const date = new Date().toISOString().slice(0, 10);
const list = (rounds, key) => rounds.map((r) => r[key]).join(' / ');
const md = [
  `# The chat ladder, ${date}`,
  '',
  `Time to first token added at the median (through the step against straight to the fake model), ` +
    `${REQUESTS} answers each way per round, ${CONCURRENCY} at a time, ${TOKENS} token${TOKENS === 1 ? '' : 's'} ` +
    `${TOKEN_DELAY_MS} ms apart` +
    (FIRST_TOKEN_DELAY_MS ? `, the first after ${FIRST_TOKEN_DELAY_MS} ms` : '') +
    `; our servers with credits ${CREDITS ? 'on' : 'off'}; ${ROUNDS} rounds, the steps alternating. ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)} at the end.`,
  '',
  '| step | TTFT added, ms | CPU per answer, ms | failures |',
  '| --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.step} | ${list(r.rounds, 'addedP50Ms')} | ${list(r.rounds, 'cpuMsPerAnswer')} | ` +
      `${r.rounds.reduce((n, x) => n + x.failures, 0)} |`,
  ),
  '',
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
  settings: {
    tokens: TOKENS,
    tokenDelayMs: Number(TOKEN_DELAY_MS),
    firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
    credits: CREDITS,
    requests: REQUESTS,
    rounds: ROUNDS,
    database: DATABASE,
    baseline: BASELINE,
  },
  results,
};
writeResult('chat-ladder', date, report, md, dir);
console.log(`\n${md}\nwritten to bench/results/chat-ladder-${date}.{json,md}`);
process.exit(results.some((r) => r.rounds.some((x) => x.failures > 0)) ? 1 : 0);
