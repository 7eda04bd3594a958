/**
 * The combined summary of bench/run.mjs: every bench's newest result of the day
 * (bench/results/<name>-<YYYY-MM-DD>.json), its `summary` rows in one table, printed and written to
 * bench/results/summary-<date>.md.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'results');
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The bench's newest result file of the run's days (the run may pass midnight UTC), or null. */
function resultFile(prefix, startedMs, endedMs) {
  const days = [...new Set([day(endedMs), day(startedMs)])];
  for (const d of days) {
    const file = path.join(dir, `${prefix}-${d}.json`);
    if (existsSync(file)) return file;
  }
  return null;
}

const row = (bench, figure, value, target = '', met = null) => ({
  bench,
  figure,
  value,
  target,
  met,
});

/** The rows of one bench; a bench that ran now must have written its file during the run. */
function rowsOf(name, prefix, ranNow, startedMs, endedMs) {
  const file = resultFile(prefix, startedMs, endedMs);
  const missing = (figure) => [{ ...row(name, figure, '', '', false), missing: true }];
  if (!file) return ranNow ? missing(`no bench/results/${prefix}-<date>.json written`) : [];
  const rel = path.relative(path.join(dir, '..', '..'), file);
  if (ranNow && statSync(file).mtimeMs < startedMs) {
    return missing(`no new result: ${rel} is from before this run`);
  }
  const summary = JSON.parse(readFileSync(file, 'utf8')).summary;
  if (!Array.isArray(summary)) return [row(name, `${rel} has no summary array`, '')];
  return summary.map((s) =>
    row(name, s.figure, `${s.value}${s.unit ? ` ${s.unit}` : ''}`, s.target ?? '', s.met),
  );
}

/**
 * A bench's own `summary` rows as a markdown table for its `.md` result: figure, value with its unit,
 * target, met (`-` for a figure reported without a target, `met: null`).
 */
export function summaryTableMd(summary) {
  const met = (s) => (s.met === null ? '-' : s.met ? 'yes' : 'no');
  return [
    '| figure | value | target | met |',
    '| --- | --- | --- | --- |',
    ...summary.map((s) => `| ${s.figure} | ${s.value} ${s.unit} | ${s.target} | ${met(s)} |`),
  ].join('\n');
}

/**
 * Builds the table from every bench in `benches` ({ name: result prefix }) that has a result of the day,
 * writes it to bench/results/summary-<date>.md and answers it with whether a bench run now left no
 * result.
 */
export function writeSummary(benches, ranNow, startedMs, endedMs = Date.now()) {
  const rows = Object.entries(benches).flatMap(([name, prefix]) =>
    rowsOf(name, prefix, ranNow.includes(name), startedMs, endedMs),
  );
  const absent = Object.keys(benches).filter((name) => !rows.some((r) => r.bench === name));
  const metText = (met) => (met === true ? 'yes' : met === false ? 'NO' : '?');
  const table = [
    '| bench | figure | value | target | met |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.bench} | ${r.figure} | ${r.value} | ${r.target} | ${r.target === '' && r.met === null ? '-' : metText(r.met)} |`,
    ),
  ].join('\n');
  // rows without a target (met null, target '') are reported figures: '-' in the met column
  const missed = rows.filter((r) => r.met === false).length;
  const date = day(endedMs);
  const md = `# Bench summary, ${date}

Every bench's result of the day (bench/results/<bench>-${date}.json), its \`summary\` rows; written by
\`npm run bench\` (bench/run.mjs) after the benches ran. Benches run now: ${ranNow.join(', ') || 'none'}.
${absent.length > 0 ? `No result today: ${absent.join(', ')}.\n` : ''}
${table}

${missed} of ${rows.length} figures miss their target.
`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `summary-${date}.md`), md);
  const noResult = rows.some((r) => r.missing);
  return { table, file: `bench/results/summary-${date}.md`, missed, noResult };
}
