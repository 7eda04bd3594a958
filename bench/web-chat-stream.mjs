#!/usr/bin/env node
/**
 * What a streamed answer costs a phone while it streams (docs/performance/web-chat-stream.md): the
 * real server in production mode (as the web bench) with a fake model that streams a long markdown
 * answer (bench/chat-answer.mjs, ~10,000 characters in tokens of BENCH_TOKEN_CHARS (8) characters,
 * BENCH_TOKEN_DELAY_MS (10) apart), headless Chromium with 4x CPU throttling on a phone's screen.
 * The demo user asks a demo robot once per run, and a key is typed into the question box every
 * 200 ms while the answer streams. Per run, from the question sent to the answer drawn:
 * - the main thread's busy time (Chromium's TaskDuration), and its script, style and layout shares;
 * - the long tasks: their count, the longest, and their time past 50 ms (blocking);
 * - the typed keys' event durations (Event Timing: from the key to the next paint), median and p95.
 * Prints the median over BENCH_STREAM_RUNS (3) runs per build. A comparison tool, not one of
 * issue 12's figures: BENCH_PROFILE_DISTS=label=dir,label=dir compares builds (one server per
 * build, the runs alternating between them).
 *
 *   node bench/web-chat-stream.mjs
 * Environment: BENCH_STREAM_RUNS (3), BENCH_TOKEN_CHARS (8), BENCH_TOKEN_DELAY_MS (10),
 * CHROME_PATH (/usr/bin/chromium); BENCH_STREAM_PROFILE_DIR writes a CPU profile of each run's stream
 * there (`<build>-<n>.cpuprofile`; node bench/profile-summary.mjs reads it); BENCH_STREAM_TRACE_DIR
 * writes a Chromium trace of it (`<build>-<n>.json`: style, layout, paint; open it in DevTools'
 * Performance panel). Builds apps/web when stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start, stop } from './chat-bench-lib.mjs';
import { longAnswer } from './chat-answer.mjs';
import { median, quantile } from './quantiles.mjs';
import {
  buildsToCompare,
  ensureBuilt,
  launchBrowser,
  startBuildServers,
  stopBuildServers,
  storeToken,
} from './web-app.mjs';

const RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 3);
const TOKEN_CHARS = Number(process.env.BENCH_TOKEN_CHARS ?? 8);
const TOKEN_DELAY_MS = Number(process.env.BENCH_TOKEN_DELAY_MS ?? 10);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KEY_EVERY_MS = 200;
const PROFILE_DIR = process.env.BENCH_STREAM_PROFILE_DIR;
const TRACE_DIR = process.env.BENCH_STREAM_TRACE_DIR;
let traces = 0;
let profiles = 0;
const ANSWER_END = 'Fin.';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Chromium's cumulative main-thread times (ms). */
async function mainThreadTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    busy: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
  };
}

async function streamOnce(server) {
  const browser = await launchBrowser(CHROME);
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await storeToken(tab, server.base, server.session.token);
    await tab.evaluateOnNewDocument(() => {
      globalThis.__longTasks = [];
      globalThis.__keys = [];
      // entries as [start, duration]: the observers report late, so the run keeps those of its stream
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.name === 'keydown') globalThis.__keys.push([e.startTime, e.duration]);
        }
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const cdp = await tab.createCDPSession();
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(`${server.base}/chat/${server.session.robotUUID}`, {
      waitUntil: 'networkidle0',
      timeout: 120_000,
    });
    const box = await tab.waitForSelector('textarea.rs-chat-input-text');
    await box.focus();
    await tab.keyboard.type('How do I count the words of a file?');
    // the renderer and the stream's code load on focus: let them arrive before the clock starts
    await tab.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const sentAt = await tab.evaluate(() => performance.now());
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    if (TRACE_DIR) {
      await tab.tracing.start({
        path: path.join(TRACE_DIR, `${server.label}-${++traces}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink',
          'cc',
          'v8',
        ],
      });
    }
    const before = await mainThreadTimes(cdp);
    const startedMs = Date.now();
    await tab.keyboard.press('Enter');
    const done = tab.waitForFunction(
      (end) => {
        const answers = globalThis.document.querySelectorAll('[data-testid="message-assistant"]');
        return answers[answers.length - 1]?.textContent?.includes(end) ?? false;
      },
      { timeout: 180_000, polling: 250 },
      ANSWER_END,
    );
    let finished = false;
    void done.then(
      () => (finished = true),
      () => (finished = true),
    );
    let keys = 0;
    while (!finished) {
      await sleep(KEY_EVERY_MS);
      if (finished) break;
      await tab.keyboard.press(keys % 2 ? 'Backspace' : 'x');
      keys += 1;
    }
    await done;
    const streamMs = Date.now() - startedMs;
    const after = await mainThreadTimes(cdp);
    if (TRACE_DIR) await tab.tracing.stop();
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      const file = path.join(PROFILE_DIR, `${server.label}-${++profiles}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
    // one more frame and task, for the observers to report the last entries
    await tab.evaluate(
      () => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 100))),
    );
    const { longTasks, keyDurations } = await tab.evaluate(
      (from) => ({
        longTasks: globalThis.__longTasks.filter(([t]) => t >= from).map(([, d]) => d),
        keyDurations: globalThis.__keys.filter(([t]) => t >= from).map(([, d]) => d),
      }),
      sentAt,
    );
    return {
      streamMs,
      busyMs: after.busy - before.busy,
      scriptMs: after.script - before.script,
      styleMs: after.style - before.style,
      layoutMs: after.layout - before.layout,
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      blockingMs: longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0),
      keys,
      // keys whose event took less than the observer's 16 ms threshold were not reported: 16 ms
      keyMs: [...keyDurations, ...Array(Math.max(0, keys - keyDurations.length)).fill(16)],
    };
  } finally {
    await browser.close();
  }
}

function report(label, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const keys = runs.flatMap((r) => r.keyMs);
  return (
    `${label}: stream ${(m('streamMs') / 1000).toFixed(1)} s; main thread busy ${m('busyMs').toFixed(0)} ms ` +
    `(script ${m('scriptMs').toFixed(0)}, style ${m('styleMs').toFixed(0)}, layout ${m('layoutMs').toFixed(0)}); ` +
    `long tasks ${m('longTasks')}, longest ${m('longestTaskMs').toFixed(0)} ms, blocking ${m('blockingMs').toFixed(0)} ms ` +
    `(runs ${runs.map((r) => r.blockingMs.toFixed(0)).join('/')}); ` +
    `a typed key ${median(keys).toFixed(0)} / ${quantile(keys, 0.95).toFixed(0)} ms (median / p95 of ${keys.length})`
  );
}

async function main() {
  ensureBuilt('auto');
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  const answer = longAnswer();
  const fake = await start(
    [process.execPath, '--import', 'tsx', 'bench/fake-model.ts'],
    {
      BENCH_ANSWER: 'markdown',
      BENCH_TOKEN_CHARS: String(TOKEN_CHARS),
      BENCH_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS),
    },
    /READY (\d+)/,
  );
  const modelEnv = {
    OPENAI_BASE_URL: `http://127.0.0.1:${fake.port}/v1`,
    OPENAI_API_KEY: 'bench',
    OPENAI_MODEL: 'bench-model',
    MODEL_KEY_SECRET: 'bench-model-key-secret-not-for-production',
  };
  const servers = [];
  try {
    await startBuildServers(buildsToCompare(), servers, modelEnv);
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `load average ${load()}; an answer of ${answer.length} characters in tokens of ${TOKEN_CHARS}, ` +
        `${TOKEN_DELAY_MS} ms apart; ${RUNS} runs per build`,
    );
    const runs = new Map(servers.map((s) => [s.label, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const s of servers) {
        const run = await streamOnce(s);
        runs.get(s.label).push(run);
        console.log(
          `  ${s.label} run ${i + 1}: busy ${run.busyMs.toFixed(0)} ms, blocking ${run.blockingMs.toFixed(0)} ms`,
        );
      }
    }
    for (const [label, rs] of runs) console.log(report(label, rs));
    console.log(`load average ${load()}`);
  } finally {
    await stopBuildServers(servers);
    await stop(fake.child);
  }
}

await main();
