import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { monitorApi, robotApi } from '@robot/contracts';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../lib/sse/sse-writer.ts';
import type { ModelCallObserver } from '../modules/models/model-registry.ts';
import { UNKNOWN_API_PATH } from '../test/paths.ts';
import { openTestDatabase, testDatabaseKind } from '../test/test-app.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';
import { createAppMetrics } from './metrics.ts';
import { createPluginTestApp, type PluginTestApp } from './plugin-test-app.ts';

const TOKEN = 'metrics-token-of-some-length-1234';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`metrics on the main port, outside production (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('counts requests by route pattern, never by raw URL; unknown paths are one series', async () => {
    await t.inject({ method: 'GET', url: monitorApi.health.path });
    const uuid = randomUUID();
    await t.inject({
      method: 'GET',
      url: robotApi.detailSimple.path.replace('{uuid}', uuid),
    });
    for (const suffix of ['a', 'b', 'c']) {
      await t.inject({ method: 'GET', url: `${UNKNOWN_API_PATH}/${suffix}` });
    }
    const text = await scrape();
    expect(
      valueOf(
        text,
        `http_request_duration_seconds_count{method="GET",route="${monitorApi.health.path}",status_code="200"}`,
      ),
    ).toBe(1);
    expect(text).toContain(`route="/api/robot/detail/simple/:uuid",status_code="404"`);
    expect(text).not.toContain(uuid);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(3);
    expect(text).not.toContain(`${UNKNOWN_API_PATH}/a`);
  });

  it('reports the database pool, the search indexes and the event-loop delay', async () => {
    const text = await scrape();
    expect(valueOf(text, 'search_index_entries{index="robots"}')).toBe(0);
    for (const kind of ['aitool', 'article', 'xky']) {
      expect(valueOf(text, `search_index_entries{index="${kind}"}`)).toBe(0);
    }
    expect(valueOf(text, `db_pool_max_connections{kind="${testDatabaseKind}"}`)).toBeGreaterThan(0);
    expect(valueOf(text, 'db_pool_connections{state="open"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'db_pool_waiting_queries')).toBe(0);
    if (testDatabaseKind === 'postgres') {
      expect(valueOf(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    }
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('http_sse_streams_active 0');
  });
});

describe(`metrics access (${testDatabaseKind})`, () => {
  let t: PluginTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is off (404, never the web page) in production without a token or a port', async () => {
    t = await createPluginTestApp({ NODE_ENV: 'production', SMS_LOG_SENDER_IN_PRODUCTION: 'true' });
    const res = await t.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10404, msg: 'errors.pageNotFound', data: null });
  });

  it('asks for METRICS_TOKEN as a bearer token on the main port', async () => {
    t = await createPluginTestApp({
      NODE_ENV: 'production',
      SMS_LOG_SENDER_IN_PRODUCTION: 'true',
      METRICS_TOKEN: TOKEN,
    });
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length-123', TOKEN]) {
      const res = await t.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe(10401);
      expect(res.headers['x-request-id']).toBeTypeOf('string');
    }
    const ok = await t.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });

  it('serves a separate METRICS_PORT, and nothing on the main port without a token', async () => {
    const port = await freePort();
    t = await createPluginTestApp({ METRICS_PORT: String(port) });
    expect((await t.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
    await t.inject({ method: 'GET', url: monitorApi.live.path });
    const res = await get(`http://127.0.0.1:${port}${METRICS_PATH}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`route="${monitorApi.live.path}"`);
    expect((await get(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    await t.close();
    t = undefined;
    // closed with the app
    await expect(get(`http://127.0.0.1:${port}${METRICS_PATH}`)).rejects.toThrow();
  });
});

describe(`model and stream metrics (${testDatabaseKind})`, () => {
  it('counts model calls once each, and event streams while they are open', async () => {
    const { database, drop } = await openTestDatabase();
    const app = Fastify();
    let observer: ModelCallObserver = () => {};
    const metrics = createAppMetrics(app, {
      database,
      searchIndexSizes: () => ({ robots: 7 }),
      models: {
        observe(o) {
          observer = o;
          return () => (observer = () => {});
        },
      },
    });
    let during = '';
    app.get('/stream', async (_request, reply) => {
      const sse = openSse(reply);
      await sse.write('data: 1\n\n');
      during = await metrics.scrape();
      sse.end();
      return reply;
    });
    try {
      observer({ model: 'm1', outcome: 'ok', firstTokenMs: 300, totalMs: 2000 });
      observer({ model: 'm1', outcome: 'timeout', firstTokenMs: null, totalMs: 10_000 });
      observer({ model: 'm2', outcome: 'aborted', firstTokenMs: 100, totalMs: 150 });
      await app.inject({ method: 'GET', url: '/stream' });
      const text = await metrics.scrape();
      expect(valueOf(text, 'model_first_token_seconds_count{model="m1"}')).toBe(1);
      expect(valueOf(text, 'model_first_token_seconds_sum{model="m1"}')).toBe(0.3);
      expect(valueOf(text, 'model_request_duration_seconds_count{model="m1",outcome="ok"}')).toBe(
        1,
      );
      expect(valueOf(text, 'model_request_errors_total{model="m1",kind="timeout"}')).toBe(1);
      expect(text).not.toContain('model_request_errors_total{model="m2"');
      expect(valueOf(text, 'search_index_entries{index="robots"}')).toBe(7);
      expect(valueOf(during, 'http_sse_streams_active')).toBe(1);
      expect(valueOf(text, 'http_sse_streams_active')).toBe(0);
    } finally {
      await app.close();
      await drop();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
