#!/usr/bin/env node
/**
 * Runs the benches one after another, each in its own process: `npm run bench` runs them all,
 * `npm run bench -- chat` (or `search`, `directories`, `knowledge`, `volume`, `admin`, `web`) only the ones named. Then prints one table of
 * every bench's `summary` rows from its result of the day (bench/summary.mjs), written to
 * bench/results/summary-<date>.md. Exits 1 if any bench missed a target or wrote no result.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeSummary } from './summary.mjs';
import { TYPESCRIPT_HOOK } from './serve-args.mjs';

/**
 * name: its file, or { file, results } when its results are not bench/results/<name>-<date>.json.
 */
const BENCHES = {
  search: { file: 'robot-search.mjs', results: 'robot-search' },
  directories: { file: 'directory-search.ts', results: 'directory-search' },
  chat: 'chat-streams.mjs',
  knowledge: { file: 'knowledge-retrieval.ts', results: 'knowledge-retrieval' },
  volume: { file: 'turn-write-volume.ts', results: 'turn-write-volume' },
  admin: { file: 'admin-lists.ts', results: 'admin-lists' },
  web: 'web-lighthouse.mjs',
};
const fileOf = (name) => BENCHES[name].file ?? BENCHES[name];
const resultsOf = Object.fromEntries(
  Object.keys(BENCHES).map((name) => [name, BENCHES[name].results ?? name]),
);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

const startedMs = Date.now();
const ran = asked.length > 0 ? asked : Object.keys(BENCHES);
const failed = [];
for (const name of ran) {
  console.log(`\n=== bench: ${name} ===`);
  const file = path.join(import.meta.dirname, fileOf(name));
  // TypeScript benches run through the server's own load hook, as production runs the server
  // (decision 039, bench/serve-args.mjs). --expose-gc: the search benches read memory after a full GC.
  const args = file.endsWith('.ts') ? ['--expose-gc', ...TYPESCRIPT_HOOK, file] : [file];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}

const summary = writeSummary(resultsOf, ran, startedMs);
console.log(`\n=== summary: every bench's result of today ===\n\n${summary.table}\n`);
console.log(`${summary.missed} figures miss their target; written to ${summary.file}`);
if (failed.length > 0) console.log(`\nmissed a target or failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 || summary.noResult ? 1 : 0);
