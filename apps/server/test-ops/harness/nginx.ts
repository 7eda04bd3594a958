import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** The nginx configuration the project ships (deploy/nginx), which the tests put in front of instances. */
export const DEPLOY_NGINX_DIR = path.resolve(import.meta.dirname, '../../../../deploy/nginx');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** the generated nginx.conf */
  confFile: string;
  /** the error log so far */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** a folder of its own: nginx.conf, logs, temp folders and the pid file go there */
  dir: string;
  /** the instances, host:port */
  upstreams: string[];
  /**
   * the upstream's balancing directive, e.g. `hash $http_x_test_route` so that a test can choose the
   * instance of each request; default: round robin, as shipped
   */
  balance?: string;
  /** more directives for the server block, after the shipped ones (e.g. `add_header`) */
  serverExtra?: string;
  /**
   * the API calls per address the limit zone lets through (`limit_req_zone ... rate=`): the tests
   * call through nginx from one address far faster than a person, so far more than the shipped 20r/s
   * (nginx-config.test.ts checks the shipped rate)
   */
  apiRate?: string;
}

/**
 * Writes an nginx.conf that defines `upstream robot_square` with the test's instances and a server on a
 * free port of 127.0.0.1 whose whole body is the shipped deploy/nginx/locations.conf (included, not
 * copied), checks it with `nginx -t`, and runs nginx in the foreground under this process with its own
 * prefix: no system nginx, no port 80, nothing outside `dir`.
 */
export async function startNginx(opts: NginxOptions): Promise<Nginx> {
  const port = await freePort();
  const dir = path.resolve(opts.dir);
  for (const sub of ['logs', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    await mkdir(path.join(dir, sub), { recursive: true });
  }
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${root}daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $uri $robot_square_api_client {
    ~^/api/ $binary_remote_addr;
    default "";
  }
  limit_req_zone $robot_square_api_client zone=robot_square_api:10m rate=${opts.apiRate ?? '100000r/s'};
  upstream robot_square {
    ${opts.balance ? `${opts.balance};` : ''}
${opts.upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    include ${DEPLOY_NGINX_DIR}/locations.conf;
    ${opts.serverExtra ?? ''}
  }
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  await writeFile(confFile, conf);
  const check = checkNginxConfig(confFile, dir);
  if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}\n${conf}`);

  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString('utf8')));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${out}`);
    try {
      // a path nginx answers itself would do; this one every instance answers 200
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx not listening on ${url}:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    url,
    confFile,
    errorLog: () => readFile(path.join(dir, 'logs/error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/** `nginx -t` on a configuration file: whether it parses and every include and path is good. */
export function checkNginxConfig(
  confFile: string,
  prefix: string,
): { ok: boolean; output: string } {
  const r = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}
