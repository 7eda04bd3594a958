import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrationProvider } from './db/migrations/index.ts';
import { createMemoryCounterStore } from './lib/counters.ts';
import { openTestDatabase, testDatabaseKind, testPostgresUrl } from './test/test-app.ts';

/**
 * Several instances started at once on one fresh database (a deploy that starts them together):
 * each has its own pool, as separate processes would. Only PostgreSQL runs several instances.
 */
describe.skipIf(testDatabaseKind !== 'postgres')(
  'start-up of 4 instances at once (postgres)',
  () => {
    const apps: FastifyInstance[] = [];
    const pools: Database[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const p of pools) await p.close();
      await drop?.();
    });

    it('all start; migrations, the admin, the demo data and the seeded model exist once', async () => {
      const first = await openTestDatabase();
      drop = first.drop;
      const schema = first.database.schema!;
      pools.push(
        ...[1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: testPostgresUrl, schema })),
      );
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'root-pass-1',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'gpt-test',
        WEB_DIST_DIR: '.data-test/no-web-dist',
        DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
      });
      const started = await Promise.allSettled(
        [first.database, ...pools].map((database) =>
          buildApp(config, { database, counters: createMemoryCounterStore() }),
        ),
      );
      for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);

      const db = first.database.db;
      const count = async (q: string) =>
        Number((await sql<{ n: string }>`${sql.raw(q)}`.execute(db)).rows[0]!.n);
      const migrations = Object.keys(await migrationProvider.getMigrations()).length;
      expect(await count('select count(*) as n from kysely_migration')).toBe(migrations);
      expect(await count(`select count(*) as n from users where role = 'superuser'`)).toBe(1);
      expect(await count(`select count(*) as n from users where username = 'demo'`)).toBe(1);
      expect(await count('select count(*) as n from model_providers')).toBe(1);
      expect(await count('select count(*) as n from models')).toBe(1);
      const duplicates = [
        'select name from robots group by owner_id, name having count(*) > 1',
        'select title from directory_items group by kind, title having count(*) > 1',
        'select id from categories group by kind, id having count(*) > 1',
      ];
      for (const q of duplicates) expect((await sql.raw(q).execute(db)).rows).toEqual([]);
      expect(await count('select count(*) as n from robots')).toBeGreaterThan(0);
      expect(await count('select count(*) as n from directory_items')).toBeGreaterThan(0);
    });
  },
);
