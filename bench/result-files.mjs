/**
 * Where a bench writes its result: bench/results/<name>-<YYYY-MM-DD>.json and .md, the newest of the
 * day, which bench/summary.mjs reads. A result already there under that name (an earlier run of the
 * day, often a committed one) is first moved aside to <name>-<YYYY-MM-DD>-<HHMMSS>.{json,md}, the UTC
 * time its JSON was written, so a second run of the day never writes over the first.
 */
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** `HHMMSS` (UTC) of a time in ms. */
const clock = (ms) => new Date(ms).toISOString().slice(11, 19).replaceAll(':', '');

/** A free base name for the result written at `ms`: `<base>-HHMMSS`, then `-2`, `-3`… if taken. */
function asideName(dir, base, ms) {
  const stamped = `${base}-${clock(ms)}`;
  let name = stamped;
  for (
    let n = 2;
    existsSync(path.join(dir, `${name}.json`)) || existsSync(path.join(dir, `${name}.md`));
    n++
  ) {
    name = `${stamped}-${n}`;
  }
  return name;
}

/**
 * Writes `report` (as JSON) and `md` to `<dir>/<name>-<date>.{json,md}` after moving an earlier pair of
 * that name aside; answers the written base path (without extension) and the moved-aside one, if any.
 */
export function writeResult(name, date, report, md, dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  const base = `${name}-${date}`;
  const json = path.join(dir, `${base}.json`);
  const mdFile = path.join(dir, `${base}.md`);
  let movedTo = null;
  if (existsSync(json) || existsSync(mdFile)) {
    const written = statSync(existsSync(json) ? json : mdFile).mtimeMs;
    movedTo = path.join(dir, asideName(dir, base, written));
    if (existsSync(json)) renameSync(json, `${movedTo}.json`);
    if (existsSync(mdFile)) renameSync(mdFile, `${movedTo}.md`);
  }
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdFile, md);
  return { file: path.join(dir, base), movedTo };
}
