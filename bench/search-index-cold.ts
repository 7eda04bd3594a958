/**
 * The search index on its own, without HTTP or a database: how long one keyword query takes inside the
 * index the first time it is asked after a robot was saved (no cached matches, no ranks: the sort
 * compares robots) and when asked again (cached matches, ranks from the full order). The HTTP bench
 * cycles through a few keywords, so it measures mostly the second case; this shows the first.
 * Prints `RESULT <json>`; robot-search.mjs runs it in its own process.
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

const rand = random(20_260_101);
const start = Date.parse('2024-01-01T00:00:00Z');
const span = Date.parse('2026-01-01T00:00:00Z') - start;
const entries: SearchEntry[] = [];
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
index.replaceAll(entries);
const buildMs = performance.now() - t;
const heapMb = process.memoryUsage().heapUsed / 1e6;

/** A save of some robot: drops the cached matches and orders, as any real write does. */
const write = (n: number) =>
  index.put({ ...entries[n]!, searchText: `${entries[n]!.searchText} ` });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 1000) / 1000;

// Warm the JIT on other work first, so that the first keyword does not pay for compiling.
for (const k of BENCH_KEYWORDS)
  index.search({ terms: searchTerms(`${k}x`), sort: 'latest', skip: 0, limit: 20 });

const first: number[] = [];
const again: number[] = [];
const perKeyword: Record<string, { firstMs: number; againMs: number; total: number }> = {};
let n = 0;
for (const keyword of BENCH_KEYWORDS) {
  const terms = searchTerms(keyword);
  const firsts: number[] = [];
  const agains: number[] = [];
  let total = 0;
  for (const sort of SORTS) {
    write(n++);
    const q = { terms, sort, skip: 0, limit: 20 };
    t = performance.now();
    total = index.search(q).total;
    firsts.push(performance.now() - t);
    index.search({ terms: [], sort, skip: 0, limit: 20 }); // the square's page builds the order
    for (let r = 0; r < REPEATS; r += 1) {
      t = performance.now();
      index.search(q);
      agains.push(performance.now() - t);
    }
  }
  first.push(...firsts);
  again.push(...agains);
  perKeyword[keyword] = { firstMs: round(median(firsts)), againMs: round(median(agains)), total };
}

console.log(
  `RESULT ${JSON.stringify({
    robots: ROBOTS,
    buildMs: Math.round(buildMs),
    heapMb: Math.round(heapMb),
    firstAsked: { medianMs: round(median(first)), maxMs: round(Math.max(...first)) },
    askedAgain: { medianMs: round(median(again)), maxMs: round(Math.max(...again)) },
    perKeyword,
  })}`,
);
