import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Real server processes for process-level tests, started as production runs them: one node process
 * with the arguments of the server's `npm start` (its V8 flags and the TypeScript runtime hooks,
 * decision 039; no npm or other wrapper in between, so a SIGKILL reaches the server itself and leaves
 * no orphan), its own port, only the environment given (plus PATH and HOME), no app.inject, no shared
 * memory. Its output is kept, so a failed start or a failed test can show it.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** `node <args>` of the server's `start` script, run here without npm. */
export const START_ARGS = (
  JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .slice(1);

/** Settings a single-server test under load wants: quiet logs, no demo data, limits raised. */
export const OPS_ENV: Record<string, string> = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  REGISTER_MAX_PER_IP: '100000',
  REGISTER_MAX_GLOBAL: '100000',
  LOGIN_MAX_PER_IP: '100000',
  CHAT_RATE_PER_MINUTE: '100000',
  ROBOT_SAVES_PER_MINUTE: '100000',
  ROBOTS_MAX_PER_USER: '100000',
  FAVORITES_PER_MINUTE: '100000',
  OPENAI_MODEL: 'fake-model',
  OPENAI_API_KEY: 'ops-test',
};

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** stdout and stderr so far */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`) */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once: no shutdown hook runs, as in a crash or an OOM kill */
  kill(): Promise<void>;
  /** resident memory now, MB (VmRSS of /proc/<pid>/status) */
  rssMb(): number;
}

/** A port nothing listens on right now (the OS picks it; a race with another process is unlikely). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface StartServerOptions {
  name: string;
  env: Record<string, string>;
  /** default: a free one */
  port?: number;
  /** default: GET /api/health */
  readyPath?: string;
  /** the server's own output is echoed to this process's stderr as it comes (debugging) */
  echo?: boolean;
}

/** Starts one server process and resolves once it answers its health check. */
export async function startServer(opts: StartServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, START_ARGS, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out += b.toString('utf8');
    if (out.length > 200_000) out = out.slice(-100_000);
    if (opts.echo) process.stderr.write(`[${opts.name}] ${b.toString('utf8')}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => out;
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const exit = once(child, 'exit');
  const signal = async (sig: NodeJS.Signals, graceMs: number) => {
    if (exited()) return;
    child.kill(sig);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  const proc: ServerProcess = {
    name: opts.name,
    pid: child.pid!,
    port,
    url,
    output,
    stop: (graceMs = 10_000) => signal('SIGTERM', graceMs),
    kill: () => signal('SIGKILL', 5000),
    rssMb: () => rssMbOf(child.pid!),
  };
  try {
    await waitUntilReady(url + (opts.readyPath ?? '/api/health'), exited, output);
  } catch (err) {
    await proc.kill();
    throw err;
  }
  return proc;
}

/** Polls `url` until it answers 200, the process exits, or `timeoutMs` passes. */
async function waitUntilReady(
  url: string,
  exited: () => boolean,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`server exited before it was ready:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

/** VmRSS of a process, MB. */
export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true, at most `ms`; answers whether it did. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, every = 200) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(every);
  }
}
