#!/usr/bin/env node
/**
 * Robot search bench (npm run bench -- search). For each size (BENCH_ROBOTS, one number or a list
 * such as 10000,100000,1000000): the index alone (bench/search-index-cold.ts: build time, memory,
 * keyword queries first asked after a write and asked again), then for SQLite and PostgreSQL: seed
 * that many public robots, start the real server (its start-up time and memory, which is mostly the
 * search index loading), and measure with autocannon at 16 connections
 *   1. GET /api/robot/search?keyword=... over varied keywords: p95 latency must be <= 20 ms (issue 13);
 *   2. GET /api/robot/search (first page, no filter): requests/s must be >= 30 % of a bare Fastify
 *      hello-world route measured in the same run (issue 12), the two (and the first page without
 *      gzip) measured in turns of 2 s so that the machine's drift falls on both alike.
 * Writes bench/results/robot-search-<date>.json and .md, prints a table, exits 1 if a target is missed.
 * Environment: BENCH_ROBOTS (100000), BENCH_DURATION seconds (10), BENCH_DATABASES (sqlite,postgres),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres, an admin connection).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_KEYWORDS } from './robot-keywords.mjs';
import { SERVE_ARGS, TYPESCRIPT_HOOK } from './serve-args.mjs';
import { writeResult } from './result-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = String(process.env.BENCH_ROBOTS ?? 100_000)
  .split(',')
  .map((n) => Number(n.replace(/_/g, '')));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'bench_robots';
const CONNECTIONS = 16;
/** the square and hello-world are measured in turns this long (measureInTurns) */
const SLICE_SECONDS = 2;
/** what a browser sends that changes the answer: it takes gzip */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
// issue 13 (at up to a million robots; issue 3 asked 50 ms at 100,000)
const TARGET_P95_MS = 20;
// issue 12 raised it from 25 %
const TARGET_RATIO = 0.3;

/** Starts a child that prints `READY <port> ...`; answers its port and the rest of the line. */
function start(args, env) {
  const child = spawn(args[0], args.slice(1), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)(.*)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), extra: m[2].trim() });
    });
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

/** One autocannon run: every response time kept (autocannon reports p90 and p97.5 but not p95). */
function run(url, seconds, requests, headers) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        ...(requests ? { requests } : {}),
        ...(headers ? { headers } : {}),
      },
      (err, result) => (err ? reject(err) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The figures of one target over the runs (slices) it was measured in. */
function summarize(runs) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const at = (q) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  const sum = (pick) => runs.reduce((total, r) => total + pick(r.result), 0);
  const total = sum((r) => r.requests.total);
  return {
    requestsPerSecond: Math.round(total / sum((r) => r.duration)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.max(...runs.map((r) => r.result.latency.max)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    total,
  };
}

function measure(url, requests, headers) {
  return run(url, DURATION, requests, headers).then((r) => summarize([r]));
}

/**
 * Targets compared with each other (the square against hello-world) measured in turns of
 * SLICE_SECONDS, DURATION seconds each in all: how fast this shared machine runs drifts over a
 * minute (hello-world alone moved between 40,000 and 61,000 req/s in one day), and a drift then
 * falls on every target alike instead of on whichever was measured last.
 */
async function measureInTurns(targets) {
  const turns = Math.max(1, Math.round(DURATION / SLICE_SECONDS));
  const runs = targets.map(() => []);
  for (let t = 0; t < turns; t += 1) {
    for (const [i, target] of targets.entries()) {
      runs[i].push(await run(target.url, DURATION / turns, target.requests, target.headers));
    }
  }
  return runs.map(summarize);
}

async function withDatabase(kind, fn) {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-robots-'));
    try {
      return await fn({ DATA_DIR: dir, DATABASE_URL: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DB}`);
  await admin.query(`create database ${PG_DB}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${PG_DB}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-robots-'));
  try {
    return await fn({ DATA_DIR: dir, DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${PG_DB} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

const keywordRequests = BENCH_KEYWORDS.map((k) => ({
  method: 'GET',
  path: `/api/robot/search?keyword=${encodeURIComponent(k)}`,
}));

/** The index alone (bench/search-index-cold.ts): keyword queries asked first after a write, and again. */
async function measureIndexAlone(robots) {
  const args = ['--expose-gc', ...TYPESCRIPT_HOOK, 'bench/search-index-cold.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, BENCH_ROBOTS: String(robots) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const line = /RESULT (.*)/.exec(out);
  if (code !== 0 || !line) throw new Error(`search-index-cold.ts exited with ${code}`);
  return JSON.parse(line[1]);
}

/** One size: the index alone, then each database over HTTP. */
async function measureSize(ROBOTS) {
  console.log(`\n[index] keyword queries inside the index, ${ROBOTS} robots...`);
  const indexAlone = await measureIndexAlone(ROBOTS);
  console.log(`[index] ${JSON.stringify({ ...indexAlone, perKeyword: undefined })}`);

  const runs = [];
  for (const kind of DATABASES) {
    console.log(`\n[${kind}] seeding ${ROBOTS} robots...`);
    const run = await withDatabase(kind, async (env) => {
      // One process (no npx wrapper), so that SIGTERM reaches the server itself; run as production
      // runs the server (bench/serve-args.mjs).
      const server = await start(
        [process.execPath, '--expose-gc', ...SERVE_ARGS, 'bench/serve-robots.ts'],
        { ...env, BENCH_ROBOTS: String(ROBOTS) },
      );
      const started = JSON.parse(server.extra);
      const hello = await start([process.execPath, 'bench/hello-server.mjs'], {});
      try {
        console.log(
          `[${kind}] seeded in ${started.seedSeconds} s, started in ${started.startupMs} ms; measuring (${DURATION} s each)...`,
        );
        const base = `http://127.0.0.1:${server.port}`;
        // A short warm-up so that the first measurement does not pay for cold caches and JIT.
        await autocannon({
          url: `${base}/api/robot/search`,
          connections: 4,
          duration: 2,
          requests: keywordRequests,
        });
        const loadBefore = os.loadavg();
        const keyword = await measure(`${base}/api/robot/search`, keywordRequests);
        // As a browser asks for it (every browser accepts gzip: 2 kB instead of 11 kB to read), and
        // without, as the benches before issue 13 measured it.
        await autocannon({
          url: `${base}/api/robot/search`,
          connections: 4,
          duration: 2,
          headers: BROWSER,
        });
        const [firstPage, firstPageIdentity, helloWorld] = await measureInTurns([
          { url: `${base}/api/robot/search`, headers: BROWSER },
          { url: `${base}/api/robot/search` },
          { url: `http://127.0.0.1:${hello.port}/` },
        ]);
        return {
          database: kind,
          seedSeconds: started.seedSeconds,
          startup: { ms: started.startupMs, heapMb: started.heapMb, rssMb: started.rssMb },
          loadAverage: { before: loadBefore, after: os.loadavg() },
          keyword,
          firstPage,
          firstPageIdentity,
          helloWorld,
        };
      } finally {
        await stop(hello.child);
        await stop(server.child);
      }
    });
    run.ratio = run.firstPage.requestsPerSecond / run.helloWorld.requestsPerSecond;
    run.ratioIdentity = run.firstPageIdentity.requestsPerSecond / run.helloWorld.requestsPerSecond;
    run.pass = {
      keywordP95:
        run.keyword.p95 <= TARGET_P95_MS && run.keyword.non2xx === 0 && run.keyword.errors === 0,
      firstPageRatio: run.ratio >= TARGET_RATIO && run.firstPage.non2xx === 0,
    };
    runs.push(run);
  }
  return { robots: ROBOTS, indexAlone, runs };
}

const sizes = [];
for (const robots of SIZES) sizes.push(await measureSize(robots));

const date = new Date().toISOString().slice(0, 10);
const count = (n) => n.toLocaleString('en-US');
/** The rows of the combined table of bench/run.mjs: targets per size and database, and what is reported. */
const summary = sizes.flatMap(({ robots, indexAlone, runs }) => [
  ...runs.flatMap((r) => [
    {
      figure: `robot search, keyword p95, ${r.database}, ${count(robots)} robots`,
      value: r.keyword.p95,
      unit: 'ms',
      target: `<= ${TARGET_P95_MS} ms`,
      met: r.pass.keywordP95,
    },
    {
      figure: `robot square first page (gzip, as browsers ask) / hello-world req/s, ${r.database}, ${count(robots)} robots`,
      value: Number((r.ratio * 100).toFixed(1)),
      unit: '%',
      target: `>= ${TARGET_RATIO * 100} %`,
      met: r.pass.firstPageRatio,
    },
    {
      figure: `robot square first page (no gzip) / hello-world req/s, ${r.database}, ${count(robots)} robots`,
      value: Number((r.ratioIdentity * 100).toFixed(1)),
      unit: '%',
      target: '',
      met: null,
    },
    {
      figure: `robot server start-up (search index load), ${r.database}, ${count(robots)} robots`,
      value: r.startup.ms,
      unit: 'ms',
      target: '',
      met: null,
    },
  ]),
  {
    figure: `robot search index alone, keyword first asked after a write p95, ${count(robots)} robots`,
    value: indexAlone.firstAsked.p95Ms,
    unit: 'ms',
    target: '',
    met: null,
  },
  {
    figure: `robot search index heap after GC, ${count(robots)} robots`,
    value: indexAlone.heapMb,
    unit: 'MB',
    target: '',
    met: null,
  },
]);
const report = {
  date: new Date().toISOString(),
  sizes: SIZES,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  keywords: BENCH_KEYWORDS,
  targets: { keywordP95Ms: TARGET_P95_MS, firstPageVsHelloWorld: TARGET_RATIO },
  machine: { cpus: os.cpus().length, node: process.version },
  loadAverage: os.loadavg(),
  results: sizes,
  summary,
};
const header = [
  'robots',
  'database',
  `keyword p95 (<= ${TARGET_P95_MS} ms)`,
  'keyword req/s',
  'first page req/s (gzip / none)',
  'hello req/s',
  `first page / hello (>= ${TARGET_RATIO * 100} %)`,
  'seed s',
  'start-up ms',
  'start-up heap / RSS MB',
  'load avg',
];
const rows = sizes.flatMap(({ robots, runs }) =>
  runs.map((r) => [
    count(robots),
    r.database,
    `${r.keyword.p95} ms ${r.pass.keywordP95 ? 'ok' : 'MISSED'}`,
    `${r.keyword.requestsPerSecond}`,
    `${r.firstPage.requestsPerSecond} / ${r.firstPageIdentity.requestsPerSecond}`,
    `${r.helloWorld.requestsPerSecond}`,
    `${(r.ratio * 100).toFixed(1)} % ${r.pass.firstPageRatio ? 'ok' : 'MISSED'} (none: ${(r.ratioIdentity * 100).toFixed(1)} %)`,
    `${r.seedSeconds}`,
    `${r.startup.ms}`,
    `${r.startup.heapMb} / ${r.startup.rssMb}`,
    r.loadAverage.before.map((x) => x.toFixed(1)).join(' '),
  ]),
);
const markdown = (head, body) =>
  [head, head.map(() => '---'), ...body].map((r) => `| ${r.join(' | ')} |`).join('\n');
const table = markdown(header, rows);
const indexTable = markdown(
  [
    'robots',
    'build ms',
    'heap MB',
    'RSS MB',
    'first asked p50 / p95 / max ms',
    'asked again p50 / p95 ms',
  ],
  sizes.map(({ robots, indexAlone: i }) => [
    count(robots),
    `${i.buildMs}`,
    `${i.heapMb}`,
    `${i.rssMb}`,
    `${i.firstAsked.medianMs} / ${i.firstAsked.p95Ms} / ${i.firstAsked.maxMs}`,
    `${i.askedAgain.medianMs} / ${i.askedAgain.p95Ms}`,
  ]),
);
const md = `# Robot search bench, ${date}

${SIZES.map(count).join(', ')} public robots, ${CONNECTIONS} connections, ${DURATION} s per measurement (the first page and hello-world in turns of ${SLICE_SECONDS} s), ${report.machine.cpus} CPUs, Node ${process.version}; load average at the end ${report.loadAverage.map((x) => x.toFixed(1)).join(' ')}.
Keywords: ${BENCH_KEYWORDS.map((k) => `\`${k}\``).join(', ')}.

Over HTTP (start-up: \`buildApp\` until ready, which reads every public robot and builds the index; heap
and RSS it added, after a full GC; load avg: the machine's 1, 5 and 15 minute load before measuring):

${table}

Inside the index alone (no HTTP, no database; \`bench/search-index-cold.ts\`): build time, the heap and
resident size it holds after a full GC (with its copies of ids and texts), keyword queries first asked
right after a robot was saved (nothing cached; the saved robot merged into the order first) and asked
again (cached matches):

${indexTable}
`;
const dir = path.join(root, 'bench/results');
writeResult('robot-search', date, report, md, dir);
console.log(`\n${table}\n\n${indexTable}`);
console.log(`\nwritten to bench/results/robot-search-${date}.{json,md}`);
const allRuns = sizes.flatMap((s) => s.runs);
process.exit(allRuns.every((r) => r.pass.keywordP95 && r.pass.firstPageRatio) ? 0 : 1);
