import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { monitorApi } from '@robot/contracts';
import { loadConfig } from '../config.ts';
import { API_ROOT, UNKNOWN_API_PATH } from '../test/paths.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, type PluginTestApp } from './plugin-test-app.ts';
import { allowScripts, inlineScriptHashes, oldDomainTarget } from './web-app.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BUNDLE = 'console.log("app")';
const BIG = `export const text = ${JSON.stringify('robot square '.repeat(500))};`;

/** A stand-in for `apps/web/dist`, as Vite lays it out. */
function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // what apps/web/build/precompress.ts writes next to a big bundle
  fs.writeFileSync(path.join(dir, 'assets', 'big-Ef56.js'), BIG);
  fs.writeFileSync(path.join(dir, 'assets', 'big-Ef56.js.br'), zlib.brotliCompressSync(BIG));
  fs.writeFileSync(path.join(dir, 'assets', 'big-Ef56.js.gz'), zlib.gzipSync(BIG));
  return dir;
}

describe(`web app served with the API (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createPluginTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(INDEX);
  });

  it('answers client-router paths with index.html', async () => {
    for (const url of [
      '/robot-list',
      '/chat/abc-123',
      '/assets',
      '/robot-list/',
      '/anything/deep/path?x=1',
      '/index.html',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await t.inject({ method: 'HEAD', url: '/robot-list' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('serves hashed bundles as immutable and other files briefly cached', async () => {
    const js = await t.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe(BUNDLE);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    const icon = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends bundles the short header set: nosniff and the resource policies, no page policies', async () => {
    for (const url of [
      '/assets/index-Ab12Cd34.js',
      '/assets/big-Ef56.js',
      '/assets/gone-1234.js',
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // the missing bundle's JSON error opened as a page could run nothing
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      for (const pageOnly of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
      ]) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
    // a page keeps them all
    const page = await t.inject({ method: 'GET', url: '/robot-list' });
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the precompressed copy a browser accepts, cached like the bundle itself', async () => {
    const url = '/assets/big-Ef56.js';
    const br = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG);

    const gz = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(BIG);

    const plain = await t.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);

    // no copy on disk: the file as it is
    const small = await t.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(BUNDLE);
  });

  it('answers a missing bundle with 404, never with the page', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(10404);
    }
  });

  it('never answers HTML for /api paths', async () => {
    for (const url of [
      API_ROOT,
      `${API_ROOT}/`,
      `${API_ROOT}/robot-list`,
      `${API_ROOT}/index.html`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 10404, msg: 'errors.pageNotFound', data: null });
    }
  });

  it('does not treat other methods on page paths as pages', async () => {
    const res = await t.inject({ method: 'POST', url: '/robot-list' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(10404);
  });

  it('does not serve files outside the dist folder', async () => {
    const res = await t.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });
});

/** index.html as the app shell writes it (apps/web/build/app-shell.ts): one inline boot script. */
const BOOT = "document.documentElement.lang='en-US';";
const SHELL_INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script><script>${BOOT}</script></head><body><div id="root"></div><div id="rs-shell">${'<p>robot square</p>'.repeat(200)}</div></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts only, and adds them to script-src alone', () => {
    expect(inlineScriptHashes(SHELL_INDEX)).toEqual([sha(BOOT)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([]);
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowScripts(policy, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self' 'unsafe-inline'",
    );
    expect(allowScripts(policy, [])).toBe(policy);
  });
});

describe(`web app shell page (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL_INDEX);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(SHELL_INDEX));
    t = await createPluginTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("lets the page's boot script run: its hash is in the page's CSP, on every page path", async () => {
    for (const url of ['/', '/robot-list', '/index.html', '/chat/abc']) {
      const res = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${sha(BOOT)}`);
      expect(csp, url).toContain("default-src 'self'");
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // the shell makes the page worth compressing: the build's brotli copy is sent
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(SHELL_INDEX);
    }
  });

  it('follows a rebuild of the page while the server runs', async () => {
    const file = path.join(dist, 'index.html');
    const rebuilt = SHELL_INDEX.replace(BOOT, `${BOOT}/*2*/`);
    fs.writeFileSync(file, rebuilt);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const res = await t.inject({ method: 'GET', url: '/robot-list' });
    expect(String(res.headers['content-security-policy'])).toContain(sha(`${BOOT}/*2*/`));
    expect(String(res.headers['content-security-policy'])).not.toContain(sha(BOOT));
  });

  it('keeps the strict policy elsewhere: API answers and files get no script hash', async () => {
    const api = await t.inject({ method: 'GET', url: monitorApi.health.path });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256');
    const js = await t.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(String(js.headers['content-security-policy'])).not.toContain('sha256');
  });
});

describe(`web app not built (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp({ WEB_DIST_DIR: path.join(os.tmpdir(), 'rs-no-such-dist') });
  });
  afterAll(() => t.close());

  it('says how to build it instead of crashing', async () => {
    const res = await t.inject({ method: 'GET', url: '/robot-list' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('keeps answering the API', async () => {
    expect((await t.inject({ method: 'GET', url: monitorApi.health.path })).statusCode).toBe(200);
    const res = await t.inject({ method: 'GET', url: UNKNOWN_API_PATH });
    expect(res.json().code).toBe(10404);
  });
});

describe(`old-domain redirect (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  beforeAll(async () => {
    t = await createPluginTestApp({
      PUBLIC_URL: 'https://robots.example.com/',
      OLD_DOMAINS: 'old.example.com, legacy.example.org:8080',
    });
  });
  afterAll(() => t.close());

  it('sends an old host to the same path on PUBLIC_URL', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/robot-list?category=2',
      headers: { host: 'OLD.example.com' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe('https://robots.example.com/robot-list?category=2');
    const withPort = await t.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'legacy.example.org:8080' },
    });
    expect(withPort.headers['location']).toBe('https://robots.example.com/');
  });

  it('keeps the path a path (no open redirect) and the method of API calls', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '//evil.example/x',
      headers: { host: 'old.example.com' },
    });
    expect(res.headers['location']).toBe('https://robots.example.com//evil.example/x');
    const post = await t.inject({
      method: 'POST',
      url: monitorApi.errorAlert.path,
      headers: { host: 'old.example.com' },
    });
    expect(post.statusCode).toBe(308);
  });

  it('sends a request target that is not a path to the root, never to another host', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://robots.example.com',
      OLD_DOMAINS: 'old.example.com',
    });
    for (const url of ['@evil.example', '@evil.example/x', 'http://evil.example/', '*']) {
      const request = { url, host: 'old.example.com', hostname: 'old.example.com' };
      expect(oldDomainTarget(config, request as FastifyRequest)).toBe(
        'https://robots.example.com/',
      );
    }
  });

  it('serves the current host as usual', async () => {
    const res = await t.inject({
      method: 'GET',
      url: monitorApi.health.path,
      headers: { host: 'robots.example.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});
