/**
 * Helpers of the chat streaming bench (chat-streams.mjs): child processes and their memory and CPU,
 * JSON and server-sent-event requests, percentiles and a small job pool.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { quantile } from './quantiles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
/** A stream that has not ended by then counts as failed. */
export const STREAM_TIMEOUT_MS = 120_000;
/** Starts a child and answers once a line of its output matches `ready` (group 1: the port). */
export function start(args, childEnv, ready) {
  const child = spawn(args[0], args.slice(1), {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB: now (VmRSS) and its peak so far (VmHWM). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
}

/**
 * Resets the kernel's resident high-water mark (VmHWM) of a process to its current RSS
 * (`echo 5 > /proc/<pid>/clear_refs`, Linux 4.0+), so that VmHWM read later is the peak since now.
 * Answers false where that is not allowed.
 */
export function resetHighWater(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold
 * spaces): field N of proc(5) is at index N - 3.
 */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** CPU seconds (user + system, fields 14 and 15) a process has used so far. */
export function cpuOf(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** The process's minor page faults so far (field 10). */
export const faultsOf = (pid) => Number(statFields(pid)[7]);

export async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * One streamed POST, read as server-sent events; the text must come to `expected`. `firstToken(block)` says which block is the first
 * token; `end(block)` which one ends the stream well. Never rejects: failures are in the result.
 */
export function streamPost(agent, url, body, headers, { firstToken, text, end, expected }) {
  const started = performance.now();
  const result = {
    status: 0,
    headersMs: null,
    firstEventMs: null,
    ttftMs: null,
    totalMs: null,
    ok: false,
    content: '',
    failure: null,
  };
  return new Promise((resolve) => {
    const finish = (failure) => {
      if (result.totalMs !== null) return;
      result.totalMs = performance.now() - started;
      result.failure = failure;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish('timeout');
    }, STREAM_TIMEOUT_MS);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      },
      (res) => {
        result.status = res.statusCode ?? 0;
        result.headersMs = performance.now() - started;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const raw = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const block = { event: 'message', data: '' };
            for (const line of raw.split('\n')) {
              if (line.startsWith('event:')) block.event = line.slice(6).trim();
              else if (line.startsWith('data:')) block.data += line.slice(5).trim();
            }
            if (!block.data) continue;
            result.firstEventMs ??= performance.now() - started;
            if (result.ttftMs === null && firstToken(block)) {
              result.ttftMs = performance.now() - started;
            }
            result.content += text(block);
            if (end(block)) result.ok = true;
            if (block.event === 'error') result.failure = `event: error ${block.data}`;
          }
        });
        res.on('end', () => {
          if (result.status !== 200) return finish(`HTTP ${result.status} ${buffer.slice(0, 200)}`);
          if (result.failure) return finish(result.failure);
          if (!result.ok) return finish('ended without done');
          if (result.content !== expected) return finish('answer incomplete');
          finish(null);
        });
        res.on('error', (err) => finish(`response ${err.message}`));
      },
    );
    req.on('error', (err) => finish(`request ${err.code ?? err.message}`));
    req.end(JSON.stringify(body));
  });
}

export const openAiChunkText = (block) => {
  if (block.data === '[DONE]') return '';
  try {
    return JSON.parse(block.data).choices?.[0]?.delta?.content ?? '';
  } catch {
    return '';
  }
};

/** p50 / p95 / p99 / max of `values` (nulls left out), rounded to `digits` decimals. */
export function stats(values, digits = 1) {
  const known = values.filter((v) => v !== null);
  const at = (q) => (known.length ? quantile(known, q) : 0);
  const scale = 10 ** digits;
  const round = (v) => Math.round(v * scale) / scale;
  return {
    n: known.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(at(1)),
  };
}

/**
 * Asks the server's loop probe (bench/loop-probe.mjs, preloaded with --import) for its event-loop
 * delay since the last ask, and starts a new histogram: signal, then wait for the file to be written.
 */
export async function loopDelay(pid, file, previous) {
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      if (report.n > previous) return report;
    } catch {
      // not written yet
    }
  }
  throw new Error('the loop probe did not answer');
}

/** Runs `count` jobs, `concurrency` at a time. */
export async function pool(count, concurrency, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
}
