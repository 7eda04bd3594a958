import { chatApi } from '@robot/contracts';
import { describe, expect, it } from 'vitest';
import { benchPreload, benchPreloadHarness, until } from './bench-preload-harness.ts';

/** bench/turn-timeline.mjs, the chat bench's step-by-step timer, preloaded into a stand-in server. */
const harness = benchPreloadHarness(benchPreload('turn-timeline.mjs'), 'BENCH_TIMELINE_DIR');

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

/** what the timeline writes per phase */
interface Timeline {
  turns: number;
  reachedDelta: number;
  us: Record<string, { p50: number; p95: number }>;
}

describe('bench/turn-timeline.mjs', () => {
  it('times each chat turn step by step, per phase, leaving out other requests and turns without a delta', async () => {
    const standIn = harness.start(STAND_IN);
    const { child } = standIn;
    const port = await until(() => /PORT (\d+)/.exec(standIn.output())?.[1]);
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
    const phase0 = await standIn.file<Timeline>('timeline-0.json');
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
    for (const { p50, p95 } of Object.values(phase0.us)) {
      expect(p50).toBeGreaterThanOrEqual(0);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }

    // the next mark starts a new phase, with none of the turns before it
    child.kill('SIGUSR2');
    const phase1 = await standIn.file<Timeline>('timeline-1.json');
    expect(phase1).toEqual({ turns: 0, reachedDelta: 0, us: {} });
  });

  it('refuses to start without a folder for its timelines', () => {
    const run = harness.startWithoutFolder(STAND_IN);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('BENCH_TIMELINE_DIR names the folder');
  });
});
