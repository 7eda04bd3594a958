import { robotApi } from '@robot/contracts';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.ts';
import { acceptsGzip, registerJsonCompression } from './compress-json.ts';

const big = { list: Array.from({ length: 100 }, (_, i) => ({ i, name: `机器人 robot ${i}` })) };

describe('acceptsGzip', () => {
  it('reads the header as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });
});

describe('JSON compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerJsonCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/stream', async (_req, reply) => {
      const body = new PassThrough();
      reply.header('content-type', 'text/event-stream').send(body);
      body.end(`data: ${JSON.stringify(big)}\n\n`);
      return reply;
    });
    app.get('/page', async (_req, reply) =>
      reply.type('text/html').send(`<p>${'x'.repeat(5000)}</p>`),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('gzips a big JSON answer for a client that accepts it, and says it varies', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('sends it as it is to a client that does not, still varying', async () => {
    const res = await get('/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.json()).toEqual(big);
  });

  it('leaves small answers, streams and pages alone', async () => {
    for (const url of ['/small', '/stream', '/page']) {
      const res = await get(url, 'gzip');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/stream', 'gzip')).body).toContain('机器人 robot 99');
  });
});

describe(`JSON compression in the app (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it("gzips the robot square's page, the cached one alike, to the same JSON", async () => {
    const { res: plain } = await t.api(robotApi.search);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i += 1) {
      const { res } = await t.api(robotApi.search, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});
