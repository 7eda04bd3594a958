/**
 * The app under the web bench (web-lighthouse.mjs): the built web app (rebuilt when missing or stale), the
 * real server in production mode on SQLite, and a signed-in demo user with one conversation.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SERVE_ARGS } from './serve-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
/** What the built web app is made from: a file newer than dist/index.html makes the build stale. */
const BUILD_INPUTS = ['apps/web', 'packages/contracts/src', 'package-lock.json'];
const NOT_INPUTS = new Set(['dist', 'node_modules']);

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (NOT_INPUTS.has(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/**
 * Runs `npm run build` when apps/web/dist is missing or older than a source file, or always with
 * mode 'always' (never with 'never'). Answers what was done and why.
 */
export function ensureBuilt(mode = 'auto') {
  let reason;
  if (mode === 'always') reason = 'BENCH_WEB_BUILD=always';
  else if (!existsSync(distIndex)) reason = 'apps/web/dist missing';
  else {
    const newest = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
    if (newest > statSync(distIndex).mtimeMs) reason = 'a source file is newer than apps/web/dist';
  }
  if (!reason || mode === 'never') return { built: false, reason: reason ?? 'dist up to date' };
  console.log(`[web] npm run build (${reason})...`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run build exited with ${run.status}`);
  return { built: true, reason };
}

/** Settings the server must not take from the caller's environment (another database, a real model). */
const DROPPED_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'OPENAI_BASE_URL',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
];

export const SERVER_ENV = {
  NODE_ENV: 'production',
  // production refuses the log-only SMS sender unless told; the bench sends no SMS
  SMS_LOG_SENDER_IN_PRODUCTION: 'true',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};

/**
 * Starts the real server (SQLite in a temporary DATA_DIR); answers the child, its base URL and the
 * data dir. `extraEnv`: settings of the bench's own (a fake model's address), after the drop.
 */
export function startServer(port = 0, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const env = { ...process.env, ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir };
  for (const key of DROPPED_ENV) delete env[key];
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [...SERVE_ARGS, 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const m = /running at\s+http:\/\/[^:]+:(\d+)/.exec(out);
      if (!m) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ child, base: `http://127.0.0.1:${m[1]}`, dataDir });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * The builds a comparison names in BENCH_PROFILE_DISTS (`label=dir,label=dir`), or this checkout's
 * own (`app`, dir undefined).
 */
export function buildsToCompare() {
  const dists = (process.env.BENCH_PROFILE_DISTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => d.split('='));
  return dists.length ? dists : [['app', undefined]];
}

/**
 * One server per build (`WEB_DIST_DIR` its dir), each with the demo user signed in and a robot to
 * chat with (`session`); `extraEnv` as startServer's. Stop them with stopBuildServers, also when
 * one failed to start (those started are in `servers`, filled as they start).
 */
export async function startBuildServers(builds, servers, extraEnv = {}) {
  for (const [label, dir] of builds) {
    const server = await startServer(0, dir ? { ...extraEnv, WEB_DIST_DIR: dir } : extraEnv);
    servers.push({ label, ...server, session: await signInWithConversation(server.base) });
  }
  return servers;
}

export async function stopBuildServers(servers) {
  for (const s of servers) {
    await stopServer(s.child);
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}

async function call(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Launches Debian's Chromium headless with an empty profile, as the benches' every load does. */
export const launchBrowser = (executablePath) =>
  puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox'] });

/** Stores a session token in the origin's storage, where the web app looks for it (`rs.token`). */
export async function storeToken(tab, base, token) {
  await tab.goto(`${base}/api/health`);
  await tab.evaluate(
    (value) => localStorage.setItem('rs.token', value),
    JSON.stringify({ state: { token }, version: 0 }),
  );
}

/**
 * Signs the demo user in through the API and asks a demo robot one question (the offline responder
 * answers), so that its chat page has a conversation. Answers the token and the robot's uuid.
 */
export async function signInWithConversation(base) {
  const login = await call(base, 'POST', '/api/user/login', {
    username: 'demo',
    password: 'demo12345',
  });
  const token = login.access_token;
  const robots = await call(base, 'GET', '/api/robot/search?limit=1');
  const robot = robots.list[0];
  if (!robot) throw new Error('no demo robot: is SEED_DEMO on?');
  const chat = await call(
    base,
    'POST',
    '/api/chat',
    { robotUUID: robot.uuid, conversationId: 'new_conversation', message: 'Hello' },
    token,
  );
  return { token, robotUUID: robot.uuid, conversationId: chat.conversationId };
}

/** A demo article's uuid (SEED_DEMO): its page is what a shared article link opens. */
export async function firstArticle(base) {
  const page = await call(base, 'GET', '/api/article/search?pageNum=1&pageSize=1');
  const article = page.list[0];
  if (!article) throw new Error('no demo article: is SEED_DEMO on?');
  return article.uuid;
}
