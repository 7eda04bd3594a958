#!/usr/bin/env node
/**
 * Robot search bench (npm run bench -- search). For SQLite and then PostgreSQL: seed 100,000 public robots,
 * start the real server, and measure with autocannon at 16 connections
 *   1. GET /api/robot/search?keyword=... over varied keywords: p95 latency must be <= 50 ms;
 *   2. GET /api/robot/search (first page, no filter): requests/s must be >= 30 % of a bare Fastify
 *      hello-world route measured in the same run.
 * Writes bench/results/robot-search-<date>.json and .md, prints a table, exits 1 if a target is missed.
 * Environment: BENCH_ROBOTS (100000), BENCH_DURATION seconds (10), BENCH_DATABASES (sqlite,postgres),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres, an admin connection).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_KEYWORDS } from './robot-keywords.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROBOTS = Number(process.env.BENCH_ROBOTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'bench_robots';
const CONNECTIONS = 16;
const TARGET_P95_MS = 50;
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

/** autocannon reports p90 and p97.5 but not p95, so every response time is kept and sorted. */
function measure(url, requests) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, ...(requests ? { requests } : {}) },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (q) =>
          Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) /
          10;
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          max: result.latency.max,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          total: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
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
async function measureIndexAlone() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search-index-cold.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_ROBOTS: String(ROBOTS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const line = /RESULT (.*)/.exec(out);
  if (code !== 0 || !line) throw new Error(`search-index-cold.ts exited with ${code}`);
  return JSON.parse(line[1]);
}

console.log(`\n[index] keyword queries inside the index, ${ROBOTS} robots...`);
const indexAlone = await measureIndexAlone();

const runs = [];
for (const kind of DATABASES) {
  console.log(`\n[${kind}] seeding ${ROBOTS} robots...`);
  const run = await withDatabase(kind, async (env) => {
    // One process (no npx/tsx wrapper), so that SIGTERM reaches the server itself.
    const server = await start([process.execPath, '--import', 'tsx', 'bench/serve-robots.ts'], {
      ...env,
      BENCH_ROBOTS: String(ROBOTS),
    });
    const hello = await start([process.execPath, 'bench/hello-server.mjs'], {});
    try {
      console.log(`[${kind}] seeded in ${server.extra} s; measuring (${DURATION} s each)...`);
      const base = `http://127.0.0.1:${server.port}`;
      // A short warm-up so that the first measurement does not pay for cold caches and JIT.
      await autocannon({
        url: `${base}/api/robot/search`,
        connections: 4,
        duration: 2,
        requests: keywordRequests,
      });
      const keyword = await measure(`${base}/api/robot/search`, keywordRequests);
      const firstPage = await measure(`${base}/api/robot/search`);
      const helloWorld = await measure(`http://127.0.0.1:${hello.port}/`);
      return { database: kind, seedSeconds: Number(server.extra), keyword, firstPage, helloWorld };
    } finally {
      await stop(hello.child);
      await stop(server.child);
    }
  });
  run.ratio = run.firstPage.requestsPerSecond / run.helloWorld.requestsPerSecond;
  run.pass = {
    keywordP95:
      run.keyword.p95 <= TARGET_P95_MS && run.keyword.non2xx === 0 && run.keyword.errors === 0,
    firstPageRatio: run.ratio >= TARGET_RATIO && run.firstPage.non2xx === 0,
  };
  runs.push(run);
}

const date = new Date().toISOString().slice(0, 10);
/** The rows of the combined table of bench/run.mjs. */
const summary = runs.flatMap((r) => [
  {
    figure: `robot search, keyword p95, ${r.database}`,
    value: r.keyword.p95,
    unit: 'ms',
    target: `<= ${TARGET_P95_MS} ms`,
    met: r.pass.keywordP95,
  },
  {
    figure: `robot square first page / hello-world req/s, ${r.database}`,
    value: Number((r.ratio * 100).toFixed(1)),
    unit: '%',
    target: `>= ${TARGET_RATIO * 100} %`,
    met: r.pass.firstPageRatio,
  },
]);
const report = {
  date: new Date().toISOString(),
  robots: ROBOTS,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  keywords: BENCH_KEYWORDS,
  targets: { keywordP95Ms: TARGET_P95_MS, firstPageVsHelloWorld: TARGET_RATIO },
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  loadAverage: (await import('node:os')).loadavg(),
  indexAlone,
  runs,
  summary,
};
const rows = runs.map((r) => [
  r.database,
  `${r.keyword.p95} ms ${r.pass.keywordP95 ? 'ok' : 'MISSED'}`,
  `${r.keyword.requestsPerSecond}`,
  `${r.firstPage.requestsPerSecond}`,
  `${r.helloWorld.requestsPerSecond}`,
  `${(r.ratio * 100).toFixed(0)} % ${r.pass.firstPageRatio ? 'ok' : 'MISSED'}`,
]);
const header = [
  'database',
  'keyword p95 (<= 50 ms)',
  'keyword req/s',
  'first page req/s',
  'hello req/s',
  `first page / hello (>= ${TARGET_RATIO * 100} %)`,
];
const table = [header, header.map(() => '---'), ...rows]
  .map((r) => `| ${r.join(' | ')} |`)
  .join('\n');
const md = `# Robot search bench, ${date}

${ROBOTS} public robots, ${CONNECTIONS} connections, ${DURATION} s per measurement, ${report.machine.cpus} CPUs, Node ${process.version}.
Keywords: ${BENCH_KEYWORDS.map((k) => `\`${k}\``).join(', ')}.

${table}

Inside the index alone (no HTTP, no database; \`bench/search-index-cold.ts\`), per keyword query: first asked
after a robot was saved (nothing cached) median ${indexAlone.firstAsked.medianMs} ms, max ${indexAlone.firstAsked.maxMs} ms;
asked again median ${indexAlone.askedAgain.medianMs} ms. Index built in ${indexAlone.buildMs} ms, heap ${indexAlone.heapMb} MB.
`;
const dir = path.join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `robot-search-${date}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(dir, `robot-search-${date}.md`), md);
console.log(
  `\n${table}\n\nindex alone: first asked median ${indexAlone.firstAsked.medianMs} ms (max ${indexAlone.firstAsked.maxMs} ms), asked again median ${indexAlone.askedAgain.medianMs} ms`,
);
console.log(`\nwritten to bench/results/robot-search-${date}.{json,md}`);
process.exit(runs.every((r) => r.pass.keywordP95 && r.pass.firstPageRatio) ? 0 : 1);
