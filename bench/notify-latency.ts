/**
 * How long a change made on one instance takes to show on another (issue 13: within 1 s), for each
 * way instances learn of it: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, and the polls alone (NOTIFY=off,
 * the state before). Two real apps (buildApp, each with its own pool, as two processes would have)
 * share a fresh PostgreSQL database `bench_notify` (BENCH_PG_URL's server), one schema per way.
 *
 * Per way: 20 robots created one by one on A, each timed from A's answer until B's search finds it;
 * 10 admin announcement changes timed until B's site settings show them; then a burst of 1,000 robot
 * saves on A (20 at a time), timed from the last answer until B's search counts all of them.
 * Writes bench/results/notify-latency-<date>.json. Run: node --import tsx bench/notify-latency.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminApi, robotApi, usageApi, userApi } from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { callApi } from '../apps/server/src/test/api-client.ts';
import { quantile } from './quantiles.mjs';

const PG = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'bench_notify';
const dbUrl = (() => {
  const u = new URL(PG);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

const ways = {
  redis: { NOTIFY: 'auto', REDIS_URL },
  postgres: { NOTIFY: 'postgres' },
  'poll only': { NOTIFY: 'off' },
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `check` every 2 ms until it holds (or 30 s); answers the milliseconds since `from`. */
async function until(from: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (performance.now() - from > 30_000) throw new Error('not seen within 30 s');
    await sleep(2);
  }
  return performance.now() - from;
}

async function measure(way: keyof typeof ways) {
  const schema = `bench_${way.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: path.join(os.tmpdir(), `bench-notify-${process.pid}`),
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'bench-pass-1',
    ROBOTS_MAX_PER_USER: '100000',
    ROBOT_SAVES_PER_MINUTE: '100000',
    REGISTER_MAX_PER_IP: '1000000',
    LOGIN_MAX_PER_IP: '1000000',
    ...ways[way],
  });
  const dbs = [1, 2].map(() => openDatabase({ kind: 'postgres', url: dbUrl, schema }));
  const apps: FastifyInstance[] = [];
  for (const database of dbs) apps.push(await buildApp(config, { database }));
  const [appA, appB] = apps as [FastifyInstance, FastifyInstance];
  try {
    await sleep(300); // the buses connect
    const login = await callApi(appA, userApi.login, {
      body: { username: 'benchadmin', password: 'bench-pass-1' },
    });
    const token = login.data!.access_token;
    const save = (name: string) =>
      callApi(appA, robotApi.newOrUpdate, {
        token,
        body: {
          headportraitUrl: 'https://cdn.example.com/p/robot.png',
          robotName: name,
          keywords: 'bench',
          robotIntro: 'A robot of the notify bench',
          robotGuideWords: 'Hi',
          prompt: 'You are helpful.',
        },
      });
    const total = async (keyword: string) =>
      (await callApi(appB, robotApi.search, { query: { keyword, limit: 1 } })).data?.total ?? 0;

    const robots: number[] = [];
    for (let i = 0; i < (way === 'poll only' ? 5 : 20); i += 1) {
      const name = `zq${way.replace(/\W/g, '')}${i}x`;
      const res = await save(name);
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      robots.push(await until(performance.now(), async () => (await total(name)) === 1));
    }
    const settings: number[] = [];
    for (let i = 0; i < (way === 'poll only' ? 3 : 10); i += 1) {
      const en = `bench ${i}`;
      await callApi(appA, adminApi.configChange, {
        token,
        body: { announcement: { enabled: true, zh: en, en } },
      });
      const from = performance.now();
      settings.push(
        await until(
          from,
          async () => (await callApi(appB, usageApi.siteSettings)).data?.announcement?.en === en,
        ),
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 1000) {
          next += 1;
          await save(`burst robot ${next}`);
        }
      }),
    );
    const burstMs = await until(performance.now(), async () => (await total('burst')) === 1000);
    const row = (xs: number[]) => ({
      n: xs.length,
      p50: Math.round(quantile(xs, 0.5)),
      p95: Math.round(quantile(xs, 0.95)),
      max: Math.round(Math.max(...xs)),
    });
    return { robot: row(robots), settings: row(settings), burstMs: Math.round(burstMs) };
  } finally {
    for (const app of apps) await app.close();
    for (const d of dbs) await d.close();
  }
}

const admin = new pg.Client({ connectionString: PG });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME}`);
await admin.query(`create database ${DB_NAME}`);
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
try {
  for (const way of Object.keys(ways) as (keyof typeof ways)[]) {
    results[way] = await measure(way);
    console.log(way, JSON.stringify(results[way]));
  }
} finally {
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}

const summary = (['redis', 'postgres'] as const).flatMap((way) => [
  {
    figure: `robot change seen by the other instance, p95 (${way})`,
    value: results[way]!.robot.p95,
    unit: 'ms',
    target: '<= 1000',
    met: results[way]!.robot.p95 <= 1000,
  },
  {
    figure: `settings change seen by the other instance, p95 (${way})`,
    value: results[way]!.settings.p95,
    unit: 'ms',
    target: '<= 1000',
    met: results[way]!.settings.p95 <= 1000,
  },
]);
const out = path.join(
  import.meta.dirname,
  'results',
  `notify-latency-${new Date().toISOString().slice(0, 10)}.json`,
);
fs.writeFileSync(
  out,
  JSON.stringify({ loadAverage: os.loadavg(), cpus: os.cpus().length, results, summary }, null, 2),
);
console.log(
  `wrote ${out}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exitCode = summary.every((s) => s.met) ? 0 : 1;
