/**
 * One bench server: opens the database the environment names (DATABASE_URL, else SQLite under
 * DATA_DIR), seeds BENCH_ROBOTS robots into it, and serves the real app on a free port. Prints
 * `READY <port> <seed seconds>` once it listens; run.mjs waits for that line.
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

const app = await buildApp(config, { database });
await app.listen({ host: config.HOST, port: 0 });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : 0;
console.log(`READY ${port} ${seedSeconds.toFixed(1)}`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
