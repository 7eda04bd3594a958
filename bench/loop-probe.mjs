/**
 * Event-loop delay probe of the chat bench, preloaded into the server process with
 * `node --import ./bench/loop-probe.mjs` (no bench code in the app). It keeps a
 * perf_hooks.monitorEventLoopDelay histogram (a timer every 5 ms) and, on SIGUSR2, writes what it saw
 * since the last signal to BENCH_LOOP_PROBE_FILE as JSON (milliseconds, with a sequence number `n`)
 * and starts a new histogram: the bench signals once before a phase and once after it. The histogram
 * holds the intervals between the timer's runs; the delay is how much later than its 5 ms it ran, so
 * the resolution is taken off. It also adds up the garbage collector's pauses of the main thread over
 * the same span (a `gc` PerformanceObserver: one entry per pause, so it costs nothing between them):
 * in a burst of streams they are a large share of the time before the last first tokens
 * (docs/performance/chat.md, round 15).
 */
import { writeFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 5;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const emptyGc = () => ({ count: 0, totalMs: 0, maxMs: 0, minorCount: 0, minorMs: 0 });
  let gc = emptyGc();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        gc.minorCount += 1;
        gc.minorMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  const tenth = (v) => Math.round(v * 10) / 10;
  let n = 0;
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  process.on('SIGUSR2', () => {
    n += 1;
    const report = {
      n,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p95: ms(histogram.percentile(95)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
      resolutionMs: RESOLUTION_MS,
      // main-thread GC pauses over the same span: all, and the young generation's (scavenges)
      gc: {
        count: gc.count,
        totalMs: tenth(gc.totalMs),
        maxMs: tenth(gc.maxMs),
        minorCount: gc.minorCount,
        minorMs: tenth(gc.minorMs),
      },
    };
    histogram.reset();
    gc = emptyGc();
    writeFileSync(file, JSON.stringify(report));
  });
}
