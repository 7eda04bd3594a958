#!/usr/bin/env node
/**
 * Start-up CPU of the web app, page by page (docs/performance/web-load.md): the real server in
 * production mode (as the web bench), headless Chromium with 4x CPU throttling and no network
 * throttling, a fresh browser per load. Per page, the median over BENCH_PROFILE_RUNS (3) loads of:
 * the main thread's long tasks as the page observed them (the sum of each task's time past 50 ms,
 * i.e. total blocking time measured rather than simulated, until the network is idle), the script
 * self time, and the self time per script file (the five largest). Less sensitive to the machine's
 * load than Lighthouse's simulated times, so it compares changes; it is not the issue's figure.
 *
 *   node bench/web-cpu-profile.mjs [page ...]     # pages as paths; default: the web bench's four
 * Environment: BENCH_PROFILE_RUNS (3), CHROME_PATH (/usr/bin/chromium). Builds apps/web when stale.
 * BENCH_PROFILE_DISTS=label=dir,label=dir compares builds (one server per build, the loads
 * alternating between them, so the machine's load falls on each alike).
 */
import os from 'node:os';
import {
  buildsToCompare,
  ensureBuilt,
  launchBrowser,
  startBuildServers,
  stopBuildServers,
  storeToken,
} from './web-app.mjs';
import { median } from './quantiles.mjs';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Self time (ms) per script URL from a CPU profile. */
function selfTimeByUrl(profile) {
  const urlOf = new Map(
    profile.nodes.map((n) => [
      n.id,
      n.callFrame.url || `(${n.callFrame.functionName || 'program'})`,
    ]),
  );
  const out = new Map();
  profile.samples.forEach((id, i) => {
    const url = urlOf.get(id);
    out.set(url, (out.get(url) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function loadOnce(base, path, token) {
  const browser = await launchBrowser(CHROME);
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (token) await storeToken(tab, base, token);
    await tab.evaluateOnNewDocument(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((r) => setTimeout(r, 1000));
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = await tab.evaluate(() => globalThis.__longTasks);
    const byUrl = selfTimeByUrl(profile);
    const scriptMs = [...byUrl]
      .filter(([u]) => u.startsWith('http'))
      .reduce((n, [, ms]) => n + ms, 0);
    return {
      blockingMs: longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0),
      longTasks: longTasks.length,
      scriptMs,
      byUrl,
    };
  } finally {
    await browser.close();
  }
}

const shortName = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');

async function main() {
  ensureBuilt('auto');
  const servers = [];
  try {
    await startBuildServers(buildsToCompare(), servers);
    const asked = process.argv.slice(2);
    const pages = asked.length ? asked : ['/', '/robot-list', '/chat', '/ai-tool-list'];
    const pathOf = (p, session) => (p === '/chat' ? `/chat/${session.robotUUID}` : p);
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${RUNS} runs per page`,
    );
    const runs = new Map();
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        for (const s of servers) {
          const key = `${p} ${s.label}`;
          const token = p === '/chat' ? s.session.token : undefined;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            await loadOnce(s.base, pathOf(p, s.session), token),
          ]);
        }
      }
    }
    for (const [key, rs] of runs) {
      const files = new Map();
      for (const r of rs)
        for (const [u, ms] of r.byUrl)
          if (u.startsWith('http'))
            files.set(shortName(u), [...(files.get(shortName(u)) ?? []), ms]);
      const top = [...files]
        .map(([u, ms]) => [u, median(ms)])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5);
      console.log(
        `${key}: blocking ${median(rs.map((r) => r.blockingMs)).toFixed(0)} ms (runs ${rs.map((r) => r.blockingMs.toFixed(0)).join('/')}),` +
          ` long tasks ${median(rs.map((r) => r.longTasks))}, script ${median(rs.map((r) => r.scriptMs)).toFixed(0)} ms;` +
          ` ${top.map(([u, ms]) => `${u} ${ms.toFixed(0)}`).join(', ')}`,
      );
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await stopBuildServers(servers);
  }
}

await main();
