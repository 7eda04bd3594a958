/**
 * PDF decompression bombs against a real server (issue 8): `npx tsx bench/extract-bomb.ts`.
 *
 * Starts the server (apps/server/src/main.ts, SQLite in a temporary DATA_DIR) as its own process, signs
 * up a user, then sends BENCH_BOMBS PDFs at once (each 1 MB on disk whose content stream inflates to
 * BENCH_BOMB_MIB MiB of zeros) while asking GET /api/health every 100 ms. Every 10 ms it reads the
 * memory of the server and of all its descendants (the extraction children) from /proc, and prints
 * the peak rise over the idle server of:
 *   - RSS:      the server's VmRSS plus every child's VmRSS (file pages of node counted once per process)
 *   - private:  the server's VmRSS plus the children's RssAnon + RssShmem (what the pool caps)
 *   - PSS:      proportional set size of all of them (shared pages divided among their sharers)
 * and the time of each answer, the slowest health answer, and the processes left afterwards.
 * Linux only (/proc). Settings of the server (EXTRACT_*) pass through the environment.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { multipart, pdfBomb } from '../apps/server/src/modules/files/files.test-helpers.ts';
import { SERVE_ARGS } from './serve-args.mjs';

const BOMBS = Number(process.env['BENCH_BOMBS'] ?? 2);
const BOMB_MIB = Number(process.env['BENCH_BOMB_MIB'] ?? 1024);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'extract-bomb-'));

const server = spawn(process.execPath, [...SERVE_ARGS, 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (b: Buffer) => {
    out += b.toString();
    const m = /running at\s+(http:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
  });
  server.once('exit', () => reject(new Error(`server exited:\n${out}`)));
});
const serverPid = server.pid!;

// ---- memory of the process tree, from /proc ------------------------------------------------------

const status = (pid: number, field: string): number => {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'latin1');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(s)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const pss = (pid: number): number => {
  try {
    const s = readFileSync(`/proc/${pid}/smaps_rollup`, 'latin1');
    return Number(/^Pss:\s+(\d+) kB/m.exec(s)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
function descendants(of: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, ppid] of parent) {
      if (ppid === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(of);
  return found;
}
/** The extraction children (an esbuild process may run under the server too, while it loads modules). */
const isParser = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('extract-child');
  } catch {
    return false;
  }
};
function sample() {
  const children = descendants(serverPid);
  const serverRss = status(serverPid, 'VmRSS');
  const sum = (f: (pid: number) => number) => children.reduce((s, pid) => s + f(pid), 0);
  return {
    server: serverRss,
    rss: serverRss + sum((pid) => status(pid, 'VmRSS')),
    private: serverRss + sum((pid) => status(pid, 'RssAnon') + status(pid, 'RssShmem')),
    pss: pss(serverPid) + sum(pss),
    children: children.filter(isParser).length,
  };
}

// ---- a user, the idle baseline ----------------------------------------------------------------------

const call = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(base + url, init);
  return { status: res.status, body: (await res.json()) as { msg: string; data: any } };
};
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const username = `bench${Date.now().toString(36)}`;
await call('/api/user/register', json({ username, password: 'secret123' }));
const login = await call('/api/user/login', json({ username, password: 'secret123' }));
const token = login.body.data.access_token as string;

// Warm up the extraction path once (first import of the parsers, first child), then let it settle.
const upload = (name: string, data: Buffer) => {
  const { payload, headers } = multipart(name, data);
  return call('/api/extract/file', {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  });
};
const bomb = pdfBomb(BOMB_MIB);
await upload('warm.pdf', bomb);
await new Promise((r) => setTimeout(r, 1000));
const idle = sample();

// ---- the bombs ----------------------------------------------------------------------------------------

const peak = { server: 0, rss: 0, private: 0, pss: 0, children: 0 };
const sampler = setInterval(() => {
  const s = sample();
  for (const k of ['server', 'rss', 'private', 'pss', 'children'] as const)
    peak[k] = Math.max(peak[k], s[k]);
}, 10);
let slowestHealth = 0;
let healthCalls = 0;
const pinger = setInterval(() => {
  const t = performance.now();
  void call('/api/health').then(() => {
    healthCalls += 1;
    slowestHealth = Math.max(slowestHealth, performance.now() - t);
  });
}, 100);

const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: BOMBS }, async (_, i) => {
    const r = await upload(`bomb${i}.pdf`, bomb);
    return { ms: Math.round(performance.now() - started), status: r.status, msg: r.body.msg };
  }),
);
await new Promise((r) => setTimeout(r, 300));
clearInterval(sampler);
clearInterval(pinger);
const left = descendants(serverPid).filter(isParser).length;

const mb = (n: number) => `${n.toFixed(0)} MB`;
console.log(
  `${BOMBS} PDF bombs at once, each ${(bomb.length / 1048576).toFixed(2)} MB -> ${BOMB_MIB} MiB`,
);
console.log(`idle server: RSS ${mb(idle.rss)}, PSS ${mb(idle.pss)}`);
console.log(`peak rise, server alone, RSS:          ${mb(peak.server - idle.server)}`);
console.log(`peak rise, server + children, RSS:     ${mb(peak.rss - idle.rss)}`);
console.log(`peak rise, server + children, private: ${mb(peak.private - idle.private)}`);
console.log(`peak rise, server + children, PSS:     ${mb(peak.pss - idle.pss)}`);
console.log(`children at once (most): ${peak.children}, left afterwards: ${left}`);
for (const a of answers) console.log(`answer ${a.status} ${a.msg} after ${a.ms} ms`);
console.log(`health: ${healthCalls} answers, slowest ${slowestHealth.toFixed(0)} ms`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
