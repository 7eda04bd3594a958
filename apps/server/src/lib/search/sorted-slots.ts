/** How two slots compare in a sort: negative when `a` comes first. */
export type SlotCompare = (a: number, b: number) => number;

/**
 * The full order of the live slots in one sort (search-index.ts), and each slot's position in it
 * (`rank`), kept across writes instead of sorted again: a slot added or killed is only noted, and
 * the next reader merges the added slots in and drops the dead ones in one pass (`fresh`), so a burst
 * of writes costs one linear pass, never a sort of every entry.
 */
export class SortedSlots {
  order: Int32Array;
  private ranks: Int32Array | null = null;
  private capacity: number;
  private added: number[] = [];
  private stale = false;

  /** `order`: the live slots, sorted (`sortSlots`). */
  constructor(order: Int32Array, capacity: number) {
    this.order = order;
    this.capacity = capacity;
  }

  /**
   * By slot: its position in `order` (meaningless for slots not in it). Made when first asked after
   * the order changed, so writes followed by queries whose matches are many (which walk the order)
   * never pay for it.
   */
  get rank(): Int32Array {
    if (!this.ranks) {
      this.ranks = new Int32Array(this.capacity);
      for (let i = 0; i < this.order.length; i += 1) this.ranks[this.order[i]!] = i;
    }
    return this.ranks;
  }

  /** Whether writes are waiting to be merged in (`fresh`). */
  get isStale(): boolean {
    return this.stale;
  }

  /**
   * The first `need` live slots in this order whose bit is set in `bits` (a dense match set): the
   * order is walked and the walk stops once they are found, so a page of a query matching many
   * entries reads a few hundred slots. Writes not merged yet are merged on the way, not first (a
   * merge passes over every slot).
   */
  firstMatching(bits: Uint32Array, need: number, cmp: SlotCompare, live: Uint32Array): number[] {
    const has = (s: number) => (bits[s >>> 5]! & (1 << (s & 31))) !== 0;
    const out: number[] = [];
    const order = this.order;
    if (!this.stale) {
      for (let i = 0; i < order.length && out.length < need; i += 1) {
        if (has(order[i]!)) out.push(order[i]!);
      }
      return out;
    }
    const isLive = (s: number) => (live[s >>> 5]! & (1 << (s & 31))) !== 0;
    const adds = this.added.filter((s) => isLive(s) && has(s)).sort(cmp);
    let j = 0;
    for (let i = 0; i < order.length && out.length < need; i += 1) {
      const s = order[i]!;
      if (!isLive(s) || !has(s)) continue;
      while (j < adds.length && out.length < need && cmp(adds[j]!, s) < 0) out.push(adds[j++]!);
      if (out.length < need) out.push(s);
    }
    while (j < adds.length && out.length < need) out.push(adds[j++]!);
    return out;
  }

  /** A new live slot, merged in by the next `fresh`. */
  add(slot: number): void {
    this.added.push(slot);
    this.stale = true;
  }

  /** A slot died: dropped by the next `fresh`. */
  drop(): void {
    this.stale = true;
  }

  /**
   * Merges the added slots in and drops the dead ones, when anything changed: each added slot's place
   * is found by binary search (dead slots keep their keys until a compaction, so the old order stays
   * sorted), then one pass copies. `cmp` is called some log(n) times per added slot, never per slot.
   */
  fresh(cmp: SlotCompare, live: Uint32Array, capacity: number): this {
    if (!this.stale) return this;
    const isLive = (s: number) => (live[s >>> 5]! & (1 << (s & 31))) !== 0;
    const adds = Int32Array.from(this.added.filter(isLive)).sort(cmp);
    const old = this.order;
    const out = new Int32Array(old.length + adds.length);
    let n = 0;
    let i = 0;
    for (const add of adds) {
      let lo = i;
      let hi = old.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(old[mid]!, add) < 0) lo = mid + 1;
        else hi = mid;
      }
      n = copyLive(old, i, lo, live, out, n);
      i = lo;
      out[n++] = add;
    }
    n = copyLive(old, i, old.length, live, out, n);
    this.order = n === out.length ? out : out.slice(0, n);
    this.ranks = null;
    this.capacity = capacity;
    this.added = [];
    this.stale = false;
    return this;
  }

  /** Renumbers every slot (a compaction moved them): `moved[old]` is the new slot, or -1. */
  renumber(moved: Int32Array, capacity: number): void {
    const out = new Int32Array(this.order.length);
    let n = 0;
    for (const s of this.order) if (moved[s]! >= 0) out[n++] = moved[s]!;
    this.order = out.slice(0, n);
    this.ranks = null;
    this.capacity = capacity;
  }

  /** Moves one slot whose sort key changed to its new place (the order must be fresh). */
  move(slot: number, cmp: SlotCompare): void {
    const rank = this.ranks ?? undefined;
    reposition(this.order, slot, cmp, rank, rank ? rank[slot]! : this.order.indexOf(slot));
  }
}

/** Copies the live slots of `from[start..end)` to `to` at `n`; answers the new `n`. */
function copyLive(
  from: Int32Array,
  start: number,
  end: number,
  live: Uint32Array,
  to: Int32Array,
  n: number,
): number {
  for (let i = start; i < end; i += 1) {
    const s = from[i]!;
    if ((live[s >>> 5]! & (1 << (s & 31))) !== 0) to[n++] = s;
  }
  return n;
}

/**
 * Moves one slot (at `from` in `order`) whose key changed to its new place, instead of sorting
 * everything again: only the slots between its old and new place shift (a view or a favourite
 * moves a robot a few places), and their ranks are renumbered (when `rank` is given).
 */
export function reposition(
  order: Int32Array,
  slot: number,
  cmp: SlotCompare,
  rank: Int32Array | undefined,
  from = order.indexOf(slot),
): void {
  if (from < 0 || order[from] !== slot) return;
  let to = from;
  if (from > 0 && cmp(slot, order[from - 1]!) < 0) {
    // up: to the first place in [0, from) whose slot comes after it
    let lo = 0;
    let hi = from;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    to = lo;
    order.copyWithin(to + 1, to, from);
  } else if (from < order.length - 1 && cmp(slot, order[from + 1]!) > 0) {
    // down: to the last place in (from, end) whose slot comes before it
    let lo = from + 1;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    to = lo - 1;
    order.copyWithin(from, from + 1, lo);
  } else return;
  order[to] = slot;
  if (rank) {
    for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) rank[order[i]!] = i;
  }
}

/**
 * The live slots of one sort in order, made with the engine's native sorts instead of a comparison
 * function called n log n times (seconds at a million entries): the ties' order (ids, descending)
 * and the latest sort come from sorting strings, the counts from sorting doubles that pack the
 * count and the id's place. `count` answers the sort key of a slot for the count sorts, or null for
 * the latest sort (then `createdAt` orders). Any key that does not fit falls back to `cmp`.
 */
export function sortSlots(
  slots: Int32Array,
  entry: (slot: number) => { id: string; createdAt: string },
  count: ((slot: number) => number) | null,
  cmp: SlotCompare,
): Int32Array {
  const n = slots.length;
  const slotAfter = (tagged: string) => Number(tagged.slice(tagged.lastIndexOf('\u0000') + 1));
  if (count === null) {
    // `createdAt \0 id \0 slot` sorts as the pair (createdAt, id): \0 is below every character
    const tagged = Array.from(slots, (s) => {
      const e = entry(s);
      return `${e.createdAt}\u0000${e.id}\u0000${s}`;
    }).sort();
    return Int32Array.from(tagged.reverse(), slotAfter);
  }
  const byId = Array.from(slots, (s) => `${entry(s).id}\u0000${s}`).sort();
  const slotAt = Int32Array.from(byId, slotAfter);
  const scale = 2 ** Math.ceil(Math.log2(n + 1));
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const c = count(slotAt[i]!);
    if (!Number.isInteger(c) || c < 0 || c * scale + i >= Number.MAX_SAFE_INTEGER) {
      return slots.sort(cmp);
    }
    // ascending order of -(count, id place) is count descending, then id descending
    keys[i] = -(c * scale + i);
  }
  keys.sort();
  return Int32Array.from(keys, (k) => slotAt[-k % scale]!);
}
