import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMemoryCounterStore } from '../lib/counters.ts';
import { API_ROOT } from '../test/paths.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/database.ts';

/** Where the throwaway routes live, under the API root. */
export const TEST_ROUTE_ROOT = `${API_ROOT}/test`;
export const TEST_ROUTES = {
  /** GET: fails like a bug would */
  throw: `${TEST_ROUTE_ROOT}/throw`,
  /** POST: a strict JSON body, echoed */
  echo: `${TEST_ROUTE_ROOT}/echo`,
  /** GET: 2 calls a minute */
  limited: `${TEST_ROUTE_ROOT}/limited`,
} as const;

/**
 * Throwaway routes that only the plugin tests register: one that fails like a bug would, one with a
 * strict JSON body, and one with a route-level rate limit (the same `config.rateLimit` the router sets).
 */
async function testRoutes(app: FastifyInstance): Promise<void> {
  app.get(TEST_ROUTES.throw, { config: { auth: 'public' } }, async () => {
    throw new Error('secret SQL detail: select * from users');
  });
  app.post(
    TEST_ROUTES.echo,
    {
      config: { auth: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(3),
          age: z.number().int(),
          note: z.string().max(5, 'validation.tooLong').optional(),
        }),
      },
    },
    async (request) => ({ code: 200, msg: 'ok', data: request.body }),
  );
  app.get(
    TEST_ROUTES.limited,
    { config: { auth: 'public', rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ code: 200, msg: 'ok', data: null }),
  );
}

export interface PluginTestApp {
  app: FastifyInstance;
  database: Database;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app (every plugin and module) plus the throwaway routes, on the suite's database. */
export async function createPluginTestApp(
  env: Record<string, string> = {},
): Promise<PluginTestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    WEB_DIST_DIR: `.data-test/no-web-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
  await app.register(testRoutes);
  await app.ready();
  return {
    app,
    database,
    inject: (opts) => app.inject(opts),
    async close() {
      await app.close();
      await drop();
    },
  };
}
