/**
 * Event-loop delay probe of the chat bench, preloaded into the server process with
 * `node --import ./bench/loop-probe.mjs` (no bench code in the app). The bench sends SIGUSR2 once
 * before a phase and once after it. The first signal of a pair arms the probe: a
 * perf_hooks.monitorEventLoopDelay histogram (a timer every 5 ms) and a `gc` PerformanceObserver
 * (one entry per pause of the main thread). The second writes what they saw to BENCH_LOOP_PROBE_FILE
 * as JSON (milliseconds, with a sequence number `n`) and disarms them. The histogram holds the
 * intervals between the timer's runs; the delay is how much later than its 5 ms it ran, so the
 * resolution is taken off. GC pauses are a large share of the time before the last first tokens of
 * a burst (docs/performance/chat.md, round 15).
 *
 * Disarmed between phases: a timer waking the server every 5 ms is work the server does not do in
 * production, and in the time-to-first-token phase (one answer start in a few milliseconds) it
 * cooled the caches of the path measured and added to its figure (docs/performance/chat.md,
 * round 17).
 */
import { writeFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 5;
  const emptyGc = () => ({ count: 0, totalMs: 0, maxMs: 0, minorCount: 0, minorMs: 0 });
  let gc = emptyGc();
  let histogram = null;
  const count = (entries) => {
    for (const entry of entries) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        gc.minorCount += 1;
        gc.minorMs += entry.duration;
      }
    }
  };
  const observer = new PerformanceObserver((list) => count(list.getEntries()));
  const tenth = (v) => Math.round(v * 10) / 10;
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  let n = 0;
  process.on('SIGUSR2', () => {
    n += 1;
    if (!histogram) {
      // a phase starts
      gc = emptyGc();
      histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
      histogram.enable();
      observer.observe({ entryTypes: ['gc'] });
      writeFileSync(file, JSON.stringify({ n, samples: 0, armed: true }));
      return;
    }
    // the phase ended: pauses still queued for the observer are taken first
    count(observer.takeRecords());
    histogram.disable();
    observer.disconnect();
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
    histogram = null;
    writeFileSync(file, JSON.stringify(report));
  });
}
