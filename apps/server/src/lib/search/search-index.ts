import type { RobotSort } from '@robot/contracts';
import { termGrams } from './search-grams.ts';
import { MatchCache } from './match-cache.ts';
import { findMatches, NO_MATCHES, type Matches } from './search-matches.ts';
import { buildPostings } from './build-postings.ts';
import { eachGram, postingHolds, type Posting } from './search-postings.ts';
import { SearchTexts } from './search-texts.ts';
import { compact, sameCategories, type SearchEntry, type Stored } from './search-entry.ts';
import { reposition, SortedSlots, sortSlots, type SlotCompare } from './sorted-slots.ts';
import { topK } from './top-k.ts';

export { oneCategory, type SearchEntry } from './search-entry.ts';

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

/**
 * Which entries a full read of the database named (search-sync.ts's count reconcile): a bit per
 * slot that existed when it started, so a million ids need no set of strings.
 */
export interface Tally {
  slots: number;
  /** the index's compaction count when it started (a compaction renumbers the slots) */
  builds: number;
  seen: Uint32Array;
}

export interface IndexHits {
  /** the page's entry ids, in order */
  ids: string[];
  total: number;
}

/** Slots left dead or added since the last build, beyond which the postings are rebuilt. */
const REBUILD_MIN = 5000;
const REBUILD_SHARE = 0.25;
const SORTS: readonly SearchSort[] = ['favorites', 'traffic', 'latest'];

/**
 * Listed items (public robots, directory items), searchable in memory (decisions 005, 009 and 020):
 * an inverted index from character grams (and from categories) to the slots of the entries holding
 * them, lists or bitsets (search-postings.ts). A keyword query finds its matches there
 * (search-matches.ts: lists intersected smallest first, bitsets ANDed word by word, words longer than
 * a gram confirmed with `includes`) and keeps them, as a list or a bitset, until the indexed entries
 * change. The full order of every sort is kept with each slot's rank in it (sorted-slots.ts), built
 * once and then merged with the writes: a page of dense matches walks that order and stops once full,
 * a page of few matches is a top-k by rank. Without keywords a page is a slice of the order.
 *
 * Edits never move postings: an entry whose text or categories changed gets a new slot (its old one
 * dies), and the postings are rebuilt from memory once enough slots are dead or new. Only listed
 * items are ever put here; one turning private or hidden is removed.
 */
export class SearchIndex {
  private entries: (Stored | null)[] = [];
  private texts = new SearchTexts([]);
  private slotOf = new Map<string, number>();
  private postings = new Map<string, Posting>();
  private categoryPostings = new Map<number, Posting>();
  /** a bit per slot, set while it holds a live entry */
  private live: Uint32Array = new Uint32Array(0);
  private baseSize = 0;
  private dead = 0;
  private sorted = new Map(SORTS.map((s) => [s, new SortedSlots(new Int32Array(0), 0)]));
  /** no-keyword orders of one category by `${sort}|${category}` */
  private categoryOrders = new Map<string, Int32Array>();
  /** confirmed matches by `${category}|${terms}` */
  private matchCache = new MatchCache();
  /** moves on every change; caches of finished answers compare it */
  version = 0;
  /** moves on every build of the postings (slots renumbered) */
  private builds = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Forgets everything and indexes these entries (the start). */
  replaceAll(entries: SearchEntry[]): void {
    this.entries = [];
    this.slotOf.clear();
    const texts: (string | null)[] = [];
    for (const e of entries) {
      const old = this.slotOf.get(e.id);
      if (old !== undefined) {
        this.entries[old] = null;
        texts[old] = null;
      }
      this.slotOf.set(e.id, this.entries.length);
      this.entries.push(compact(e));
      texts.push(e.searchText);
    }
    this.buildPostings(texts);
    this.sorted.clear();
    const es = this.entries;
    const counts = {
      favorites: (s: number) => es[s]!.favoriteCount,
      traffic: (s: number) => es[s]!.traffic,
    };
    for (const sort of SORTS) {
      const slots = Int32Array.from(this.slotOf.values());
      const count = sort === 'latest' ? null : counts[sort];
      const order = sortSlots(slots, (s) => es[s]!, count, this.compare(sort));
      this.sorted.set(sort, new SortedSlots(order, es.length));
    }
    this.changed(true);
  }

  /** Adds or updates a listed entry. */
  put(entry: SearchEntry): void {
    const slot = this.slotOf.get(entry.id);
    const current = slot === undefined ? null : this.entries[slot]!;
    if (
      current &&
      this.texts.text(slot!) === entry.searchText &&
      current.createdAt === entry.createdAt &&
      sameCategories(current.categories, entry.categories)
    ) {
      this.setCounts(entry.id, entry);
      return;
    }
    if (slot !== undefined) this.kill(slot);
    const fresh = this.entries.length;
    this.entries.push(compact(entry));
    this.texts.add(fresh, entry.searchText);
    this.slotOf.set(entry.id, fresh);
    if (fresh >>> 5 >= this.live.length) {
      const grown = new Uint32Array(Math.max(64, this.live.length * 2));
      grown.set(this.live);
      this.live = grown;
    }
    this.live[fresh >>> 5]! |= 1 << (fresh & 31);
    const addTo = (p: Posting) => {
      const extra = (p.extra ??= []);
      if (extra[extra.length - 1] !== fresh) extra.push(fresh);
    };
    eachGram(entry.searchText, (gram) => {
      let p = this.postings.get(gram);
      if (!p) this.postings.set(gram, (p = { built: 0 }));
      addTo(p);
    });
    for (const c of entry.categories) {
      let p = this.categoryPostings.get(c);
      if (!p) this.categoryPostings.set(c, (p = { built: 0 }));
      addTo(p);
    }
    for (const s of this.sorted.values()) s.add(fresh);
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
    const moved: SearchSort[] = [];
    if (e.favoriteCount !== favoriteCount) moved.push('favorites');
    if (e.traffic !== traffic) moved.push('traffic');
    // the orders are brought up to date under the old counts, then the one slot moves
    for (const sort of moved) this.fresh(sort);
    this.entries[slot!] = { ...e, favoriteCount, traffic };
    for (const sort of moved) this.sorted.get(sort)?.move(slot!, this.compare(sort));
    for (const [key, order] of this.categoryOrders) {
      const [sort, category] = key.split('|') as [SearchSort, string];
      if (!moved.includes(sort) || !e.categories.includes(Number(category))) continue;
      reposition(order, slot!, this.compare(sort), undefined);
    }
    this.changed(false);
  }

  ids(): string[] {
    return [...this.slotOf.keys()];
  }

  /** Starts noting which entries a full read names (`tally`, then `untallied`). */
  startTally(): Tally {
    const slots = this.entries.length;
    return { slots, builds: this.builds, seen: new Uint32Array(Math.ceil(slots / 32)) };
  }

  /** Notes that the read named this id. */
  tally(t: Tally, id: string): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined && slot < t.slots) t.seen[slot >>> 5]! |= 1 << (slot & 31);
  }

  /**
   * The ids of entries indexed since before the tally started, still live in their slot, that the
   * read did not name; null when a compaction renumbered the slots meanwhile (nothing can be told).
   * Entries added or edited since got new slots and are left out: they were just read.
   */
  untallied(t: Tally): string[] | null {
    if (t.builds !== this.builds) return null;
    const out: string[] = [];
    for (let w = 0; w < t.seen.length; w += 1) {
      let missing = this.live[w]! & ~t.seen[w]!;
      if (w === t.seen.length - 1 && t.slots % 32 !== 0) missing &= (1 << (t.slots % 32)) - 1;
      while (missing !== 0) {
        const low = missing & -missing;
        out.push(this.entries[w * 32 + 31 - Math.clz32(low)]!.id);
        missing ^= low;
      }
    }
    return out;
  }

  search(q: IndexQuery): IndexHits {
    if (q.terms.length === 0) {
      const order =
        q.category === undefined
          ? this.fresh(q.sort).order
          : this.categoryOrder(q.sort, q.category);
      const page = order.subarray(q.skip, q.skip + q.limit);
      return { ids: Array.from(page, (s) => this.entries[s]!.id), total: order.length };
    }
    const matches = this.match(q.terms, q.category);
    if (matches.count === 0) return { ids: [], total: 0 };
    const need = q.skip + q.limit;
    const sorted = this.sorted.get(q.sort)!;
    const cmp = this.compare(q.sort);
    let best: number[];
    if (matches.bits) best = sorted.firstMatching(matches.bits, need, cmp, this.live);
    else {
      // ranks once the order is fresh; right after a write, comparing the few entries is cheaper
      // than merging the write into the order (a pass over every slot)
      const rank = sorted.isStale ? null : sorted.rank;
      best = topK(matches.list!, need, rank ? (a, b) => rank[a]! - rank[b]! : cmp);
    }
    return { ids: best.slice(q.skip).map((s) => this.entries[s]!.id), total: matches.count };
  }

  /** The live entries matching every term (and the category); repeated queries are cached. */
  private match(terms: string[], category: number | undefined): Matches {
    const key = `${category ?? ''}|${terms.join(' ')}`;
    const cached = this.matchCache.get(key);
    if (cached) return cached;
    const found = this.findMatches(terms, category);
    this.matchCache.set(key, found);
    return found;
  }

  private findMatches(terms: string[], category: number | undefined): Matches {
    const postings: Posting[] = [];
    for (const term of terms) {
      for (const gram of termGrams(term)) {
        const p = this.postings.get(gram);
        if (!p) return NO_MATCHES;
        postings.push(p);
      }
    }
    if (category !== undefined) {
      const p = this.categoryPostings.get(category);
      if (!p) return NO_MATCHES;
      postings.push(p);
    }
    // A term of one or two characters is a gram itself, so its posting is exact; longer ones
    // only had all their pairs found, which the texts must confirm.
    const confirm = terms.filter((t) => [...t].length > 2);
    const texts = this.texts;
    return findMatches({
      postings,
      confirm,
      live: this.live,
      built: this.baseSize,
      capacity: this.entries.length,
      holdsWords: (slot) => texts.holdsAll(slot, confirm),
    });
  }

  /** Sort order as a comparison of slots: the chosen key descending, then id descending. */
  private compare(sort: SearchSort): SlotCompare {
    const es = this.entries;
    const byId = (x: Stored, y: Stored) => (x.id < y.id ? 1 : x.id > y.id ? -1 : 0);
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

  /** The full order of a sort, with the writes since it was last read merged in. */
  private fresh(sort: SearchSort): SortedSlots {
    return this.sorted.get(sort)!.fresh(this.compare(sort), this.live, this.entries.length);
  }

  private categoryOrder(sort: SearchSort, category: number): Int32Array {
    const key = `${sort}|${category}`;
    let order = this.categoryOrders.get(key);
    if (order) return order;
    const p = this.categoryPostings.get(category);
    const built = this.baseSize;
    order = p ? this.fresh(sort).order.filter((s) => postingHolds(p, s, built)) : new Int32Array(0);
    this.categoryOrders.set(key, order);
    return order;
  }

  /** The slot stops being live; its entry stays until a compaction, so orders can still compare it. */
  private kill(slot: number): void {
    this.live[slot >>> 5]! &= ~(1 << (slot & 31));
    this.dead += 1;
    for (const s of this.sorted.values()) s.drop();
  }

  private changed(structural: boolean): void {
    if (structural) {
      this.categoryOrders.clear();
      this.matchCache.clear();
    }
    this.version += 1;
  }

  /**
   * Once enough slots are dead or new: the live entries move to slots 0..n-1 (in the order they
   * had), the postings are built again, and the sorted orders are renumbered, not sorted again.
   */
  private compactIfWorn(): void {
    const worn = this.dead + (this.entries.length - this.baseSize);
    if (worn <= Math.max(REBUILD_MIN, this.slotOf.size * REBUILD_SHARE)) return;
    for (const sort of SORTS) this.fresh(sort);
    const moved = new Int32Array(this.entries.length).fill(-1);
    const kept: Stored[] = [];
    const texts: string[] = [];
    this.slotOf.clear();
    for (let slot = 0; slot < this.entries.length; slot += 1) {
      const e = this.entries[slot];
      if (!e || (this.live[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      moved[slot] = kept.length;
      this.slotOf.set(e.id, kept.length);
      kept.push(e);
      texts.push(this.texts.text(slot));
    }
    this.entries = kept;
    this.buildPostings(texts);
    for (const s of this.sorted.values()) s.renumber(moved, kept.length);
    this.changed(true);
  }

  /** Postings and joined texts of every slot (`texts` by slot, null for a dead one). */
  private buildPostings(texts: (string | null)[]): void {
    this.texts = new SearchTexts(texts);
    this.builds += 1;
    const built = buildPostings(this.entries, (slot) => texts[slot] ?? '');
    this.postings = built.grams;
    this.categoryPostings = built.categories;
    this.live = built.live;
    this.baseSize = this.entries.length;
    this.dead = this.entries.length - this.slotOf.size;
  }
}
