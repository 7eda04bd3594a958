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
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const TOKENS = Number(env.BENCH_TOKENS ?? 50);
const TOKEN_DELAY_MS = Number(env.BENCH_TOKEN_DELAY_MS ?? 20);
const TTFT_REQUESTS = Number(env.BENCH_TTFT_REQUESTS ?? 200);
const TTFT_CONCURRENCY = Number(env.BENCH_TTFT_CONCURRENCY ?? 4);
const STREAMS = Number(env.BENCH_STREAMS ?? 1000);
const USERS = Number(env.BENCH_CHAT_USERS ?? 20);
const WARM_UP = 20;
const STREAM_TIMEOUT_MS = 120_000;
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
  OPENAI_MODEL: 'bench-model',
  CREDITS_ENABLED: 'false',
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: String(STREAMS),
  CHAT_RATE_PER_MINUTE: '1000000',
};

/** Starts a child and answers once a line of its output matches `ready` (group 1: the port). */
function start(args, childEnv, ready) {
  const child = spawn(args[0], args.slice(1), {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB: now (VmRSS) and its peak so far (VmHWM). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuOf(pid) {
  // The fields after the command name (which is in parentheses and may hold spaces); utime, stime are 14, 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * One streamed POST, read as server-sent events. `firstToken(block)` says which block is the first
 * token; `end(block)` which one ends the stream well. Never rejects: failures are in the result.
 */
function streamPost(agent, url, body, headers, { firstToken, text, end }) {
  const started = performance.now();
  const result = {
    status: 0,
    headersMs: null,
    firstEventMs: null,
    ttftMs: null,
    totalMs: null,
    ok: false,
    content: '',
    failure: null,
  };
  return new Promise((resolve) => {
    const finish = (failure) => {
      if (result.totalMs !== null) return;
      result.totalMs = performance.now() - started;
      result.failure = failure;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish('timeout');
    }, STREAM_TIMEOUT_MS);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      },
      (res) => {
        result.status = res.statusCode ?? 0;
        result.headersMs = performance.now() - started;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const raw = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const block = { event: 'message', data: '' };
            for (const line of raw.split('\n')) {
              if (line.startsWith('event:')) block.event = line.slice(6).trim();
              else if (line.startsWith('data:')) block.data += line.slice(5).trim();
            }
            if (!block.data) continue;
            result.firstEventMs ??= performance.now() - started;
            if (result.ttftMs === null && firstToken(block)) {
              result.ttftMs = performance.now() - started;
            }
            result.content += text(block);
            if (end(block)) result.ok = true;
            if (block.event === 'error') result.failure = `event: error ${block.data}`;
          }
        });
        res.on('end', () => {
          if (result.status !== 200) return finish(`HTTP ${result.status} ${buffer.slice(0, 200)}`);
          if (result.failure) return finish(result.failure);
          if (!result.ok) return finish('ended without done');
          if (result.content !== EXPECTED_ANSWER) return finish('answer incomplete');
          finish(null);
        });
        res.on('error', (err) => finish(`response ${err.message}`));
      },
    );
    req.on('error', (err) => finish(`request ${err.code ?? err.message}`));
    req.end(JSON.stringify(body));
  });
}

const openAiChunkText = (block) => {
  if (block.data === '[DONE]') return '';
  try {
    return JSON.parse(block.data).choices?.[0]?.delta?.content ?? '';
  } catch {
    return '';
  }
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
    },
  );
}

function stats(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (v) => Math.round(v * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) };
}

/** Runs `count` jobs, `concurrency` at a time. */
async function pool(count, concurrency, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
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
