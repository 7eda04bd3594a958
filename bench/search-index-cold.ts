/**
 * The search index on its own, without HTTP or a database: what it costs to build and hold, and how
 * long one keyword query takes inside it the first time it is asked after a robot was saved (no
 * cached matches; the save's slot is merged into the sorted orders first) and when asked again
 * (cached matches). The HTTP bench cycles through a few keywords, so it measures mostly the second
 * case; this shows the first. Memory is the heap and resident size after a full GC, before the
 * robots were made and after the index was built from them and they were dropped (so it counts the
 * index with its copies of ids and texts). Run with --expose-gc (robot-search.mjs does). Prints
 * `RESULT <json>`; robot-search.mjs runs it in its own process.
 */
import {
  oneCategory,
  SearchIndex,
  type SearchEntry,
} from '../apps/server/src/lib/search/search-index.ts';
import { searchTerms } from '../apps/server/src/lib/search/search-terms.ts';
import { searchTextOf } from '../apps/server/src/modules/robots/robot-view.ts';
import { makeRobot, random } from './robot-data.ts';
import { BENCH_KEYWORDS } from './robot-keywords.mjs';

const ROBOTS = Number(process.env['BENCH_ROBOTS'] ?? 100_000);
const SORTS = ['favorites', 'traffic', 'latest'] as const;
const REPEATS = 20;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
};
const before = memory();

const rand = random(20_260_101);
const start = Date.parse('2024-01-01T00:00:00Z');
const span = Date.parse('2026-01-01T00:00:00Z') - start;
let entries: SearchEntry[] = [];
for (let i = 0; i < ROBOTS; i += 1) {
  const r = makeRobot(rand, i);
  entries.push({
    id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    searchText: searchTextOf(r),
    categories: oneCategory(r.category),
    favoriteCount: r.favorites,
    traffic: r.views + r.chats,
    createdAt: new Date(start + Math.floor(rand() * span)).toISOString(),
  });
}

const index = new SearchIndex();
let t = performance.now();
const cpu = process.cpuUsage();
index.replaceAll(entries);
const buildMs = performance.now() - t;
const { user, system } = process.cpuUsage(cpu);
// CPU time: on a shared machine it moves far less than the wall time
const buildCpuMs = (user + system) / 1000;
// the saves below re-put the first robots; the rest are held by the index only
const saved = entries.slice(0, BENCH_KEYWORDS.length * SORTS.length);
entries = [];
const after = memory();

/** A save of some robot: drops the cached matches, as any real write does. */
const write = (n: number) => index.put({ ...saved[n]!, searchText: `${saved[n]!.searchText} ` });

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const round = (x: number) => Math.round(x * 1000) / 1000;

// Warm the JIT on other work first, so that the first keyword does not pay for compiling.
for (const k of BENCH_KEYWORDS)
  index.search({ terms: searchTerms(`${k}x`), sort: 'latest', skip: 0, limit: 20 });

const first: number[] = [];
const firstCpu: number[] = [];
const again: number[] = [];
const perKeyword: Record<
  string,
  { firstMs: number; firstCpuMs: number; againMs: number; total: number }
> = {};
let n = 0;
for (const keyword of BENCH_KEYWORDS) {
  const terms = searchTerms(keyword);
  const firsts: number[] = [];
  const cpus: number[] = [];
  const agains: number[] = [];
  let total = 0;
  for (const sort of SORTS) {
    write(n++);
    const q = { terms, sort, skip: 0, limit: 20 };
    t = performance.now();
    const c = process.cpuUsage();
    total = index.search(q).total;
    firsts.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpus.push((used.user + used.system) / 1000);
    for (let r = 0; r < REPEATS; r += 1) {
      t = performance.now();
      index.search(q);
      agains.push(performance.now() - t);
    }
  }
  first.push(...firsts);
  firstCpu.push(...cpus);
  again.push(...agains);
  perKeyword[keyword] = {
    firstMs: round(at(firsts, 0.5)),
    firstCpuMs: round(at(cpus, 0.5)),
    againMs: round(at(agains, 0.5)),
    total,
  };
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
console.log(
  `RESULT ${JSON.stringify({
    robots: ROBOTS,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(buildCpuMs),
    heapMb: mb(after.heap - before.heap),
    rssMb: mb(after.rss - before.rss),
    firstAsked: {
      medianMs: round(at(first, 0.5)),
      p95Ms: round(at(first, 0.95)),
      maxMs: round(Math.max(...first)),
      cpuMedianMs: round(at(firstCpu, 0.5)),
      cpuP95Ms: round(at(firstCpu, 0.95)),
    },
    askedAgain: {
      medianMs: round(at(again, 0.5)),
      p95Ms: round(at(again, 0.95)),
      maxMs: round(Math.max(...again)),
    },
    perKeyword,
  })}`,
);
