#!/usr/bin/env node
/**
 * Web bench (npm run bench -- web): Lighthouse 12 (mobile defaults: simulated slow 4G and 4x CPU
 * throttling, a Moto G Power screen) on the real server in production mode, BENCH_WEB_RUNS (3) times on
 * each page, the pages taken in turn. Reports per page the median of the runs of the performance and
 * accessibility scores, FCP, LCP, TBT, CLS and the JS+CSS the browser fetched during the load.
 * Targets (issue 12): performance >= 90, accessibility >= 98, LCP <= 2500 ms, TBT <= 200 ms,
 * CLS <= 0.05, JS+CSS of the first load of / <= 200 KB. Writes bench/results/web-<date>.json and .md;
 * exits 1 when a target is missed.
 * Environment: BENCH_WEB_RUNS (3), BENCH_WEB_PORT (0: any free port), BENCH_WEB_BUILD (auto: build when
 * apps/web/dist is missing or stale; always; never), CHROME_PATH (/usr/bin/chromium), BENCH_WEB_PAGES
 * (a comma list of page names to measure, e.g. `/chat,/ai-tool-list`; default all), BENCH_WEB_VERBOSE=1
 * (print each run's LCP element and busiest scripts; they are in the JSON either way), BENCH_WEB_LHR_DIR
 * (a folder to keep each run's whole Lighthouse report in: its long tasks, main-thread breakdown).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {
  ensureBuilt,
  firstArticle,
  launchBrowser,
  storeToken,
  SERVER_ENV,
  signInWithConversation,
  startServer,
  stopServer,
} from './web-app.mjs';
import { median } from './quantiles.mjs';
import { pageSummary, TARGETS, writeWebResults } from './web-report.mjs';
import { ALL_PAGES, selectPages } from './web-pages.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 0);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility'];

const PAGES = selectPages(process.env.BENCH_WEB_PAGES);

/** JS and CSS the browser fetched during the load, in bytes over the wire (network-requests audit). */
function fetchedBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (type) =>
    items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return { script: sum('Script'), css: sum('Stylesheet'), requests: items.length };
}

/** What the LCP was (Lighthouse's own audit): the element's HTML, shortened. */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((t) => t.items ?? [])[0]?.node;
  return node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 160)}`.trim() : '';
}

/** The scripts that kept the main thread busiest (bootup-time audit): where TBT comes from. */
function busiestScriptsOf(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items.slice(0, 5).map((i) => ({
    url: String(i.url).replace(/^https?:\/\/[^/]+/, ''),
    totalMs: Math.round(i.total ?? 0),
    scriptingMs: Math.round(i.scripting ?? 0),
  }));
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = fetchedBytes(lhr);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    firstLoadKB: Number(((bytes.script + bytes.css) / 1000).toFixed(1)),
    scriptKB: Number((bytes.script / 1000).toFixed(1)),
    cssKB: Number((bytes.css / 1000).toFixed(1)),
    requests: bytes.requests,
    lcpElement: lcpElementOf(lhr),
    busiestScripts: busiestScriptsOf(lhr),
    // accessibility audits that failed, to say what keeps the score down
    a11yFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/** BENCH_WEB_LHR_DIR=dir keeps every run's whole Lighthouse report there (long tasks, traces' audits). */
function keepReport(lhr, page) {
  const dir = process.env.BENCH_WEB_LHR_DIR;
  mkdirSync(dir, { recursive: true });
  const name = `${page.name.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${Date.now()}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

/** Lighthouse's own failure of one run (NO_NAVSTART and the like): the run is tried again. */
class RunError extends Error {}
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a fresh browser (an empty profile, as the CLI does). A signed-in page first
 * visits the origin to store the session token, and keeps storage (`disableStorageReset`): the profile
 * is new, so the cache is empty all the same.
 */
async function runOnce(base, page, token) {
  const browser = await launchBrowser(CHROME);
  try {
    const tab = await browser.newPage();
    if (page.signedIn) await storeToken(tab, base, token);
    const url = `${base}${page.path}`;
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(page.signedIn),
      },
      undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse answered no report`);
    if (process.env.BENCH_WEB_LHR_DIR) keepReport(lhr, page);
    if (lhr.runtimeError)
      throw new RunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
    }
    return {
      figures: figuresOf(lhr),
      lighthouse: lhr.lighthouseVersion,
      settings: lhr.configSettings,
      browser: await browser.version(),
    };
  } finally {
    await browser.close();
  }
}

/** A run that Lighthouse itself failed is tried again, up to ATTEMPTS times in all. */
async function run(base, page, token, retries) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(base, page, token);
    } catch (err) {
      if (!(err instanceof RunError) || attempt >= ATTEMPTS) throw err;
      retries.push(err.message);
      console.log(`[web] ${err.message}: trying again`);
    }
  }
}

const build = ensureBuilt(process.env.BENCH_WEB_BUILD ?? 'auto');
const loadBefore = os.loadavg();
const server = await startServer(PORT);
let report;
try {
  const session = await signInWithConversation(server.base);
  const chat = PAGES.find((p) => p.signedIn);
  if (chat) chat.path = `/chat/${session.robotUUID}`;
  const robotPage = PAGES.find((p) => p.shared === 'robot');
  if (robotPage) robotPage.path = `/robot-detail/${session.robotUUID}`;
  const articlePage = PAGES.find((p) => p.shared === 'article');
  if (articlePage) articlePage.path = `/article-detail/${await firstArticle(server.base)}`;
  const runs = new Map(PAGES.map((p) => [p.name, []]));
  let meta;
  const retries = [];
  for (let round = 1; round <= RUNS; round += 1) {
    for (const page of PAGES) {
      const result = await run(server.base, page, session.token, retries);
      meta ??= result;
      runs.get(page.name).push(result.figures);
      const f = result.figures;
      console.log(
        `[web] run ${round}/${RUNS} ${page.name}: performance ${f.performance}, accessibility ${f.accessibility}, ` +
          `LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, JS+CSS ${f.firstLoadKB} KB`,
      );
      if (process.env.BENCH_WEB_VERBOSE === '1') {
        console.log(`      LCP element: ${f.lcpElement}`);
        for (const s of f.busiestScripts)
          console.log(`      ${s.totalMs} ms (${s.scriptingMs} script) ${s.url}`);
      }
    }
  }
  const pages = PAGES.map((page) => {
    const list = runs.get(page.name);
    const keys = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'firstLoadKB'];
    const med = Object.fromEntries(keys.map((k) => [k, median(list.map((r) => r[k]))]));
    const a11yFailures = [...new Set(list.flatMap((r) => r.a11yFailures))];
    return {
      name: page.name,
      path: page.path,
      signedIn: Boolean(page.signedIn),
      median: med,
      a11yFailures,
      runs: list,
    };
  });
  report = {
    date: new Date().toISOString(),
    lighthouse: meta.lighthouse,
    browser: meta.browser,
    settings: {
      formFactor: meta.settings.formFactor,
      throttlingMethod: meta.settings.throttlingMethod,
      throttling: meta.settings.throttling,
      screenEmulation: meta.settings.screenEmulation,
    },
    runsPerPage: RUNS,
    partial: PAGES.length < ALL_PAGES.length,
    retries,
    server: { database: 'sqlite', env: SERVER_ENV },
    build,
    machine: { cpus: os.cpus().length, node: process.version },
    loadAverage: { before: loadBefore, after: os.loadavg() },
    targets: TARGETS,
    pages,
    summary: pages.flatMap(pageSummary),
  };
} finally {
  await stopServer(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}
const { table, file } = writeWebResults(report);
console.log(`\n${table}\n\nwritten to ${file}.{json,md}`);
process.exit(report.summary.every((row) => row.met) ? 0 : 1);
