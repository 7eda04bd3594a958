import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { monitorApi } from '@robot/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { REQUEST_ID_HEADER } from '../../plugins/request-ids.ts';
import {
  createTestApp,
  openTestDatabase,
  testDatabaseKind,
  type TestApp,
} from '../../test/test-app.ts';

/** Promise.withResolvers, which Node 20 lacks. */
function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const REDIS = { host: '127.0.0.1', port: 6379 };
const UUID = /^[0-9a-f-]{36}$/;

/**
 * A TCP relay to the machine's Redis: the app connects through it, and `stop` makes Redis unreachable
 * (closed port, open connections cut) while the app runs.
 */
async function redisRelay(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(REDIS.port, REDIS.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}/14`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe(`liveness and readiness (${testDatabaseKind})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is live and ready with a working database and no Redis configured', async () => {
    t = await createTestApp();
    const live = await t.api(monitorApi.live);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'ok' });
    const ready = await t.api(monitorApi.ready);
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'none' },
    });
  });

  it('answers 503 naming Redis once Redis stops, and stays live', async () => {
    const relay = await redisRelay();
    try {
      t = await createTestApp({ REDIS_URL: relay.url });
      const before = await t.api(monitorApi.ready);
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });

      await relay.stop();
      const after = await t.raw(monitorApi.ready);
      expect(after.status).toBe(503);
      expect(after.body).toEqual({
        code: 10503,
        msg: 'errors.serviceUnavailable',
        data: { checks: { database: 'ok', redis: 'failed' } },
      });
      const raw = await t.app.inject({ method: 'GET', url: monitorApi.ready.path });
      expect(raw.headers[REQUEST_ID_HEADER]).toMatch(UUID);
      expect((await t.api(monitorApi.live)).status).toBe(200);
    } finally {
      await relay.stop();
    }
  });

  it('answers 503 naming the database once it is closed, and stays live', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '.data-test/no-web-dist',
      DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    });
    const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
    try {
      await database.close();
      const res = await app.inject({ method: 'GET', url: monitorApi.ready.path });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 10503,
        msg: 'errors.serviceUnavailable',
        data: { checks: { database: 'failed', redis: 'none' } },
      });
      const live = await app.inject({ method: 'GET', url: monitorApi.live.path });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
      // the database is closed already; PostgreSQL's schema still goes
      await drop().catch(() => undefined);
    }
  });
});

describe(`readiness while the server closes (${testDatabaseKind})`, () => {
  const { promise: released, resolve: release } = deferred();
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    release();
    await drop?.();
  });

  it('refuses a request that arrives during the drain with 10503, its request id and Connection: close', async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '.data-test/no-web-dist',
      DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    });
    const app = await buildApp(config, {
      database: opened.database,
      counters: createMemoryCounterStore(),
    });
    // a request in flight holds the connection open while the server starts closing
    const SLOW = `${monitorApi.live.path}-slow-test-route`;
    const started = deferred();
    app.get(SLOW, { config: { auth: 'public' } }, async () => {
      started.resolve();
      await released;
      return { code: 200, msg: 'ok', data: null };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET ${SLOW} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await started.promise;
    const closed = app.close();
    // the next request on the same kept-alive connection, sent once the drain has begun
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    socket.write(`GET ${monitorApi.ready.path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await arrived;
    release();
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    const refusal = answers[1]!;
    expect(refusal).toMatch(/^HTTP\/1\.1 503 /);
    expect(refusal).toMatch(/\r\nconnection: close\r\n/i);
    expect(refusal).toMatch(new RegExp(`\\r\\n${REQUEST_ID_HEADER}: [0-9a-f-]{36}\\r\\n`, 'i'));
    expect(refusal).toContain('"code":10503');
    expect(refusal).toContain('"msg":"errors.serviceUnavailable"');
  });
});
