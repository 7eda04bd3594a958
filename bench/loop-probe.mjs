/**
 * Event-loop delay probe of the chat bench, preloaded into the server process with
 * `node --import ./bench/loop-probe.mjs` (no bench code in the app). It keeps a
 * perf_hooks.monitorEventLoopDelay histogram (a timer every 5 ms) and, on SIGUSR2, writes what it saw
 * since the last signal to BENCH_LOOP_PROBE_FILE as JSON (milliseconds, with a sequence number `n`)
 * and starts a new histogram: the bench signals once before a phase and once after it. The histogram
 * holds the intervals between the timer's runs; the delay is how much later than its 5 ms it ran, so
 * the resolution is taken off.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 5;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
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
    };
    histogram.reset();
    writeFileSync(file, JSON.stringify(report));
  });
}
