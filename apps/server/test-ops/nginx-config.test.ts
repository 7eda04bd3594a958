import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from './harness/http-client.ts';
import {
  checkNginxConfig,
  DEPLOY_NGINX_DIR,
  NGINX_BIN,
  startNginx,
  type Nginx,
} from './harness/nginx.ts';
import { freePort } from './harness/server-process.ts';

/**
 * The shipped nginx files on their own: the two site files pass `nginx -t` (with this machine's paths
 * and a throw-away certificate in place of the production ones), and the stream locations hand on each
 * piece of an event stream at once even when the app does not ask for it (no X-Accel-Buffering).
 */
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ops-nginx-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An nginx.conf around one shipped site file, pointed at this machine instead of the containers. */
async function wrapSite(file: string): Promise<string> {
  const site = (await readFile(path.join(DEPLOY_NGINX_DIR, file), 'utf8'))
    .replaceAll(
      '/etc/nginx/robot-square/locations.conf',
      path.join(DEPLOY_NGINX_DIR, 'locations.conf'),
    )
    .replaceAll('/etc/nginx/tls/', `${dir}/tls/`)
    .replace(/server app(\d):8080/g, 'server 127.0.0.1:1808$1')
    .replace(
      /listen (\[::\]:)?(80|443)/g,
      (_, v6: string | undefined, port: string) =>
        `listen ${v6 ? '[::1]:' : '127.0.0.1:'}${port === '80' ? 18080 : 18443}`,
    );
  const conf = `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
${site}
}
`;
  const confFile = path.join(dir, `${file}.nginx.conf`);
  await writeFile(confFile, conf);
  return confFile;
}

describe('the shipped nginx configuration', () => {
  it('robot-square-http.conf passes nginx -t', async () => {
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    const result = checkNginxConfig(await wrapSite('robot-square-http.conf'), dir);
    expect(result.output).toContain('syntax is ok');
    expect(result.ok).toBe(true);
  });

  it('robot-square.conf (TLS) passes nginx -t with a certificate in place', async () => {
    await mkdir(path.join(dir, 'tls'), { recursive: true });
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=robots.example.com',
        '-keyout',
        path.join(dir, 'tls/privkey.pem'),
        '-out',
        path.join(dir, 'tls/fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const result = checkNginxConfig(await wrapSite('robot-square.conf'), dir);
    expect(result.output).toContain('syntax is ok');
    expect(result.ok).toBe(true);
  });

  describe('stream locations', () => {
    let upstream: Server;
    let nginx: Nginx;

    beforeAll(async () => {
      // An app that streams one event, then nothing, and does not send X-Accel-Buffering.
      upstream = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('data: first\n\n');
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port } = upstream.address() as AddressInfo;
      nginx = await startNginx({ dir: path.join(dir, 'stream'), upstreams: [`127.0.0.1:${port}`] });
    });
    afterAll(async () => {
      await nginx?.stop();
      upstream?.closeAllConnections();
      await new Promise<void>((resolve) => upstream?.close(() => resolve()));
    });

    for (const route of ['/api/stream/chat', '/api/advice/robot/name']) {
      it(`${route}: the first event reaches the client while the stream is still open`, async () => {
        const res = await httpCall(nginx.url, route, {
          method: 'POST',
          body: {},
          until: (text) => text.includes('data: first'),
        });
        expect(res.status).toBe(200);
        expect(res.text).toContain('data: first');
      });
    }
  });

  describe('API calls per address (robot-square-http.conf as shipped)', () => {
    /** `n` calls, 50 at a time (the wrapped nginx keeps its default 512 connections) */
    async function inWaves(n: number, call: () => Promise<Response>): Promise<Response[]> {
      const answers: Response[] = [];
      for (let i = 0; i < n; i += 50) {
        answers.push(...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, call))));
      }
      return answers;
    }

    let upstream: Server;
    let stop: () => Promise<void>;
    let url: string;
    let echoUrl: string;

    beforeAll(async () => {
      upstream = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":200,"msg":"ok","data":null}');
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port: app } = upstream.address() as AddressInfo;
      const port = await freePort();
      const echoPort = await freePort();
      await mkdir(path.join(dir, 'tmp'), { recursive: true });
      const confFile = await wrapSite('robot-square-http.conf');
      const conf = (await readFile(confFile, 'utf8'))
        .replace(/\n\s*listen \[::1\]:18080;/, '')
        .replace('listen 127.0.0.1:18080', `listen 127.0.0.1:${port}`)
        .replace(/127\.0\.0\.1:1808[12]/g, `127.0.0.1:${app}`)
        // Test only: a call may say which client it stands for (X-Test-Client), and a second
        // server answers with the key the limit counts that client by.
        .replace(
          /\n}\n$/,
          `
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Test-Client;
  server {
    listen 127.0.0.1:${echoPort};
    location / { default_type text/plain; return 200 "$robot_square_client"; }
  }
}
`,
        );
      const running = path.join(dir, 'limits.nginx.conf');
      await writeFile(running, conf);
      const child = spawn(NGINX_BIN, ['-p', dir, '-c', running, '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      url = `http://127.0.0.1:${port}`;
      echoUrl = `http://127.0.0.1:${echoPort}`;
      for (let i = 0; ; i += 1) {
        const ok = await fetch(`${url}/`).then(
          () => true,
          () => false,
        );
        if (ok) break;
        if (i > 100) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      stop = async () => {
        if (child.exitCode === null) {
          child.kill('SIGQUIT');
          await once(child, 'exit');
        }
      };
    });
    afterAll(async () => {
      await stop?.();
      upstream?.closeAllConnections();
      await new Promise<void>((resolve) => upstream?.close(() => resolve()));
    });

    it('lets a burst of 200 through, then answers 10429 as the app does; pages are not counted', async () => {
      const burst = await inWaves(300, () => fetch(`${url}/api/robot/search`));
      const statuses = burst.map((r) => r.status);
      // 20 a second refill while the burst is under way: a few more than 200 may pass
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(200);
      const refused = burst.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(50);
      expect(refused[0]!.headers.get('content-type')).toBe('application/json');
      expect(refused[0]!.headers.get('retry-after')).toBe('1');
      expect(await refused[0]!.json()).toEqual({
        code: 10429,
        msg: 'errors.tooManyRequests',
        data: null,
      });
      const pages = await inWaves(300, () => fetch(`${url}/robot-list`));
      expect(pages.every((r) => r.status === 200)).toBe(true);
    });

    /** The key nginx counts a client by, as X-Test-Client names it. */
    const keyOf = (client: string) =>
      fetch(echoUrl, { headers: { 'x-test-client': client } }).then((r) => r.text());

    it.each([
      // IPv4, and IPv6 written with dotted IPv4: the address itself
      ['203.0.113.9', '203.0.113.9'],
      ['::ffff:203.0.113.9', '::ffff:203.0.113.9'],
      // the /64's four groups written out, whatever the rest and however the caller spelled it
      ['2001:db8:aa:bb::1', '2001:db8:aa:bb'],
      ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb'],
      ['2001:0DB8:00aa:00bb:0:0:0:1', '2001:db8:aa:bb'],
      ['2001:db8:0:1::', '2001:db8:0:1'],
      // "::" inside the /64: one /64, however nginx compresses its zeros
      ['2001:db8::1', '2001:db8:0:0'],
      ['2001:db8::1:2:3:4', '2001:db8:0:0'],
      ['2001:db8:0:0:1::', '2001:db8:0:0'],
      ['2001:db8:0:0:1:0:0:1', '2001:db8:0:0'],
      ['2001:db8:1::5', '2001:db8:1:0'],
      ['::1', '0:0:0:0'],
      // "::" followed by five or six groups: the first of them close the /64
      ['1:0:0:2:3:4:5:6', '1:0:0:2'],
      ['0:0:0:7:1:2:3:4', '0:0:0:7'],
      ['0:0:5:6:1:2:3:4', '0:0:5:6'],
    ])('counts %s as %s', async (client, key) => {
      expect(await keyOf(client)).toBe(key);
    });

    it('counts every IPv6 address of one /64 together, and the next /64 apart', async () => {
      const from = (client: string, n: number) =>
        Promise.all(
          Array.from({ length: n }, () =>
            fetch(`${url}/api/robot/search`, { headers: { 'x-test-client': client } }),
          ),
        ).then((answers) => answers.map((r) => r.status));
      const first = await inWaves(250, () =>
        fetch(`${url}/api/robot/search`, { headers: { 'x-test-client': '2001:db8:5:6::1' } }),
      );
      expect(first.some((r) => r.status === 429)).toBe(true);
      // the bucket refills at 20 a second, so one or two of these may pass
      const sameNet = await from('2001:db8:5:6:ffff:1:2:3', 20);
      expect(sameNet.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
      expect(await from('2001:db8:5:7::1', 20)).toEqual(Array(20).fill(200));
    });
  });
});
