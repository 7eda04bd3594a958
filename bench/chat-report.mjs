/**
 * The chat bench's report (chat-streams.mjs): the `summary` rows against the targets, and the
 * Markdown table and details per database.
 */
import { describeMachine } from './machine-probe.mjs';

/**
 * One row per figure and database: { figure, value, unit, target, met }; then, when measured, what the
 * thinnest proxy adds on this machine (a reference: no target, `met` null).
 */
export function summarize(runs, TARGETS, CONCURRENT, STREAMS, thinProxy = null) {
  const round = (v) => Math.round(v * 10) / 10;
  const summary = [];
  for (const { database, ttft, concurrent, streams } of runs) {
    const row = (figure, value, unit, target, met) =>
      summary.push({ figure: `chat (${database}): ${figure}`, value, unit, target, met });
    const t = TARGETS;
    row(
      'TTFT added by the server, median',
      ttft.overheadP50Ms,
      'ms',
      `<= ${t.ttftOverheadP50Ms} ms`,
      ttft.overheadP50Ms <= t.ttftOverheadP50Ms && ttft.failures === 0,
    );
    row(
      `${CONCURRENT} streams: TTFT p95`,
      concurrent.ttftMs.p95,
      'ms',
      `<= ${t.concurrentTtftP95Ms} ms`,
      concurrent.ttftMs.p95 <= t.concurrentTtftP95Ms,
    );
    const hwm = Math.max(concurrent.rssMb.highWaterMark, concurrent.rssMb.sampledPeak);
    row(
      `${CONCURRENT} streams: server RSS high-water`,
      round(hwm),
      'MB',
      `<= ${t.concurrentRssMb} MB`,
      hwm <= t.concurrentRssMb,
    );
    const lag = concurrent.eventLoopDelayMs?.p99 ?? null;
    row(
      `${CONCURRENT} streams: event-loop delay p99`,
      lag ?? 'n/a',
      'ms',
      `<= ${t.concurrentLoopDelayP99Ms} ms`,
      lag !== null && lag <= t.concurrentLoopDelayP99Ms,
    );
    row(
      `${CONCURRENT} streams completed`,
      `${concurrent.completed} / ${CONCURRENT}`,
      '',
      'all',
      concurrent.failures === 0,
    );
    if (streams) {
      const peak = Math.max(streams.rssMb.highWaterMark, streams.rssMb.sampledPeak);
      row(
        `${STREAMS} streams completed`,
        `${streams.completed} / ${STREAMS}`,
        '',
        'all',
        streams.failures === 0,
      );
      row(
        `${STREAMS} streams: server RSS high-water`,
        round(peak),
        'MB',
        `<= ${t.streamsRssMb} MB`,
        peak <= t.streamsRssMb,
      );
    }
  }
  if (thinProxy) {
    summary.push({
      figure: 'chat: TTFT added by the thinnest proxy (node:http pipe, reference), median',
      value: thinProxy.overheadP50Ms,
      unit: 'ms',
      target: '',
      met: null,
    });
  }
  return summary;
}

const verdict = (r) => (r.met === null ? 'reference' : `${r.target} ${r.met ? 'ok' : 'MISSED'}`);

/** The server's main-thread GC pauses in a phase (bench/loop-probe.mjs), or nothing for older probes. */
const gcPauses = (gc) =>
  gc ? `${gc.count}, ${gc.totalMs} (${gc.minorCount}: ${gc.minorMs}), ${gc.maxMs}` : '';

/** The Markdown of the results file and the table printed on the console. */
export function renderMarkdown({ runs, summary, report, settings }) {
  const { TOKENS, TOKEN_DELAY_MS, FIRST_TOKEN_DELAY_MS, DATABASES, USERS } = settings;
  const credits = report.server.env.CREDITS_ENABLED === 'true';
  const table = [
    '| measure | value | target |',
    '| --- | --- | --- |',
    ...summary.map(
      (r) => `| ${r.figure} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${verdict(r)} |`,
    ),
  ].join('\n');
  const details = runs
    .map(({ database, ttft, concurrent, streams }) => {
      const phase = (name, c) =>
        `| ${name} | ${c.completed} / ${c.streams} in ${c.durationS} s | ` +
        `${c.headersMs.p50} / ${c.headersMs.p95} | ${c.ttftMs.p50} / ${c.ttftMs.p95} / ${c.ttftMs.p99} | ` +
        `${c.streamMs.p50} / ${c.streamMs.p95} | ${c.rssMb.before} / ${c.rssMb.sampledPeak} / ${c.rssMb.highWaterMark} | ` +
        `${c.eventLoopDelayMs ? `${c.eventLoopDelayMs.p50} / ${c.eventLoopDelayMs.p99} / ${c.eventLoopDelayMs.max}` : ''} | ` +
        `${gcPauses(c.eventLoopDelayMs?.gc)} | ` +
        `${c.cpuSeconds.server} / ${c.cpuSeconds.fakeModel} / ${c.cpuSeconds.benchClient} | ` +
        `${c.serverCpuMsPerStream ?? ''} | ${c.loadAverageAtStart?.[0] ?? ''} |`;
      return `### ${database}

Time to first token, ${ttft.requests} answers each way, ${ttft.concurrency} at a time: straight to the
fake p50 / p95 ${ttft.directMs.p50} / ${ttft.directMs.p95} ms, through the server ${ttft.serverMs.p50} /
${ttft.serverMs.p95} ms: **${ttft.overheadP50Ms} ms added at the median** (${ttft.overheadP95Ms} ms at p95);
the server used ${ttft.serverCpuMsPerAnswer} ms of CPU per answer (load average ${ttft.loadAverageAtStart?.[0] ?? '?'} when the phase started).

| phase | completed | headers p50 / p95 ms | TTFT p50 / p95 / p99 ms | stream p50 / p95 ms | RSS before / sampled peak / VmHWM MB | loop delay p50 / p99 / max ms | GC pauses: count, total ms (scavenges), longest ms | CPU s server / fake / client | server CPU ms per stream | load at start |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${phase(`${concurrent.streams} at once`, concurrent)}
${streams ? phase(`${streams.streams} at once`, streams) : ''}
`;
    })
    .join('\n');
  const proxy = report.thinProxy;
  const reference = proxy
    ? `
### The thinnest proxy (reference)

The same ${proxy.requests} answers each way, ${proxy.concurrency} at a time, through
\`bench/thin-proxy.mjs\` (node:http: read the request, forward it over a kept-alive connection, pipe
the answer back; no parsing, checks or storage) instead of the server: straight to the fake p50
${proxy.directMs.p50} ms, through the proxy ${proxy.serverMs.p50} ms: **${proxy.overheadP50Ms} ms added at
the median** (${proxy.overheadP95Ms} ms at p95); the proxy used ${proxy.serverCpuMsPerAnswer} ms of CPU per
answer. What any process in the path costs on this machine; the server's figure above includes it.
`
    : '';
  const failures = runs.flatMap((r) => [
    ...r.ttft.failureSamples,
    ...r.concurrent.failureSamples,
    ...(r.streams?.failureSamples ?? []),
  ]);
  if (proxy) failures.push(...proxy.failureSamples.map((f) => `thinnest proxy: ${f}`));
  const date = report.date.slice(0, 10);
  const md = `# Chat streaming bench, ${date}

Fake OpenAI-compatible model in its own process: ${TOKENS} tokens, ${TOKEN_DELAY_MS} ms apart${
    FIRST_TOKEN_DELAY_MS ? `, the first after ${FIRST_TOKEN_DELAY_MS} ms` : ''
  }. The real
server (\`apps/server/src/main.ts\`, NODE_ENV=production, LOG_LEVEL=warn; ${DATABASES.join(', ')}) in
another, with the event-loop probe preloaded, the bench client in a third, all on the same
${report.machine.cpus} CPUs (Node ${process.version}), so they contend; load average at the end:
${report.machine.loadAverage.map((l) => l.toFixed(1)).join(' / ')}${
    report.machine.probe ? `; ${describeMachine(report.machine.probe)}` : ''
  }. Limits raised for the bench:
CHAT_MAX_CONCURRENT_STREAMS_PER_USER, CHAT_RATE_PER_MINUTE=1000000; credits ${
    credits ? 'on, as in production (a grant no bench spends)' : 'off (BENCH_CREDITS=false)'
  }; the streams
are spread over ${USERS} users. RSS high-water: the server's VmHWM, reset when the phase starts
(\`/proc/<pid>/clear_refs\`) and read when it ends, or the largest VmRSS sample if that is higher.

${table}

${details}${reference}${failures.length ? `\nFailures (samples): ${failures.map((f) => `\`${f}\``).join(', ')}\n` : ''}`;
  return { table, details, md, date };
}
