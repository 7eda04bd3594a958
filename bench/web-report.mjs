/**
 * Figures, targets and result files of the web bench (web-lighthouse.mjs).
 */
import path from 'node:path';
import { writeResult } from './result-files.mjs';

/** Issue 12. `firstLoadKB` (JS+CSS fetched, 1 KB = 1,000 bytes) has a target on / only. */
export const TARGETS = {
  performance: { min: 90 },
  accessibility: { min: 98 },
  lcpMs: { max: 2500 },
  tbtMs: { max: 200 },
  cls: { max: 0.05 },
  firstLoadKB: { max: 200, pages: ['/'] },
};

const FIGURES = [
  { key: 'performance', label: 'Lighthouse performance', unit: '' },
  { key: 'accessibility', label: 'Lighthouse accessibility', unit: '' },
  { key: 'fcpMs', label: 'FCP', unit: 'ms' },
  { key: 'lcpMs', label: 'LCP', unit: 'ms' },
  { key: 'tbtMs', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
  { key: 'firstLoadKB', label: 'JS+CSS fetched by the first load', unit: 'KB' },
];

/** The target of a figure on a page, or null when it has none there. */
function targetOf(key, pageName) {
  const target = TARGETS[key];
  if (!target || (target.pages && !target.pages.includes(pageName))) return null;
  return target;
}

function targetText(target, unit) {
  if (!target) return '';
  const suffix = unit ? ` ${unit}` : '';
  return target.min !== undefined ? `>= ${target.min}${suffix}` : `<= ${target.max}${suffix}`;
}

function met(target, value) {
  if (!target) return true;
  return target.min !== undefined ? value >= target.min : value <= target.max;
}

/** The summary rows of one page: every figure with a target there (FCP has none). */
export function pageSummary(page) {
  return FIGURES.flatMap(({ key, label, unit }) => {
    const target = targetOf(key, page.name);
    if (!target) return [];
    const value = page.median[key];
    return [
      {
        figure: `${label}, ${page.name}`,
        value,
        unit,
        target: targetText(target, unit),
        met: met(target, value),
      },
    ];
  });
}

function cell(page, key, unit) {
  const value = page.median[key];
  const target = targetOf(key, page.name);
  const text = `${value}${unit ? ` ${unit}` : ''}`;
  if (!target) return text;
  return `${text} ${met(target, value) ? 'ok' : 'MISSED'}`;
}

/** Writes bench/results/web-<date>.json and .md; answers the table and the file name without extension. */
export function writeWebResults(report) {
  const header = [
    'page',
    ...FIGURES.map(({ key, label, unit }) => {
      const target = TARGETS[key];
      const text = targetText(target, unit);
      const scope = target?.pages ? ` on ${target.pages.join(', ')}` : '';
      return text ? `${label} (${text}${scope})` : label;
    }),
  ];
  const rows = report.pages.map((page) => [
    page.signedIn ? `${page.name} (signed in)` : page.name,
    ...FIGURES.map(({ key, unit }) => cell(page, key, unit)),
  ]);
  const table = [header, header.map(() => '---'), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  const runs = report.pages
    .map((page) => {
      const list = page.runs
        .map(
          (r) =>
            `${r.performance} / ${r.accessibility}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ` +
            `${r.firstLoadKB} KB (JS ${r.scriptKB}, CSS ${r.cssKB}, ${r.requests} requests)`,
        )
        .join('; ');
      const failures =
        page.a11yFailures.length > 0
          ? ` Failed accessibility audits: ${page.a11yFailures.join(', ')}.`
          : '';
      return `- \`${page.path}\`: ${list}.${failures}`;
    })
    .join('\n');
  const s = report.settings;
  const day = report.date.slice(0, 10);
  const md = `# Web bench, ${day}

Lighthouse ${report.lighthouse} (${s.formFactor}, ${s.throttlingMethod} throttling: ${s.throttling.rttMs} ms RTT,
${s.throttling.throughputKbps} kbit/s, CPU x${s.throttling.cpuSlowdownMultiplier}), ${report.browser} headless, a fresh
profile per run; medians of ${report.runsPerPage} runs per page, the pages taken in turn. The real server in production
mode (SQLite, demo data), ${report.machine.cpus} CPUs, Node ${report.machine.node}; load average before / after:
${report.loadAverage.before.map((x) => x.toFixed(1)).join(' ')} / ${report.loadAverage.after.map((x) => x.toFixed(1)).join(' ')}.
Build: ${report.build.built ? 'npm run build' : 'existing apps/web/dist'} (${report.build.reason}).
JS+CSS: the transferred bytes (gzip, headers included) of every script and stylesheet the page fetched during
the load (Lighthouse's network-requests audit), 1 KB = 1,000 bytes.

${table}

Each run (performance / accessibility, LCP, TBT, CLS, JS+CSS):

${runs}
`;
  // a run of some pages only (BENCH_WEB_PAGES) does not replace the day's full result
  const { file } = writeResult('web', report.partial ? `${day}-partial` : day, report, md);
  return { table, file: path.relative(path.join(import.meta.dirname, '..'), file) };
}
