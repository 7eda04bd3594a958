#!/usr/bin/env node
/**
 * Runs the benches one after another, each in its own process: `npm run bench` runs them all,
 * `npm run bench -- chat` (or `search`, `directories`) only the ones named. Exits 1 if any bench missed a target.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHES = {
  search: 'robot-search.mjs',
  directories: 'directory-search.ts',
  chat: 'chat-streams.mjs',
  knowledge: 'knowledge-retrieval.ts',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const name of asked.length > 0 ? asked : Object.keys(BENCHES)) {
  console.log(`\n=== bench: ${name} ===`);
  const file = path.join(import.meta.dirname, BENCHES[name]);
  // TypeScript benches run through tsx, as the server does (decision 002).
  const args = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) console.log(`\nmissed a target or failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
