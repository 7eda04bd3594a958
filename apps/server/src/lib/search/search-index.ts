import type { RobotSort } from '@robot/contracts';
import { termGrams } from './search-grams.ts';
import { MatchCache } from './match-cache.ts';
import {
  andAll,
  bitHolds,
  eachGram,
  intersect,
  sizeOf,
  slotsOf,
  type Posting,
} from './search-postings.ts';
import { topK } from './top-k.ts';

/** What search needs of one listed item (a public robot, a directory item that is not hidden). */
export interface SearchEntry {
  id: string;
  /** normalised text (search-terms.ts `normalizeForSearch`): lines never let a term span two */
  searchText: string;
  /** the entry matches a category filter naming any of these */
  categories: readonly number[];
  favoriteCount: number;
  /** what the `traffic` sort orders by (robots: views + chats; directory items: views) */
  traffic: number;
  createdAt: string;
}

const singles = new Map<number, readonly number[]>();

/**
 * `[category]` as one shared, frozen array per category, for sources whose items have exactly one
 * (robots): 100,000 entries then hold a handful of arrays, not 100,000.
 */
export function oneCategory(category: number): readonly number[] {
  let list = singles.get(category);
  if (!list) singles.set(category, (list = Object.freeze([category])));
  return list;
}

/** The orders an index answers in (the contract's robot sorts, shared by the directories). */
export type SearchSort = RobotSort;

export interface IndexQuery {
  /** normalised words (search-terms.ts); an entry matches when its search text contains every one */
  terms: string[];
  category?: number | undefined;
  sort: SearchSort;
  skip: number;
  limit: number;
}

export interface IndexHits {
  /** the page's entry ids, in order */
  ids: string[];
  total: number;
}

const NO_SLOTS = new Int32Array(0);
/** Slots left dead or added since the last build, beyond which the postings are rebuilt. */
const REBUILD_MIN = 5000;
const REBUILD_SHARE = 0.25;

/**
 * Listed items (public robots, directory items), searchable in memory (decisions 005 and 009): an
 * inverted index from character grams to the slots of the entries holding them. A keyword query intersects the postings of its words' grams (lists
 * smallest first, then bit tests or a word-wise AND of the bitsets), confirms each candidate with
 * `includes` for every word longer than a gram (the grams only narrow), and sorts the survivors (a
 * top-k heap when few of many are wanted, comparing ranks in the full order when that is at hand).
 * The confirmed matches of recent queries are kept until the indexed entries change, so a repeated
 * query only sorts. Without keywords it answers from orders sorted once per sort and category and
 * kept while only counts move.
 *
 * Edits never move postings: an entry whose text changed gets a new slot (its old one dies), and
 * the postings are rebuilt from memory once enough slots are dead or new. Only listed items are
 * ever put here; one turning private or hidden is removed.
 */
export class SearchIndex {
  private entries: (SearchEntry | null)[] = [];
  private slotOf = new Map<string, number>();
  private postings = new Map<string, Posting>();
  private baseSize = 0;
  private dead = 0;
  /** no-keyword orders by `${sort}|${category}` */
  private orders = new Map<string, Int32Array>();
  /** for each sort whose full order is built: a slot's position in it */
  private ranks = new Map<SearchSort, Int32Array>();
  /** confirmed matches by `${category}|${terms}` */
  private matchCache = new MatchCache();
  /** moves on every change; caches of finished answers compare it */
  version = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Forgets everything and indexes these entries (the start, or a rebuild). */
  replaceAll(entries: SearchEntry[]): void {
    this.entries = [];
    this.slotOf.clear();
    for (const e of entries) {
      const old = this.slotOf.get(e.id);
      if (old !== undefined) this.entries[old] = null;
      this.slotOf.set(e.id, this.entries.length);
      this.entries.push(e);
    }
    this.build();
  }

  /** Adds or updates a listed entry. */
  put(entry: SearchEntry): void {
    const slot = this.slotOf.get(entry.id);
    const current = slot === undefined ? null : this.entries[slot]!;
    if (current && current.searchText === entry.searchText) {
      if (
        !sameCategories(current.categories, entry.categories) ||
        current.createdAt !== entry.createdAt
      ) {
        this.entries[slot!] = entry;
        this.changed(true);
      } else this.setCounts(entry.id, entry);
      return;
    }
    if (slot !== undefined) this.kill(slot);
    const fresh = this.entries.length;
    this.entries.push(entry);
    this.slotOf.set(entry.id, fresh);
    eachGram(entry.searchText, (gram) => {
      let p = this.postings.get(gram);
      if (!p) this.postings.set(gram, (p = { built: 0 }));
      const extra = (p.extra ??= []);
      if (extra[extra.length - 1] !== fresh) extra.push(fresh);
    });
    this.changed(true);
    this.compactIfWorn();
  }

  /** Drops an entry (deleted, or no longer listed); unknown ids are ignored. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.kill(slot);
    this.slotOf.delete(id);
    this.changed(true);
    this.compactIfWorn();
  }

  /** New counts for an entry (either or both): only the orders by count move. */
  setCounts(id: string, counts: { favoriteCount?: number; traffic?: number }): void {
    const slot = this.slotOf.get(id);
    const e = slot === undefined ? null : this.entries[slot];
    if (!e) return;
    const favoriteCount = counts.favoriteCount ?? e.favoriteCount;
    const traffic = counts.traffic ?? e.traffic;
    if (e.favoriteCount === favoriteCount && e.traffic === traffic) return;
    this.entries[slot!] = { ...e, favoriteCount, traffic };
    for (const [key, order] of this.orders) {
      const [sort, category] = key.split('|') as [SearchSort, string];
      if (sort === 'latest' || (category !== '' && !e.categories.includes(Number(category)))) {
        continue;
      }
      this.reposition(
        order,
        slot!,
        this.compare(sort),
        category === '' ? this.ranks.get(sort) : undefined,
      );
    }
    this.changed(false);
  }

  ids(): string[] {
    return [...this.slotOf.keys()];
  }

  search(q: IndexQuery): IndexHits {
    if (q.terms.length === 0) {
      const order = this.order(q.sort, q.category);
      const page = order.subarray(q.skip, q.skip + q.limit);
      return { ids: Array.from(page, (s) => this.entries[s]!.id), total: order.length };
    }
    const matches = this.match(q.terms, q.category);
    const rank = this.ranks.get(q.sort);
    const cmp = rank ? (a: number, b: number) => rank[a]! - rank[b]! : this.compare(q.sort);
    const best = topK(matches, q.skip + q.limit, cmp);
    return {
      ids: best.slice(q.skip).map((s) => this.entries[s]!.id),
      total: matches.length,
    };
  }

  /** The live slots matching every term (and the category), ascending; repeated queries are cached. */
  private match(terms: string[], category: number | undefined): ArrayLike<number> {
    const key = `${category ?? ''}|${terms.join(' ')}`;
    const cached = this.matchCache.get(key);
    if (cached) return cached;
    const found = this.findMatches(terms, category);
    this.matchCache.set(key, found);
    return found;
  }

  private findMatches(terms: string[], category: number | undefined): ArrayLike<number> {
    const lists: Posting[] = [];
    const dense: Posting[] = [];
    for (const term of terms) {
      for (const gram of termGrams(term)) {
        const p = this.postings.get(gram);
        if (!p || sizeOf(p) === 0) return NO_SLOTS;
        (p.bits ? dense : lists).push(p);
      }
    }
    let cands: ArrayLike<number>;
    if (lists.length > 0) {
      lists.sort((a, b) => sizeOf(a) - sizeOf(b));
      cands = slotsOf(lists[0]!);
      for (let k = 1; k < lists.length && cands.length > 0; k += 1) {
        cands = intersect(cands, slotsOf(lists[k]!));
      }
    } else {
      cands = andAll(dense, this.baseSize);
      dense.length = 0;
    }
    // A term of one or two characters is a gram itself, so its posting is exact; longer ones only
    // had all their pairs found, which `includes` must confirm.
    const confirm = terms.filter((t) => [...t].length > 2);
    const out: number[] = [];
    next: for (let i = 0; i < cands.length; i += 1) {
      const slot = cands[i]!;
      const e = this.entries[slot];
      if (!e || (category !== undefined && !e.categories.includes(category))) continue;
      for (const p of dense) if (!bitHolds(p, slot, this.baseSize)) continue next;
      for (const t of confirm) if (!e.searchText.includes(t)) continue next;
      out.push(slot);
    }
    return out.length === 0 ? NO_SLOTS : Int32Array.from(out);
  }

  /** Sort order as a comparison of slots: the chosen key descending, then id descending. */
  private compare(sort: SearchSort): (a: number, b: number) => number {
    const es = this.entries;
    const byId = (x: SearchEntry, y: SearchEntry) => (x.id < y.id ? 1 : x.id > y.id ? -1 : 0);
    if (sort === 'favorites') {
      return (a, b) => {
        const x = es[a]!;
        const y = es[b]!;
        return y.favoriteCount - x.favoriteCount || byId(x, y);
      };
    }
    if (sort === 'traffic') {
      return (a, b) => {
        const x = es[a]!;
        const y = es[b]!;
        return y.traffic - x.traffic || byId(x, y);
      };
    }
    return (a, b) => {
      const x = es[a]!;
      const y = es[b]!;
      return x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : byId(x, y);
    };
  }

  private order(sort: SearchSort, category: number | undefined): Int32Array {
    const key = `${sort}|${category ?? ''}`;
    let order = this.orders.get(key);
    if (order) return order;
    if (category === undefined) {
      order = Int32Array.from(this.slotOf.values()).sort(this.compare(sort));
      const rank = new Int32Array(this.entries.length);
      for (let i = 0; i < order.length; i += 1) rank[order[i]!] = i;
      this.ranks.set(sort, rank);
    } else {
      order = this.order(sort, undefined).filter((s) =>
        this.entries[s]!.categories.includes(category),
      );
    }
    this.orders.set(key, order);
    return order;
  }

  /**
   * Moves one slot whose count changed to its new place, instead of sorting everything again, and
   * renumbers the ranks (of the full order) of the slots that moved.
   */
  private reposition(
    order: Int32Array,
    slot: number,
    cmp: (a: number, b: number) => number,
    rank: Int32Array | undefined,
  ) {
    const from = order.indexOf(slot);
    if (from < 0) return;
    const n = order.length - 1;
    order.copyWithin(from, from + 1);
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.copyWithin(lo + 1, lo, n);
    order[lo] = slot;
    if (rank) {
      for (let i = Math.min(from, lo); i <= Math.max(from, lo); i += 1) rank[order[i]!] = i;
    }
  }

  private kill(slot: number): void {
    this.entries[slot] = null;
    this.dead += 1;
  }

  private changed(structural: boolean): void {
    if (structural) {
      this.orders.clear();
      this.ranks.clear();
      this.matchCache.clear();
    }
    this.version += 1;
  }

  private compactIfWorn(): void {
    const worn = this.dead + (this.entries.length - this.baseSize);
    if (worn > Math.max(REBUILD_MIN, this.slotOf.size * REBUILD_SHARE)) {
      this.replaceAll(this.entries.filter((e): e is SearchEntry => e !== null));
    }
  }

  /**
   * Postings of every live slot as typed arrays (lists or bitsets, whichever is smaller): counted
   * first, then filled, so nothing grows.
   */
  private build(): void {
    const counts = new Map<
      string,
      { n: number; last: number; arr?: Int32Array; bits?: Uint32Array }
    >();
    const live = this.entries;
    for (let slot = 0; slot < live.length; slot += 1) {
      const e = live[slot];
      if (!e) continue;
      eachGram(e.searchText, (gram) => {
        const c = counts.get(gram);
        if (!c) counts.set(gram, { n: 1, last: slot });
        else if (c.last !== slot) {
          c.n += 1;
          c.last = slot;
        }
      });
    }
    this.postings = new Map();
    const words = Math.ceil(live.length / 32);
    for (const [gram, c] of counts) {
      if (c.n * 32 >= live.length) {
        c.bits = new Uint32Array(words);
        this.postings.set(gram, { bits: c.bits, built: c.n });
      } else {
        c.arr = new Int32Array(c.n);
        this.postings.set(gram, { base: c.arr, built: c.n });
      }
      c.n = 0;
      c.last = -1;
    }
    for (let slot = 0; slot < live.length; slot += 1) {
      const e = live[slot];
      if (!e) continue;
      eachGram(e.searchText, (gram) => {
        const c = counts.get(gram)!;
        if (c.last === slot) return;
        c.last = slot;
        if (c.bits) c.bits[slot >>> 5]! |= 1 << (slot & 31);
        else c.arr![c.n++] = slot;
      });
    }
    this.baseSize = live.length;
    this.dead = live.length - this.slotOf.size;
    this.changed(true);
  }
}

const sameCategories = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);
