#!/usr/bin/env node
/**
 * Chat streaming bench (npm run bench -- chat). Starts the fake OpenAI-compatible model
 * (bench/fake-model.ts, BENCH_TOKENS tokens BENCH_TOKEN_DELAY_MS apart) and the real server
 * (apps/server/src/main.ts, production mode, SQLite in a temporary DATA_DIR) as two processes, then
 *   1. time to first token: BENCH_TTFT_REQUESTS answers through POST /api/stream/chat (request start to
 *      the first `event: delta`) and as many straight to the fake (to the first content chunk), the
 *      two interleaved, BENCH_TTFT_CONCURRENCY at a time. Target: median overhead <= 10 ms;
 *   2. BENCH_STREAMS chat streams opened at once: every one must end with `event: done` and the whole
 *      answer, while the server's resident memory (VmRSS, sampled every 100 ms; VmHWM at the end)
 *      stays <= 400 MB.
 * Writes bench/results/chat-<date>.json and .md, prints a table, exits 1 if a target is missed.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  cpuOf,
  memoryOf,
  openAiChunkText,
  pool,
  postJson,
  start,
  stats,
  stop,
  streamPost,
} from './chat-bench-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const TOKENS = Number(env.BENCH_TOKENS ?? 50);
const TOKEN_DELAY_MS = Number(env.BENCH_TOKEN_DELAY_MS ?? 20);
const TTFT_REQUESTS = Number(env.BENCH_TTFT_REQUESTS ?? 200);
const TTFT_CONCURRENCY = Number(env.BENCH_TTFT_CONCURRENCY ?? 4);
const STREAMS = Number(env.BENCH_STREAMS ?? 1000);
const USERS = Number(env.BENCH_CHAT_USERS ?? 20);
const WARM_UP = 20;
const TARGET_TTFT_OVERHEAD_MS = 10;
const TARGET_RSS_MB = 400;

const QUESTION = 'What is the tallest mountain on Earth, and how tall is it?';
const EXPECTED_ANSWER = Array.from({ length: TOKENS }, (_, i) => `tok${i} `).join('');
// The server's default assistant prompt is about this long; the direct call sends one like it.
const SYSTEM =
  'You are the helpful general assistant of Robot Square. Answer accurately and concisely, use ' +
  'Markdown where it helps, say so when you are not sure, and reply in the language the user writes in.';

// The limits that would refuse a bench (3 streams and 20 answers a minute per user, credits) are
// raised or off: the bench measures streaming, not the limiter.
const SERVER_ENV = {
  NODE_ENV: 'production',
  SMS_LOG_SENDER_IN_PRODUCTION: 'true',
  REGISTER_MAX_PER_IP: '1000000',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
  DATABASE_URL: '',
  REDIS_URL: '',
  OPENAI_API_KEY: 'bench',
  // production stores the seeded provider's key only when it can encrypt it
  MODEL_KEY_SECRET: 'bench-model-key-secret-not-for-production',
  OPENAI_MODEL: 'bench-model',
  CREDITS_ENABLED: 'false',
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: String(STREAMS),
  CHAT_RATE_PER_MINUTE: '1000000',
};

function direct(agent, fakePort) {
  return streamPost(
    agent,
    `http://127.0.0.1:${fakePort}/v1/chat/completions`,
    {
      model: 'bench-model',
      stream: true,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: QUESTION },
      ],
    },
    { authorization: 'Bearer bench' },
    {
      firstToken: (b) => openAiChunkText(b) !== '',
      text: openAiChunkText,
      end: (b) => b.data === '[DONE]',
      expected: EXPECTED_ANSWER,
    },
  );
}

function throughServer(agent, serverPort, token) {
  return streamPost(
    agent,
    `http://127.0.0.1:${serverPort}/api/stream/chat`,
    { conversationId: 'new_conversation', message: QUESTION },
    { authorization: `Bearer ${token}` },
    {
      firstToken: (b) => b.event === 'delta',
      text: (b) => (b.event === 'delta' ? (JSON.parse(b.data).content ?? '') : ''),
      end: (b) => b.event === 'done',
      expected: EXPECTED_ANSWER,
    },
  );
}

async function measureTtft(fakePort, serverPort, token) {
  const agent = new http.Agent({ keepAlive: true });
  // Warm-up: JIT, the server's model list cache, SQLite pages, pooled connections on both sides.
  await pool(WARM_UP, TTFT_CONCURRENCY, (i) =>
    i % 2 ? direct(agent, fakePort) : throughServer(agent, serverPort, token),
  );
  const viaDirect = [];
  const viaServer = [];
  // Each worker alternates (and swaps the order every round) so that noise falls on both alike.
  await pool(TTFT_REQUESTS, TTFT_CONCURRENCY, async (i) => {
    for (const kind of i % 2 ? ['direct', 'server'] : ['server', 'direct']) {
      if (kind === 'direct') viaDirect.push(await direct(agent, fakePort));
      else viaServer.push(await throughServer(agent, serverPort, token));
    }
  });
  agent.destroy();
  const failures = [...viaDirect, ...viaServer].filter((r) => r.failure).map((r) => r.failure);
  const d = stats(viaDirect.map((r) => r.ttftMs));
  const s = stats(viaServer.map((r) => r.ttftMs));
  return {
    requests: TTFT_REQUESTS,
    concurrency: TTFT_CONCURRENCY,
    directMs: d,
    serverMs: s,
    overheadP50Ms: Math.round((s.p50 - d.p50) * 10) / 10,
    overheadP95Ms: Math.round((s.p95 - d.p95) * 10) / 10,
    failures: failures.length,
    failureSamples: [...new Set(failures)].slice(0, 5),
  };
}

async function measureConcurrent(serverPort, serverPid, fakePid, tokens) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = memoryOf(serverPid);
  const cpuBefore = { server: cpuOf(serverPid), fake: cpuOf(fakePid), bench: process.cpuUsage() };
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(serverPid).rss);
    } catch {
      // the server is gone; the streams will say so
    }
  }, 100);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) =>
      throughServer(agent, serverPort, tokens[i % tokens.length]),
    ),
  );
  const durationS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(serverPid);
  const round = (v) => Math.round(v * 10) / 10;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpuSeconds = {
    server: round(cpuOf(serverPid) - cpuBefore.server),
    fakeModel: round(cpuOf(fakePid) - cpuBefore.fake),
    benchClient: round((benchCpu.user + benchCpu.system) / 1e6),
  };
  agent.destroy();
  const failures = results.filter((r) => r.failure).map((r) => r.failure);
  return {
    streams: STREAMS,
    users: tokens.length,
    completed: results.filter((r) => !r.failure).length,
    failures: failures.length,
    failureSamples: [...new Set(failures)].slice(0, 5),
    durationS: round(durationS),
    headersMs: stats(results.map((r) => r.headersMs)),
    firstEventMs: stats(results.map((r) => r.firstEventMs)),
    ttftMs: stats(results.map((r) => r.ttftMs)),
    streamMs: stats(results.map((r) => r.totalMs)),
    // the three processes share the machine's CPUs: what each of them used during this phase
    cpuSeconds,
    rssMb: {
      before: round(before.rss),
      sampledPeak: round(peak),
      after: round(after.rss),
      // the kernel's own high-water mark over the server's whole life (start-up and phase 1 included)
      highWaterMark: round(after.hwm),
    },
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
const fake = await start(
  [process.execPath, '--import', 'tsx', 'bench/fake-model.ts'],
  { BENCH_TOKENS: String(TOKENS), BENCH_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS) },
  /READY (\d+)/,
);
let server;
let report;
try {
  // node itself (not npx) so that the child's pid is the server's, for /proc/<pid>/status.
  server = await start(
    [
      process.execPath,
      ...(env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: `http://127.0.0.1:${fake.port}/v1`,
    },
    /running at\s+http:\/\/[^:]+:(\d+)/,
  );
  const base = `http://127.0.0.1:${server.port}`;
  const tokens = [];
  for (let i = 0; i < USERS; i += 1) {
    const username = `bench${i}${Date.now().toString(36)}`;
    await postJson(`${base}/api/user/register`, { username, password: 'bench-password' });
    const login = await postJson(`${base}/api/user/login`, {
      username,
      password: 'bench-password',
    });
    tokens.push(login.access_token);
  }
  console.log(
    `[chat] fake model: ${TOKENS} tokens, ${TOKEN_DELAY_MS} ms apart; ${USERS} users. ` +
      `Time to first token over ${TTFT_REQUESTS} + ${TTFT_REQUESTS} answers...`,
  );
  const ttft = await measureTtft(fake.port, server.port, tokens[0]);
  console.log(`[chat] ${STREAMS} concurrent streams...`);
  const concurrent = await measureConcurrent(server.port, server.child.pid, fake.child.pid, tokens);
  const pass = {
    ttft: ttft.overheadP50Ms <= TARGET_TTFT_OVERHEAD_MS && ttft.failures === 0,
    concurrent:
      concurrent.failures === 0 &&
      Math.max(concurrent.rssMb.sampledPeak, concurrent.rssMb.highWaterMark) <= TARGET_RSS_MB,
  };
  report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    fakeModel: { tokens: TOKENS, tokenDelayMs: TOKEN_DELAY_MS },
    server: { database: 'sqlite', env: SERVER_ENV },
    targets: { ttftOverheadP50Ms: TARGET_TTFT_OVERHEAD_MS, rssMb: TARGET_RSS_MB },
    ttft,
    concurrent,
    pass,
  };
} finally {
  if (server) await stop(server.child);
  await stop(fake.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const { ttft, concurrent, pass } = report;
const mark = (ok) => (ok ? 'ok' : 'MISSED');
const peakRss = Math.max(concurrent.rssMb.sampledPeak, concurrent.rssMb.highWaterMark);
const rows = [
  ['measure', 'value', 'target'],
  ['---', '---', '---'],
  ['TTFT direct to fake, p50 / p95', `${ttft.directMs.p50} / ${ttft.directMs.p95} ms`, ''],
  ['TTFT through server, p50 / p95', `${ttft.serverMs.p50} / ${ttft.serverMs.p95} ms`, ''],
  [
    'TTFT overhead, p50 (p95)',
    `${ttft.overheadP50Ms} ms (${ttft.overheadP95Ms} ms)`,
    `<= ${TARGET_TTFT_OVERHEAD_MS} ms ${mark(pass.ttft)}`,
  ],
  [
    `${STREAMS} concurrent streams completed`,
    `${concurrent.completed} / ${STREAMS} in ${concurrent.durationS} s`,
    `all ${mark(concurrent.failures === 0)}`,
  ],
  [
    'under load: TTFT p50 / p95, stream p50 / p95',
    `${concurrent.ttftMs.p50} / ${concurrent.ttftMs.p95} ms, ` +
      `${concurrent.streamMs.p50} / ${concurrent.streamMs.p95} ms`,
    '',
  ],
  [
    'server RSS: before / sampled peak / high-water mark',
    `${concurrent.rssMb.before} / ${concurrent.rssMb.sampledPeak} / ${concurrent.rssMb.highWaterMark} MB`,
    `<= ${TARGET_RSS_MB} MB ${mark(peakRss <= TARGET_RSS_MB)}`,
  ],
];
const table = rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
const failures = [...ttft.failureSamples, ...concurrent.failureSamples];
const date = report.date.slice(0, 10);
const md = `# Chat streaming bench, ${date}

Fake OpenAI-compatible model in its own process: ${TOKENS} tokens, ${TOKEN_DELAY_MS} ms apart. The real
server (\`apps/server/src/main.ts\`, NODE_ENV=production, LOG_LEVEL=warn, SQLite) in another, the bench
client in a third, all on the same ${report.machine.cpus} CPUs (Node ${process.version}), so they contend;
load average at the end: ${report.machine.loadAverage.map((l) => l.toFixed(1)).join(' / ')}.
Limits raised for the bench: CHAT_MAX_CONCURRENT_STREAMS_PER_USER=${STREAMS},
CHAT_RATE_PER_MINUTE=1000000, CREDITS_ENABLED=false; the ${STREAMS} streams are spread over ${USERS} users.
Time to first token: ${TTFT_REQUESTS} answers each way, interleaved, ${TTFT_CONCURRENCY} at a time.

${table}
${failures.length ? `\nFailures (samples): ${failures.map((f) => `\`${f}\``).join(', ')}\n` : ''}`;
const dir = path.join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `chat-${date}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(dir, `chat-${date}.md`), md);
console.log(`\n${table}\n\nwritten to bench/results/chat-${date}.{json,md}`);
process.exit(pass.ttft && pass.concurrent ? 0 : 1);
