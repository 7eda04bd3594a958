/**
 * One bench server: opens the database the environment names (DATABASE_URL, else SQLite under
 * DATA_DIR), seeds BENCH_ROBOTS robots into it, and serves the real app on a free port. Prints
 * `READY <port> <json>` once it listens (seed seconds; the app's start-up, which loads the search
 * index from the database, in ms; the heap and resident size it added, after a full GC when run with
 * --expose-gc); robot-search.mjs waits for that line.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { seedRobots } from './seed-robots.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  SMS_LOG_SENDER_IN_PRODUCTION: 'true',
  SEED_DEMO: 'false',
  // Per-request logs would measure pino, not the search; the hello-world route logs nothing either.
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = openDatabase(config.database);
await migrateToLatest(database);

const started = performance.now();
await seedRobots(database, Number(process.env['BENCH_ROBOTS'] ?? 100_000));
const seedSeconds = (performance.now() - started) / 1000;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
};
const before = memory();
const t = performance.now();
const app = await buildApp(config, { database });
await app.ready();
const startupMs = performance.now() - t;
const after = memory();
await app.listen({ host: config.HOST, port: 0 });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : 0;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const report = {
  seedSeconds: Number(seedSeconds.toFixed(1)),
  startupMs: Math.round(startupMs),
  heapMb: mb(after.heap - before.heap),
  rssMb: mb(after.rss - before.rss),
};
console.log(`READY ${port} ${JSON.stringify(report)}`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
