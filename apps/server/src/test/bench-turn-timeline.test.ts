import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatApi } from '@robot/contracts';
import { afterEach, describe, expect, it } from 'vitest';

/** bench/turn-timeline.mjs, the chat bench's step-by-step timer, preloaded into a stand-in server. */
const TIMELINE = path.resolve(import.meta.dirname, '../../../../bench/turn-timeline.mjs');

/**
 * A stand-in for the chat server: a chat turn asks a model (another local server), then writes
 * `meta` and a `delta` (the delta as a Buffer, as a piped stream writes it); with `x-stall` it writes
 * `meta` only. Any other path answers plainly.
 */
const STAND_IN = `
import http from 'node:http';
const model = http.createServer((q, r) => r.end('ok'));
await new Promise((ok) => model.listen(0, '127.0.0.1', ok));
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (!req.url.startsWith('/api/stream/chat')) return res.end('other');
    if (req.headers['x-stall']) return res.end('event: meta\\ndata: {}\\n\\n');
    http.get('http://127.0.0.1:' + model.address().port + '/', (answer) => {
      answer.resume();
      res.write('event: meta\\ndata: {}\\n\\n');
      res.write(Buffer.from('event: delta\\ndata: {"content":"hi"}\\n\\n'));
      res.end();
    });
  });
});
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

let work: string | null = null;
const children: ReturnType<typeof spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
  work = null;
});

function startStandIn(env: NodeJS.ProcessEnv) {
  work = mkdtempSync(path.join(tmpdir(), 'turn-timeline-'));
  const script = path.join(work, 'stand-in.mjs');
  writeFileSync(script, STAND_IN);
  return { script, dir: path.join(work, 'out'), env };
}

async function until<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bench/turn-timeline.mjs', () => {
  it('times each chat turn step by step, per phase, leaving out other requests and turns without a delta', async () => {
    const { script, dir } = startStandIn({});
    const child = spawn(process.execPath, ['--import', TIMELINE, script], {
      env: { ...process.env, BENCH_TIMELINE_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    const port = await until(() => /PORT (\d+)/.exec(out)?.[1]);
    const base = `http://127.0.0.1:${port}`;

    const post = (headers: Record<string, string> = {}) =>
      fetch(`${base}${chatApi.stream.path}`, { method: 'POST', body: '{}', headers }).then((r) =>
        r.text(),
      );
    expect(await post()).toContain('event: delta');
    expect(await post()).toContain('event: delta');
    expect(await post({ 'x-stall': '1' })).not.toContain('event: delta');
    expect(await fetch(`${base}/`).then((r) => r.text())).toBe('other');

    child.kill('SIGUSR2');
    const file = path.join(dir, 'timeline-0.json');
    const phase0 = await until(() =>
      existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined,
    );
    expect(phase0.turns).toBe(3);
    expect(phase0.reachedDelta).toBe(2);
    expect(Object.keys(phase0.us)).toEqual([
      'request → asked',
      'asked → meta',
      'asked → answered',
      'later of meta and answered → delta',
      'request → delta',
      'first request → request',
      'first request → delta',
    ]);
    for (const { p50, p95 } of Object.values(phase0.us) as { p50: number; p95: number }[]) {
      expect(p50).toBeGreaterThanOrEqual(0);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }

    // the next mark starts a new phase, with none of the turns before it
    child.kill('SIGUSR2');
    const next = path.join(dir, 'timeline-1.json');
    const phase1 = await until(() =>
      existsSync(next) ? JSON.parse(readFileSync(next, 'utf8')) : undefined,
    );
    expect(phase1).toEqual({ turns: 0, reachedDelta: 0, us: {} });
  });

  it('refuses to start without a folder for its timelines', () => {
    const { script } = startStandIn({});
    const env = { ...process.env };
    delete env['BENCH_TIMELINE_DIR'];
    const run = spawnSync(process.execPath, ['--import', TIMELINE, script], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('BENCH_TIMELINE_DIR names the folder');
  });
});
