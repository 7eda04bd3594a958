import {
  adminApi,
  adminModelsApi,
  chatApi,
  directoryApis,
  robotApi,
  usageApi,
  type AdminModels,
  type Endpoint,
} from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { createMemoryCounterStore } from './lib/counters.ts';
import { callApi, type ApiArgs } from './test/api-client.ts';
import { createTestApp, testDatabaseKind, type TestApp } from './test/test-app.ts';
import { noDirectoryQuotas, createItem } from './modules/directories/directories.test-helpers.ts';
import {
  adminEnv,
  createRobot,
  createUser,
  noRobotQuotas,
  saveRobot,
  robotForm,
  signInAdmin,
  type TestUser,
} from './modules/robots/robots.test-helpers.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const HOUR = String(3_600_000);
/** Polls that never come within a test: only a notification can explain what the other sees. */
const noPolls = {
  SEARCH_POLL_MS: HOUR,
  SEARCH_RECONCILE_MS: HOUR,
  SETTINGS_POLL_MS: HOUR,
  NOTIFY_FALLBACK_POLL_MS: HOUR,
};
/** How long a change may take to show on the other instance (the polls are an hour away). */
const SOON = { timeout: 5000, interval: 20 };

/** A second instance on the first one's database, called as the first one is. */
async function secondInstance(
  t: TestApp,
  database: Database = t.database,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const app: FastifyInstance = await buildApp(
    { ...t.config, ...(env as object) },
    { database, counters: createMemoryCounterStore() },
  );
  await app.ready();
  return {
    ...t,
    app,
    close: () => app.close(),
    api: <E extends Endpoint>(e: E, ...[opts]: ApiArgs<E>) => callApi(app, e, opts),
    raw: (e, opts) => callApi(app, e, opts),
  };
}

const found = async (t: TestApp, keyword: string) =>
  ((await t.raw(robotApi.search, { query: { keyword } })).data?.list ?? []).map((r) => r.uuid);
const foundTools = async (t: TestApp, keyword: string) =>
  ((await t.raw(directoryApis.aitool.search, { query: { keyword } })).data?.list ?? []).map(
    (r) => r.uuid,
  );

const transports = {
  'Redis pub/sub': { REDIS_URL, NOTIFY: 'auto' },
  'PostgreSQL LISTEN/NOTIFY': { NOTIFY: 'auto' },
};

describe.skipIf(testDatabaseKind !== 'postgres').each(Object.entries(transports))(
  'two instances told of changes by %s (postgres)',
  (_name, transportEnv) => {
    let a: TestApp;
    let b: TestApp;
    let owner: TestUser;
    let admin: TestUser;
    beforeAll(async () => {
      a = await createTestApp({
        ...adminEnv,
        ...noRobotQuotas,
        ...noDirectoryQuotas,
        ...noPolls,
        ...transportEnv,
      });
      b = await secondInstance(a);
      owner = await createUser(a);
      admin = await signInAdmin(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a robot created, edited, hidden, shown and deleted on A shows so on B', async () => {
      const uuid = await createRobot(a, owner, { robotName: 'Notified Nightingale' });
      await expect.poll(() => found(b, 'nightingale'), SOON).toEqual([uuid]);

      const edited = await saveRobot(
        a,
        owner.token,
        robotForm({ uuid, robotName: 'Notified Kestrel' }),
      );
      expect(edited.status).toBeLessThan(300);
      await expect.poll(() => found(b, 'kestrel'), SOON).toEqual([uuid]);
      expect(await found(b, 'nightingale')).toEqual([]);

      const hide = (hidden: boolean) =>
        a.api(adminApi.contentUpdate, {
          body: { kind: 'robot', uuid, hidden },
          token: admin.token,
        });
      expect((await hide(true)).status).toBe(200);
      await expect.poll(() => found(b, 'kestrel'), SOON).toEqual([]);
      expect((await hide(false)).status).toBe(200);
      await expect.poll(() => found(b, 'kestrel'), SOON).toEqual([uuid]);

      const deleted = await a.api(robotApi.delete, { params: { uuid }, token: owner.token });
      expect(deleted.status).toBe(200);
      await expect.poll(() => found(b, 'kestrel'), SOON).toEqual([]);
    });

    it('a directory item submitted, hidden and deleted on A shows so on B', async () => {
      const uuid = await createItem(a, 'aitool', owner.token, { name: 'Notified Pelican' });
      expect(await foundTools(a, 'pelican')).toEqual([uuid]);
      await expect.poll(() => foundTools(b, 'pelican'), SOON).toEqual([uuid]);
      const hidden = await a.api(adminApi.contentUpdate, {
        body: { kind: 'aitool', uuid, hidden: true },
        token: admin.token,
      });
      expect(hidden.status).toBe(200);
      await expect.poll(() => foundTools(b, 'pelican'), SOON).toEqual([]);
      await a.api(adminApi.contentUpdate, {
        body: { kind: 'aitool', uuid, hidden: false },
        token: admin.token,
      });
      await expect.poll(() => foundTools(b, 'pelican'), SOON).toEqual([uuid]);
      const deleted = await a.api(adminApi.contentDelete, {
        body: { kind: 'aitool', uuid },
        token: admin.token,
      });
      expect(deleted.status).toBe(200);
      await expect.poll(() => foundTools(b, 'pelican'), SOON).toEqual([]);
    });

    it('an admin config change and a new model on A apply on B', async () => {
      const changed = await a.api(adminApi.configChange, {
        token: admin.token,
        body: { announcement: { enabled: true, zh: '通知', en: 'Notified' } },
      });
      expect(changed.status).toBe(200);
      await expect
        .poll(async () => (await b.api(usageApi.siteSettings)).data?.announcement?.en, SOON)
        .toBe('Notified');

      const provider = await a.raw(adminModelsApi.modelsChange, {
        token: admin.token,
        body: {
          action: 'saveProvider',
          provider: { name: 'P', baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-x', enabled: true },
        },
      });
      const providerId = (provider.body.data as AdminModels).providers[0]!.id;
      const model = await a.raw(adminModelsApi.modelsChange, {
        token: admin.token,
        body: {
          action: 'saveModel',
          model: {
            id: 'notified',
            providerId,
            upstreamModel: 'up',
            labelZh: '模型',
            labelEn: 'Model',
            tier: 'standard',
            supportsTools: false,
            contextWindow: 8192,
            creditsPerAnswer: 1,
            enabled: true,
          },
        },
      });
      expect(model.body.code).toBe(200);
      await expect
        .poll(async () => (await b.api(chatApi.models)).data?.models.map((m) => m.id), SOON)
        .toEqual(['notified']);
    });
  },
);

describe.skipIf(testDatabaseKind !== 'postgres')(
  'when Redis cuts the subscriber (postgres)',
  () => {
    it('it connects again and catches up', async () => {
      const a = await createTestApp({ ...noRobotQuotas, ...noPolls, REDIS_URL });
      const b = await secondInstance(a);
      const redis = new Redis(REDIS_URL);
      try {
        const name = `notify:rs:notify:${new URL(REDIS_URL).pathname.slice(1) || '0'}_${a.database.schema}`;
        const clients = (await redis.client('LIST')) as string;
        const ids = clients
          .split('\n')
          .filter((line) => line.includes(` name=${name} `))
          .map((line) => /\bid=(\d+)/.exec(line)![1]!);
        expect(ids).toHaveLength(2);
        for (const id of ids) await redis.client('KILL', 'ID', id);
        const owner = await createUser(a);
        const uuid = await createRobot(a, owner, { robotName: 'Resubscribed Robin' });
        await expect.poll(() => found(b, 'robin'), SOON).toEqual([uuid]);
      } finally {
        redis.disconnect();
        await b.close();
        await a.close();
      }
    });
  },
);

describe.skipIf(testDatabaseKind !== 'postgres')('when the bus is down (postgres)', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({
      ...adminEnv,
      ...noRobotQuotas,
      ...noPolls,
      NOTIFY: 'postgres',
      SEARCH_POLL_MS: '100',
      SETTINGS_POLL_MS: '100',
    });
  });
  afterAll(() => a?.close());

  it('an instance whose LISTEN connection cannot be made follows by the poll', async () => {
    // B's own connection for LISTEN goes nowhere: its bus never connects, so it polls as before
    const nowhere = () =>
      new pg.Client({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 200 });
    const b = await secondInstance(a, { ...a.database, dedicatedClient: nowhere });
    try {
      const owner = await createUser(a);
      const admin = await signInAdmin(a);
      const uuid = await createRobot(a, owner, { robotName: 'Polled Puffin' });
      await expect.poll(() => found(b, 'puffin'), SOON).toEqual([uuid]);
      await a.api(adminApi.configChange, {
        token: admin.token,
        body: { announcement: { enabled: true, zh: '轮询', en: 'Polled' } },
      });
      await expect
        .poll(async () => (await b.api(usageApi.siteSettings)).data?.announcement?.en, SOON)
        .toBe('Polled');
    } finally {
      await b.close();
    }
  });

  it('an instance whose LISTEN connection was cut connects again and catches up', async () => {
    const b = await secondInstance(a, a.database, { SEARCH_POLL_MS: HOUR });
    try {
      const owner = await createUser(a);
      // both instances' LISTEN connections on this schema's channel, cut by the server
      const cut = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where query = ${`LISTEN "rs_notify_${a.database.schema}"`}`.execute(a.database.db);
      expect(Number(cut.rows[0]!.n)).toBe(2);
      const uuid = await createRobot(a, owner, { robotName: 'Reconnected Raven' });
      await expect.poll(() => found(b, 'raven'), SOON).toEqual([uuid]);
    } finally {
      await b.close();
    }
  });
});
