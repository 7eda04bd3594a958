/**
 * What the operations hooks (request id echo, closing guard, metrics) cost per request: the same app
 * with metrics off (production without METRICS_TOKEN/METRICS_PORT) and on (METRICS_TOKEN), asked
 * GET /api/health/live through app.inject in alternating rounds. In process, so the figure is the
 * server's own work per request without the network; run it on a quiet machine:
 * `nice -n 10 npx tsx bench/ops-overhead.ts`.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createMemoryCounterStore } from '../apps/server/src/lib/counters.ts';
import { median } from './quantiles.mjs';

const ROUNDS = 6;
const PER_ROUND = 5000;

async function appWith(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SMS_LOG_SENDER_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '.data-test/no-web-dist',
    DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
  await app.ready();
  return app;
}

const off = await appWith({});
const on = await appWith({ METRICS_TOKEN: 'bench-token-0123456789abcdef' });
const times: Record<'off' | 'on', number[]> = { off: [], on: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, app] of [
    ['off', off],
    ['on', on],
  ] as const) {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i += 1) {
      await app.inject({ method: 'GET', url: '/api/health/live' });
    }
    // the first round warms up
    if (round > 0) times[name].push(((performance.now() - started) * 1000) / PER_ROUND);
  }
}
const report = {
  perRequestMicroseconds: { metricsOff: median(times.off), metricsOn: median(times.on) },
  rounds: times,
};
console.log(JSON.stringify(report, null, 2));
await off.close();
await on.close();
