import { userApi, type Endpoint } from '@robot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi, type FakeOpenAi } from '../../src/test/fake-openai.ts';
import { startFakeWeChat, type FakeWeChat } from '../../src/test/fake-wechat.ts';
import { startCluster, stopAll, type ServerProcess } from './cluster.ts';
import {
  apiCall,
  httpCall,
  type ApiAnswer,
  type CallOptions,
  type HttpAnswer,
  type HttpOptions,
} from './http-client.ts';
import { startNginx, type Nginx } from './nginx.ts';
import {
  createPgDatabase,
  openRedisDb,
  startS3,
  type TestDatabase,
  type TestRedis,
  type TestS3,
} from './services.ts';

/**
 * The scaled set-up of docs/deployment.md on one machine: N server processes on one PostgreSQL
 * database, one Redis database and one S3 bucket, behind nginx running the shipped locations.conf, with
 * a fake model server and a fake WeChat. A test reaches every instance through nginx; the test's nginx
 * balances by a request header (X-Test-Route) so that it can say which instance serves each call.
 */
export const ADMIN = { username: 'opsadmin', password: 'ops-admin-secret-9' };
const ROUTE_HEADER = 'x-test-route';

/** One instance as reached through nginx. */
export interface Via {
  name: string;
  server: ServerProcess;
  call<E extends Endpoint>(e: E, opts?: CallOptions<E>): Promise<ApiAnswer<E>>;
  http(pathname: string, opts?: HttpOptions): Promise<HttpAnswer>;
}

export interface Deployment {
  servers: ServerProcess[];
  nginx: Nginx;
  /** instance i through nginx */
  via: Via[];
  ai: FakeOpenAi;
  wechat: FakeWeChat;
  s3: TestS3;
  redis: TestRedis;
  db: TestDatabase;
  close(): Promise<void>;
}

export interface DeploymentOptions {
  /** lowercase letters, digits and _: the PostgreSQL database's name */
  name: string;
  instances?: number;
  /** more settings for every instance (low limits) */
  env?: Record<string, string>;
  echo?: boolean;
}

export async function startDeployment(opts: DeploymentOptions): Promise<Deployment> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  };
  try {
    const dir = await mkdtemp(path.join(os.tmpdir(), `ops-${opts.name}-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const db = await createPgDatabase(opts.name);
    cleanups.push(() => db.drop());
    const redis = await openRedisDb();
    cleanups.push(() => redis.close());
    const s3 = await startS3();
    cleanups.push(() => s3.close());
    const ai = await startFakeOpenAi();
    cleanups.push(() => ai.close());
    const wechat = await startFakeWeChat();
    cleanups.push(() => wechat.close());

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      ...s3.env,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMS_LOG_SENDER_IN_PRODUCTION: 'true',
      MODEL_KEY_SECRET: 'ops-test-model-key-secret-0123456789abcdef',
      VIEW_KEY_SECRET: 'ops-test-view-key-secret',
      OPENAI_BASE_URL: ai.baseURL,
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_MODEL: 'fake-model',
      WECHAT_APP_ID: 'wx-ops-test',
      WECHAT_APP_SECRET: 'wechat-secret',
      WECHAT_API_BASE: wechat.url,
      ...opts.env,
    };
    const echo = opts.echo ?? process.env.OPS_ECHO === '1';
    const servers = await startCluster(opts.instances ?? 2, env, { echo });
    cleanups.push(() => stopAll(servers));

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      upstreams: servers.map((s) => `127.0.0.1:${s.port}`),
      balance: `hash $http_${ROUTE_HEADER.replace(/-/g, '_')}`,
      serverExtra: 'add_header X-Served-By $upstream_addr always;',
    });
    cleanups.push(() => nginx.stop());

    const via = await routes(nginx, servers);
    return { servers, nginx, via, ai, wechat, s3, redis, db, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Finds, for each instance, a route header value that nginx's hash sends to it. */
async function routes(nginx: Nginx, servers: ServerProcess[]): Promise<Via[]> {
  const keys = new Map<number, string>();
  for (let i = 0; keys.size < servers.length && i < 500; i += 1) {
    const key = `r${i}`;
    const res = await httpCall(nginx.url, '/api/health', { headers: { [ROUTE_HEADER]: key } });
    const port = Number(
      String(res.headers['x-served-by'] ?? '')
        .split(':')
        .pop(),
    );
    const at = servers.findIndex((s) => s.port === port);
    if (at >= 0 && !keys.has(at)) keys.set(at, key);
  }
  return servers.map((server, i) => {
    const key = keys.get(i);
    if (!key) throw new Error(`nginx never routed to ${server.name}`);
    const headers = (h: Record<string, string> | undefined) => ({ ...h, [ROUTE_HEADER]: key });
    return {
      name: server.name,
      server,
      call: (e, o = {}) => apiCall(nginx.url, e, { ...o, headers: headers(o.headers) }),
      http: (p, o = {}) => httpCall(nginx.url, p, { ...o, headers: headers(o.headers) }),
    };
  });
}

/** The instance a call was served by (nginx's X-Served-By), for assertions on the routing itself. */
export const servedBy = (answer: { headers: HttpAnswer['headers'] }): number =>
  Number(
    String(answer.headers['x-served-by'] ?? '')
      .split(':')
      .pop(),
  );

let seq = 0;
/** Distinct names and client addresses (127.0.<n>.<m>: every one reaches nginx from this machine). */
export const unique = {
  name: (base = 'ops') => `${base}${Date.now().toString(36)}${(seq += 1)}`,
  address: () => `127.0.${10 + Math.floor((seq += 1) / 250)}.${(seq % 250) + 1}`,
};

export interface OpsUser {
  uuid: string;
  username: string;
  password: string;
  token: string;
}

/** Registers a user on one instance (from an address of its own) and signs in on another. */
export async function newUser(d: Deployment, password = 'lantern-quiet-7'): Promise<OpsUser> {
  const username = unique.name();
  const [first, second] = [d.via[0]!, d.via[1] ?? d.via[0]!];
  const from = unique.address();
  const reg = await first.call(userApi.register, { body: { username, password }, from });
  if (!reg.data) throw new Error(`register failed: ${reg.code} ${reg.msg}`);
  const token = await signIn(second, username, password, from);
  return { uuid: reg.data.uuid, username, password, token };
}

export async function signIn(
  via: Via,
  username: string,
  password: string,
  from = unique.address(),
): Promise<string> {
  const res = await via.call(userApi.login, { body: { username, password }, from });
  if (!res.data) throw new Error(`login failed: ${res.code} ${res.msg}`);
  return res.data.access_token;
}
