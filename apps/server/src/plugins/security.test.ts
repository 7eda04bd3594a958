import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictApi, monitorApi, userApi } from '@robot/contracts';
import { API_DOCS, UNKNOWN_API_PATH } from '../test/paths.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, TEST_ROUTES, type PluginTestApp } from './plugin-test-app.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** A Redis to test against, or null when none listens (the Redis case is then skipped). */
async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A fresh client address per test, so limits counted in a shared Redis never collide. */
const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

describe(`security headers (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp({ S3_PUBLIC_URL: 'https://cdn.example.com/bucket/' });
  });
  afterAll(() => t.close());

  it('sends the API set on API answers: a CSP that allows nothing, nosniff, frame and referrer', async () => {
    const res = await t.inject({ method: 'GET', url: monitorApi.health.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    // page-only headers stay off JSON
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it("sends the app's CSP and the page headers on everything else", async () => {
    for (const url of ['/robot-list', API_DOCS, '/apixyz']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      const csp = String(res.headers['content-security-policy']);
      for (const part of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://cdn.example.com",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'none'",
      ]) {
        expect(csp).toContain(part);
      }
      // plain http install: no forced upgrade, no HSTS
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the page call this site only when uploads go to this server', async () => {
    const res = await t.inject({ method: 'GET', url: '/robot-list' });
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
  });

  it('sends nosniff on every kind of error answer', async () => {
    const answers = await Promise.all([
      t.inject({ method: 'GET', url: UNKNOWN_API_PATH }),
      t.inject({ method: 'GET', url: TEST_ROUTES.throw }),
      t.inject({
        method: 'POST',
        url: TEST_ROUTES.echo,
        headers: { 'content-type': 'application/json' },
        payload: '{bad',
      }),
      t.inject({ method: 'GET', url: '/robot-list' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const res = await t.inject({
      method: 'GET',
      url: monitorApi.health.path,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe(`permissions policy and private caching (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createPluginTestApp();
    const username = `cache${randomBytes(4).toString('hex')}`;
    const password = 'lantern-quiet-7';
    await t.inject({ method: 'POST', url: userApi.register.path, payload: { username, password } });
    const res = await t.inject({
      method: 'POST',
      url: userApi.login.path,
      payload: { username, password },
      remoteAddress: someAddress(),
    });
    token = res.json().data.access_token;
  });
  afterAll(() => t.close());

  it('refuses browser features the site does not use, on every kind of answer', async () => {
    const answers = await Promise.all([
      t.inject({ method: 'GET', url: monitorApi.health.path }),
      t.inject({ method: 'GET', url: UNKNOWN_API_PATH }),
      t.inject({ method: 'GET', url: TEST_ROUTES.throw }),
      t.inject({ method: 'GET', url: `${API_DOCS}/` }),
      t.inject({ method: 'GET', url: '/robot-list' }),
    ]);
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy']);
      for (const part of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy).toContain(part);
      }
    }
  });

  it('marks every /api/user/ answer no-store, errors included', async () => {
    const answers = await Promise.all([
      t.inject({
        method: 'GET',
        url: userApi.info.path,
        headers: { authorization: `Bearer ${token}` },
      }),
      t.inject({ method: 'GET', url: userApi.info.path }),
      t.inject({
        method: 'POST',
        url: userApi.login.path,
        payload: { username: 'x', password: 'y' },
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 400]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks any API answer to a request with a bearer token no-store, and only those', async () => {
    const signedIn = await t.inject({
      method: 'GET',
      url: dictApi.robotCategories.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const visitor = await t.inject({ method: 'GET', url: dictApi.robotCategories.path });
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});

describe(`CORS for configured origins (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp({
      CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
      PUBLIC_URL: 'https://robots.example.com',
    });
  });
  afterAll(() => t.close());

  it('allows a listed origin, preflight included', async () => {
    const res = await t.inject({
      method: 'GET',
      url: monitorApi.health.path,
      headers: { origin: 'https://admin.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    const pre = await t.inject({
      method: 'OPTIONS',
      url: TEST_ROUTES.echo,
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('says nothing to an origin that is not listed', async () => {
    const res = await t.inject({
      method: 'GET',
      url: monitorApi.health.path,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('forces https once PUBLIC_URL is https', async () => {
    const api = await t.inject({ method: 'GET', url: monitorApi.health.path });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await t.inject({ method: 'GET', url: '/robot-list' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe(`rate limits (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp();
  });
  afterAll(() => t.close());

  it('applies a route-level limit per address with the catalogue 10429', async () => {
    const ip = someAddress();
    const call = (remoteAddress: string) =>
      t.inject({ method: 'GET', url: TEST_ROUTES.limited, remoteAddress });
    expect((await call(ip)).statusCode).toBe(200);
    expect((await call(ip)).statusCode).toBe(200);
    const third = await call(ip);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.headers['x-content-type-options']).toBe('nosniff');
    // another address has its own budget
    expect((await call(someAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 there too', async () => {
    const net = `2001:db8:${((Math.random() * 0xffff) | 0).toString(16)}:5`;
    const call = (remoteAddress: string) =>
      t.inject({ method: 'GET', url: TEST_ROUTES.limited, remoteAddress });
    expect((await call(`${net}::1`)).statusCode).toBe(200);
    expect((await call(`${net}:1:2:3:4`)).statusCode).toBe(200);
    expect((await call(`${net}::9`)).statusCode).toBe(429);
    expect((await call(`${net.slice(0, -1)}6::1`)).statusCode).toBe(200);
  });

  it('leaves routes without a limit alone', async () => {
    const ip = someAddress();
    for (let i = 0; i < 5; i++) {
      const res = await t.inject({ method: 'GET', url: monitorApi.health.path, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe.runIf(await redisReachable(REDIS_URL))(
  `rate limits in Redis (${testDatabaseKind})`,
  () => {
    let a: PluginTestApp;
    let b: PluginTestApp;
    beforeAll(async () => {
      // two instances sharing one Redis, as behind a load balancer
      a = await createPluginTestApp({ REDIS_URL });
      b = await createPluginTestApp({ REDIS_URL });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('counts one budget across instances', async () => {
      const ip = someAddress();
      const call = (t: PluginTestApp) =>
        t.inject({ method: 'GET', url: TEST_ROUTES.limited, remoteAddress: ip });
      expect((await call(a)).statusCode).toBe(200);
      expect((await call(b)).statusCode).toBe(200);
      const third = await call(a);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(10429);
    });
  },
);

describe(`the page's CSP on an S3 install (${testDatabaseKind})`, () => {
  const S3 = {
    S3_BUCKET: 'robot-square',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  const connectSrc = async (env: Record<string, string>) => {
    const t = await createPluginTestApp(env);
    try {
      const res = await t.inject({ method: 'GET', url: '/robot-list' });
      return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    } finally {
      await t.close();
    }
  };

  // Browsers send covers, portraits and article images straight to the bucket (a presigned PUT)
  it('lets the page send uploads to the bucket at S3_ENDPOINT', async () => {
    expect(await connectSrc({ ...S3, S3_ENDPOINT: 'https://minio.example.com:9000/' })).toBe(
      "'self' https://minio.example.com:9000",
    );
  });

  it("lets the page send uploads to AWS's address of the bucket", async () => {
    expect(await connectSrc(S3)).toBe("'self' https://robot-square.s3.eu-west-1.amazonaws.com");
  });
});
