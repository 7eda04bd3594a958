import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { monitorApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMemoryCounterStore } from '../lib/counters.ts';
import { API_ROOT, UNKNOWN_API_PATH } from '../test/paths.ts';
import { openTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, TEST_ROUTES, type PluginTestApp } from './plugin-test-app.ts';
import { REQUEST_ID_HEADER } from './request-ids.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One request of each way an answer can end, success and every error path. */
const ANSWERS: [string, InjectOptions, number][] = [
  ['success', { method: 'GET', url: monitorApi.health.path }, 200],
  ['unknown API path', { method: 'GET', url: UNKNOWN_API_PATH }, 404],
  ['unknown method on a page path', { method: 'DELETE', url: '/some/page' }, 404],
  [
    'malformed JSON',
    {
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    },
    400,
  ],
  [
    'body over the limit',
    {
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
    },
    413,
  ],
  [
    'unsupported content type',
    {
      method: 'POST',
      url: TEST_ROUTES.echo,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    },
    415,
  ],
  [
    'URL that does not decode (framework error)',
    { method: 'GET', url: `${API_ROOT}/%E0%A4%A` },
    400,
  ],
  ['unexpected failure', { method: 'GET', url: TEST_ROUTES.throw }, 500],
];

describe(`request ids (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp();
  });
  afterAll(() => t.close());

  it.each(ANSWERS)('names the request on every answer: %s', async (_name, request, status) => {
    const res = await t.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });

  it('names a rate-limit refusal too, each request with its own random id', async () => {
    const ids = new Set<string>();
    let refused = 0;
    for (let i = 0; i < 4; i += 1) {
      const res = await t.inject({ method: 'GET', url: TEST_ROUTES.limited });
      if (res.statusCode === 429) {
        refused += 1;
        expect(res.json().code).toBe(10429);
      }
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
      ids.add(String(res.headers[REQUEST_ID_HEADER]));
    }
    expect(refused).toBe(2);
    expect(ids.size).toBe(4);
  });

  it('ignores an X-Request-Id from a client that is no trusted proxy', async () => {
    const res = await t.inject({
      method: 'GET',
      url: monitorApi.health.path,
      headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});

describe(`request ids behind a trusted proxy (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  const idFor = async (sent: string, remoteAddress: string) => {
    const res = await t.inject({
      method: 'GET',
      url: UNKNOWN_API_PATH,
      remoteAddress,
      headers: { [REQUEST_ID_HEADER]: sent },
    });
    return String(res.headers[REQUEST_ID_HEADER]);
  };

  it("keeps the proxy's id when it is a short token of safe characters", async () => {
    expect(await idFor('0f3c9a7e2b1d4c5a8e6f7a9b0c1d2e3f', '10.1.2.3')).toBe(
      '0f3c9a7e2b1d4c5a8e6f7a9b0c1d2e3f',
    );
    expect(await idFor('req-1.2:3_4', '10.1.2.3')).toBe('req-1.2:3_4');
  });

  it('makes its own for an unsafe or overlong id, or one from outside the proxy range', async () => {
    for (const sent of ['has space', 'a"b', 'line\u2028break', 'x'.repeat(129), '']) {
      expect(await idFor(sent, '10.1.2.3'), JSON.stringify(sent)).toMatch(UUID);
    }
    expect(await idFor('req-from-outside', '192.0.2.7')).toMatch(UUID);
  });
});

describe(`request ids in the log (${testDatabaseKind})`, () => {
  it('writes the answered id on every line of the request, its own lines included', async () => {
    const lines: Record<string, unknown>[] = [];
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '.data-test/no-web-dist',
      DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
    });
    const app = await buildApp(config, {
      database,
      counters: createMemoryCounterStore(),
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      await app.ready();
      // a closed database: the readiness check writes a line of its own for the request
      await database.close();
      const res = await app.inject({ method: 'GET', url: monitorApi.ready.path });
      expect(res.statusCode).toBe(503);
      const id = res.headers[REQUEST_ID_HEADER];
      expect(id).toMatch(UUID);
      const ofRequest = () => lines.filter((l) => l['reqId'] === id);
      // the server-errors log cannot be written either (closed database): said under the same id,
      // once the write (after the answer) has failed
      for (let i = 0; i < 100 && ofRequest().length < 4; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(
        ofRequest()
          .map((l) => l['msg'])
          .sort(),
      ).toEqual([
        'incoming request',
        'readiness check failed',
        'request completed',
        'writing the server error failed',
      ]);
    } finally {
      await app.close();
      await drop().catch(() => undefined);
    }
  });
});
