/**
 * Preloaded into a server (`--import ./bench/turn-timeline.mjs`), times each chat turn's way to its
 * first token, step by step, phase by phase of the chat bench (its SIGUSR2 marks, as
 * phase-profile.mjs): a TTFT figure moves by more between runs than any one lever, and this says
 * which step a change moved. It reads only node's own `diagnostics_channel` events and the
 * response's writes, so the server's code is left as it is:
 *
 *   request   the request's headers are read (`http.server.request.start`)
 *   asked     the model's request is made (`http.client.request.start`, the first within that turn)
 *   meta      the stream's `meta` event leaves (the turn is stored and the stream opened by then)
 *   answered  the model's response headers are read (`http.client.response.finish`)
 *   delta     the first `delta` event leaves
 *
 * It reports request → asked, asked → meta, asked → answered (the two run side by side: the model
 * works while the turn is stored), the later of those two → delta, and request → delta.
 *
 *   BENCH_TIMELINE_DIR=/tmp/tl BENCH_SERVER_NODE_ARGS="--import ./bench/turn-timeline.mjs" \
 *     BENCH_CHAT_DATABASES=sqlite BENCH_STREAMS=0 BENCH_THIN_PROXY=false node bench/chat-streams.mjs
 *
 * Each mark writes `timeline-<phase>.json` (0: the start, the sign-ups and the TTFT phase; 1: the
 * first burst; 3: the second) with each step's p50 / p95 in µs over the turns that reached their
 * first `delta`, and prints it in one line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import dc from 'node:diagnostics_channel';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { stats } from './chat-bench-lib.mjs';

const dir = process.env.BENCH_TIMELINE_DIR;
if (!dir) throw new Error('BENCH_TIMELINE_DIR names the folder the timelines go to');
mkdirSync(dir, { recursive: true });

const STEPS = ['request', 'asked', 'meta', 'answered', 'delta'];
const now = () => Number(process.hrtime.bigint()) / 1000;
const turn = new AsyncLocalStorage();
/** the response of a chat turn → its marks */
const byResponse = new WeakMap();
/** the model's request → the marks of the turn that made it */
const byModelRequest = new WeakMap();
let turns = [];

const markOnce = (marks, step) => {
  if (marks && marks[step] === undefined) marks[step] = now();
};

dc.subscribe('http.server.request.start', ({ request, response }) => {
  if (request.method !== 'POST' || !request.url?.startsWith('/api/stream/chat')) return;
  const marks = { request: now() };
  byResponse.set(response, marks);
  turns.push(marks);
  // The handler runs in this context: the model's request it makes finds the turn here.
  turn.enterWith(marks);
});
dc.subscribe('http.client.request.start', ({ request }) => {
  const marks = turn.getStore();
  if (!marks || marks.asked !== undefined) return;
  markOnce(marks, 'asked');
  byModelRequest.set(request, marks);
});
dc.subscribe('http.client.response.finish', ({ request }) => {
  markOnce(byModelRequest.get(request), 'answered');
});

const write = http.ServerResponse.prototype.write;
http.ServerResponse.prototype.write = function timedWrite(chunk, ...rest) {
  const marks = byResponse.get(this);
  if (marks && (marks.meta === undefined || marks.delta === undefined)) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.includes('event: meta')) markOnce(marks, 'meta');
    if (text.includes('event: delta')) markOnce(marks, 'delta');
  }
  return write.call(this, chunk, ...rest);
};

function summary(list) {
  const done = list.filter((m) => STEPS.every((step) => m[step] !== undefined));
  const out = { turns: list.length, reachedDelta: done.length, us: {} };
  if (done.length === 0) return out;
  const spread = (name, of) => {
    const { p50, p95 } = stats(done.map(of), 0);
    out.us[name] = { p50, p95 };
  };
  // `meta` and `answered` come in either order: on SQLite the turn is stored (synchronously) before
  // the loop reads the model's answer; on PostgreSQL the answer is usually read while the store waits.
  spread('request → asked', (m) => m.asked - m.request);
  spread('asked → meta', (m) => m.meta - m.asked);
  spread('asked → answered', (m) => m.answered - m.asked);
  spread('later of meta and answered → delta', (m) => m.delta - Math.max(m.meta, m.answered));
  spread('request → delta', (m) => m.delta - m.request);
  // In a burst: how long after the phase's first request each request was read, and its first delta
  const first = Math.min(...done.map((m) => m.request));
  spread('first request → request', (m) => m.request - first);
  spread('first request → delta', (m) => m.delta - first);
  return out;
}

let phase = 0;
process.on('SIGUSR2', () => {
  const result = summary(turns);
  turns = [];
  // written whole, then renamed into place: a reader polling for the file never sees half of it
  const file = path.join(dir, `timeline-${phase}.json`);
  writeFileSync(`${file}.partial`, `${JSON.stringify(result, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
  const line = Object.entries(result.us)
    .map(([name, { p50, p95 }]) => `${name} ${p50} / ${p95}`)
    .join('; ');
  console.error(`[timeline ${phase}] ${result.reachedDelta} turns, µs p50 / p95: ${line}`);
  phase += 1;
});
